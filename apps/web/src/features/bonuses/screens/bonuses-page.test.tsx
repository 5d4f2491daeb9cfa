import type { Dictionaries } from '@meridian/contract/dictionaries';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dictionariesQueryOptions } from '../../../shared/api/get-dictionaries';
import { useThemeStore } from '../../../shared/theme/theme.store';
import { buildWallet, testCurrencies } from '../../../shared/wallets/wallets.test-data';
import { envelope, queryCalls, type Route, stubFetch } from '../../../test/fetch-stub';
import { stubEndInView } from '../../../test/in-view';
import { emptyDictionaries, renderApp } from '../../../test/render-app';
import { buildUser, signInForTest } from '../../../test/signed-in';
import type { PlayerGift } from '../api/get-gifts';
import { buildGift, giftStatuses } from '../test/bonuses.factory';
import { setUpBonusesTests } from '../test/bonuses-test-setup';

// The screen and its popups load lazily: room for the first waits on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

const cash = buildWallet({ id: 31, name: 'EUR', currency_id: 1, balance: 5000, is_default: true });
const sportBonus = buildWallet({ id: 32, name: 'EUR', currency_id: 1, balance: 5000, is_bonus_sport: true });

const dictionaries: Dictionaries = {
  ...emptyDictionaries,
  currencies: testCurrencies,
  casino: {
    categories: [],
    providers: [{ id: 4, code: 'meridian', name: 'Meridian Studio', image: '', is_live: false }],
  },
};

/** `/user/gifts` answering the playing gifts, and `list` (or pages by offset) for everything else. */
function giftsRoute(
  playing: PlayerGift[],
  list: PlayerGift[] | ((url: URL) => PlayerGift[]),
): (url: URL, init: RequestInit) => Response {
  return (url) => {
    const statuses = url.searchParams.get('statuses');
    if (statuses === 'active,wagering') return envelope({ list: playing, statuses: giftStatuses });
    return envelope({ list: typeof list === 'function' ? list(url) : list, statuses: giftStatuses });
  };
}

function renderBonuses(routes: Record<string, Route | Record<string, unknown>>, firstBonus: 0 | 1 | 2 = 1) {
  signInForTest();
  const fetchMock = stubFetch({
    '/user/profile': { user: buildUser({ id: 7, first_bonus: firstBonus }) },
    '/user/balance': { list: [cash, sportBonus] },
    ...routes,
  });
  const view = renderApp('/profile/bonuses');
  view.queryClient.setQueryData(dictionariesQueryOptions().queryKey, dictionaries);
  return { ...view, fetchMock };
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === `/api/v1${path}` && init?.method === method,
  );

const welcome = () =>
  buildGift({
    id: 1,
    name: 'Sports welcome bonus',
    bet_amount: 5000,
    wagering_amount: 25000,
    min_odds: '1.50',
    min_events: 2,
    expired_at: now() + 2 * DAY + 3 * 3600,
  });

describe('bonuses page', { timeout: 60_000 }, () => {
  setUpBonusesTests();

  it('shows each playing bonus with its balance, wagering bar, conditions and countdown', async () => {
    renderBonuses({ '/user/gifts': giftsRoute([welcome()], [welcome()]) });
    const cards = await screen.findByRole('list', { name: 'Playing bonuses' });
    const card = within(cards).getByRole('heading', { name: 'Sports welcome bonus' }).closest('li') as HTMLElement;
    expect(card.textContent).toContain('Bonus balance€50.00');

    const bar = within(card).getByRole('progressbar', { name: 'Wagering' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuenow')).toBe('5000');
    expect(bar.getAttribute('aria-valuemax')).toBe('25000');
    expect(bar.getAttribute('aria-valuetext')).toBe('€50.00 of €250.00 wagered');
    expect(card.textContent).toContain('€50.00 of €250.00');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('20%');

    expect(within(card).getByText('Bets at odds of 1.50 or higher count')).toBeTruthy();
    expect(within(card).getByText('At least 2 selections per bet')).toBeTruthy();
    expect(card.querySelector('time')?.textContent).toMatch(/^2 days 0[23]:\d\d:\d\d$/);
  });

  it('says when no bonus is in play', async () => {
    renderBonuses({ '/user/balance': { list: [cash] }, '/user/gifts': giftsRoute([], []) });
    expect(await screen.findByText('No bonus is in play right now.')).toBeTruthy();
    expect(await screen.findByText('No bonuses yet')).toBeTruthy();
  });

  it('cancels a playing bonus after confirmation, through its bonus wallet', async () => {
    let playing = [welcome()];
    let bonusWallet = sportBonus;
    const { fetchMock } = renderBonuses({
      '/user/balance': () => envelope({ list: [cash, bonusWallet] }),
      '/user/gifts': (url) => giftsRoute(playing, playing)(url, {}),
      '/user/bonus/32': (_url, init) => {
        if (init.method !== 'DELETE') return undefined;
        playing = [];
        bonusWallet = { ...sportBonus, balance: 0 };
        return envelope(null);
      },
    });
    const cards = await screen.findByRole('list', { name: 'Playing bonuses' });
    fireEvent.click(within(cards).getByRole('button', { name: 'Cancel bonus: Sports welcome bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Bonus' });
    expect(dialog.textContent).toContain('its bonus balance of €50.00 is forfeited');
    expect(callsTo(fetchMock, '/user/bonus/32', 'DELETE')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel bonus' }));
    expect(await screen.findByText('Sports welcome bonus is cancelled')).toBeTruthy();
    expect(callsTo(fetchMock, '/user/bonus/32', 'DELETE')).toHaveLength(1);
    expect(callsTo(fetchMock, '/user/gift/1', 'DELETE')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('No bonus is in play right now.')).toBeTruthy();
  });

  it('keeps the bonus when the player changes their mind', async () => {
    const { fetchMock } = renderBonuses({ '/user/gifts': giftsRoute([welcome()], [welcome()]) });
    const cards = await screen.findByRole('list', { name: 'Playing bonuses' });
    fireEvent.click(within(cards).getByRole('button', { name: /^Cancel bonus/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Bonus' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the bonus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('lists the gifts with status chips in the theme’s colours, and filters by status', async () => {
    const available = buildGift({
      id: 5,
      name: '€10 sports bonus',
      code: 'MERIDIAN10',
      status: 'available',
      bonus_amount: 1000,
    });
    const spent = buildGift({ id: 4, name: 'Old reload', status: 'spent', is_cancellable: false });
    const { fetchMock } = renderBonuses({
      '/user/gifts': giftsRoute([welcome()], (url) => {
        const statuses = url.searchParams.get('statuses');
        if (statuses === 'available') return [available];
        return [available, welcome(), spent];
      }),
    });
    const list = await screen.findByRole('list', { name: 'Your bonuses' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      '€10 sports bonus',
      'Sports welcome bonus',
      'Old reload',
    ]);
    expect(rows[0]?.textContent).toContain('Sports bonus · Code MERIDIAN10');
    expect(rows[0]?.textContent).toContain('Bonus €10.00');
    // Open gifts count down; a spent one does not, and offers nothing to do.
    expect(rows[0]?.querySelector('time')).toBeTruthy();
    expect(rows[2]?.querySelector('time')).toBeNull();
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();

    const chips = screen.getByRole('group', { name: 'Show bonuses by status' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All', 'Available', 'Active', 'Wagering', 'Completed', 'Used up', 'Expired', 'Cancelled']);
    const status = within(rows[0] as HTMLElement).getByText('Available');
    expect(status.style.color).toBe('#d0d0d0');
    act(() => useThemeStore.getState().setTheme('light'));
    expect(within(rows[0] as HTMLElement).getByText('Available').style.color).toBe('#202020');
    act(() => useThemeStore.getState().setTheme('dark'));

    fireEvent.click(within(chips).getByRole('button', { name: 'Available' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Your bonuses' })).getAllByRole('listitem')).toHaveLength(1),
    );
    const pressed = within(chips).getByRole('button', { name: 'Available' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(within(chips).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(queryCalls(fetchMock, '/user/gifts').filter((query) => query.statuses !== 'active,wagering')).toEqual([
      { limit: '20', offset: '0' },
      { limit: '20', offset: '0', statuses: 'available' },
    ]);

    fireEvent.click(within(chips).getByRole('button', { name: 'All' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Your bonuses' })).getAllByRole('listitem')).toHaveLength(3),
    );
  });

  it('says no bonus matches a filter that finds none', async () => {
    renderBonuses({
      '/user/gifts': giftsRoute([], (url) => (url.searchParams.get('statuses') ? [] : [welcome()])),
    });
    const chips = await screen.findByRole('group', { name: 'Show bonuses by status' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Expired' }));
    expect(await screen.findByText('No bonuses with the chosen statuses')).toBeTruthy();
  });

  it('loads the next 20 as the end of the list comes near, while a full page came back', async () => {
    stubEndInView();
    const page = (offset: number, size: number) =>
      Array.from({ length: size }, (_, index) =>
        buildGift({ id: 1000 - offset - index, name: `Gift ${offset + index + 1}`, status: 'expired' }),
      );
    const pages = giftsRoute([], (url) => {
      const offset = Number(url.searchParams.get('offset'));
      return offset === 0 ? page(0, 20) : offset === 20 ? page(20, 20) : page(40, 3);
    });
    const { fetchMock } = renderBonuses({
      // Each page takes a moment to come, as over a network.
      '/user/gifts': async (url, init) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return pages(url, init);
      },
    });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Your bonuses' })).getAllByRole('listitem')).toHaveLength(43),
    );
    // Give a wrong fourth request its chance before counting.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const offsets = queryCalls(fetchMock, '/user/gifts')
      .filter((query) => query.statuses === undefined)
      .map((query) => query.offset);
    expect(offsets).toEqual(['0', '20', '40']);
  });

  it('shows the tech-error view when the list fails, and retries', async () => {
    let fail = true;
    renderBonuses({
      '/user/gifts': (url, init) =>
        fail && url.searchParams.get('statuses') === null
          ? envelope(null, 500, 'InternalError', 'down')
          : giftsRoute([], [welcome()])(url, init),
    });
    const section = await screen.findByRole('region', { name: 'Your bonuses' });
    const retry = await within(section).findByRole('button', { name: 'Try again' });
    expect(
      within(section).getByRole('heading', { name: 'Oops, Something Went Wrong. Please Refresh The Page' }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await within(section).findByRole('list', { name: 'Your bonuses' })).toBeTruthy();
  });

  it('starts an available bonus, and shows a free-spins gift’s spins and game', async () => {
    const available = buildGift({ id: 5, name: '€10 sports bonus', status: 'available', bonus_amount: 1000 });
    const spins = buildGift({
      id: 6,
      name: '50 free spins',
      type_id: 4,
      status: 'available',
      spins: 12,
      spins_total: 50,
      provider: 'meridian',
      games: ['lucky-orchard'],
      bet: 20,
      bonus_amount: 0,
      wagering_amount: 0,
    });
    const { fetchMock } = renderBonuses({
      '/user/gifts': giftsRoute([], [spins, available]),
      '/user/gift/5/activate': () => envelope({ gift: { ...available, status: 'active' } }),
      '/casino/games': {
        list: [
          {
            id: 66,
            name: 'Lucky Orchard',
            image: '',
            has_demo: true,
            is_live: false,
            is_new: false,
            is_top: false,
            provider_id: 4,
            external_id: 'lucky-orchard',
            category_ids: [],
          },
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Your bonuses' });
    const [spinsRow, bonusRow] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(spinsRow?.textContent).toContain('12 of 50 spins left');
    expect(spinsRow?.textContent).toContain('€0.20 a spin');
    expect(
      (await within(spinsRow as HTMLElement).findByRole('link', { name: 'Lucky Orchard' })).getAttribute('href'),
    ).toBe('/casino/games/66');
    // Free spins start in the game, not here.
    expect(within(spinsRow as HTMLElement).queryByRole('button', { name: /^Activate/ })).toBeNull();
    expect(queryCalls(fetchMock, '/casino/games')[0]).toMatchObject({ provider_id: '4' });

    fireEvent.click(within(bonusRow as HTMLElement).getByRole('button', { name: 'Activate €10 sports bonus' }));
    expect(await screen.findByText('€10 sports bonus is active')).toBeTruthy();
    expect(callsTo(fetchMock, '/user/gift/5/activate', 'POST')).toHaveLength(1);
  });

  it('declines an available gift after confirmation', async () => {
    const available = buildGift({ id: 5, name: '€10 sports bonus', status: 'available' });
    const { fetchMock } = renderBonuses({
      '/user/gifts': giftsRoute([], [available]),
      '/user/gift/5': (_url, init) => (init.method === 'DELETE' ? envelope(null) : undefined),
    });
    const list = await screen.findByRole('list', { name: 'Your bonuses' });
    fireEvent.click(within(list).getByRole('button', { name: 'Decline €10 sports bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Bonus' });
    expect(dialog.textContent).toContain('cannot be started later');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline bonus' }));
    expect(await screen.findByText('€10 sports bonus is declined')).toBeTruthy();
    expect(callsTo(fetchMock, '/user/gift/5', 'DELETE')).toHaveLength(1);
  });
});

describe('promo code', { timeout: 60_000 }, () => {
  setUpBonusesTests();

  it('waits for a code and for the request, then shows the server’s refusal as an error notification', async () => {
    let answer: (response: Response) => void = () => undefined;
    const bodies: unknown[] = [];
    renderBonuses({
      '/user/gifts': giftsRoute([], []),
      '/user/promo-codes/activate': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      },
    });
    const form = await screen.findByRole('form', { name: 'Promo code' });
    const field = within(form).getByLabelText('Your code');
    const button = within(form).getByRole('button', { name: 'Activate' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.input(field, { target: { value: '   ' } });
    expect(button.disabled).toBe(true);
    fireEvent.input(field, { target: { value: ' nope ' } });
    expect(button.disabled).toBe(false);

    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(bodies).toEqual([{ code: 'nope' }]);
    const message = 'There is no promo code like that. Check it and try again.';
    answer(envelope(null, 422, 'ValidationError', message, { code: [message] }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(button.disabled).toBe(false);
    expect((field as HTMLInputElement).value).toBe(' nope ');
  });

  it('announces an accepted code, clears the field and lists the new gift', async () => {
    const gift = buildGift({ id: 9, name: '€10 sports bonus', code: 'MERIDIAN10', status: 'available' });
    let gifts: PlayerGift[] = [];
    renderBonuses({
      '/user/gifts': (url, init) => giftsRoute([], gifts)(url, init),
      '/user/promo-codes/activate': () => {
        gifts = [gift];
        return envelope({ gift });
      },
    });
    const form = await screen.findByRole('form', { name: 'Promo code' });
    const field = within(form).getByLabelText('Your code') as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'meridian10' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Promo code accepted: €10 sports bonus')).toBeTruthy();
    expect(field.value).toBe('');
    const list = await screen.findByRole('list', { name: 'Your bonuses' });
    expect(within(list).getByText('Code MERIDIAN10', { exact: false })).toBeTruthy();
  });
});

describe('first deposit bonus', { timeout: 60_000 }, () => {
  setUpBonusesTests();

  /** The page without gifts; the changes asked for are recorded, and `answer` stands in for the server's. */
  function renderChoice(answer?: () => Response): unknown[] {
    const bodies: unknown[] = [];
    renderBonuses({
      '/user/gifts': giftsRoute([], []),
      '/user/bonus/change': (_url, init) => {
        if (init.method !== 'PUT') return undefined;
        const body = JSON.parse(String(init.body)) as { first_bonus: 0 | 1 | 2 };
        bodies.push(body);
        return answer?.() ?? envelope({ user: buildUser({ id: 7, first_bonus: body.first_bonus }) });
      },
    });
    return bodies;
  }

  /** ChooseBonus, opened from the page's first-deposit section. */
  async function openChooseBonus() {
    const section = await screen.findByRole('region', { name: 'First deposit bonus' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Change the first deposit bonus' }));
    return { section, dialog: await screen.findByRole('dialog', { name: 'Choose Your Bonus' }) };
  }

  it('changes the choice in ChooseBonus and says so', async () => {
    const bodies = renderChoice();
    const { section, dialog } = await openChooseBonus();
    expect(within(section).getByText('Sports bonus')).toBeTruthy();
    const options = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(
      options.map((option) => [option.closest('label')?.querySelector('span span')?.textContent, option.checked]),
    ).toEqual([
      ['Sports bonus', true],
      ['Casino bonus', false],
      ['No bonus', false],
    ]);
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Casino bonus/ }));
    fireEvent.click(save);

    expect(await screen.findByText('Bonus changed')).toBeTruthy();
    expect(bodies).toEqual([{ first_bonus: 2 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section).findByText('Casino bonus')).toBeTruthy();
  });

  it('asks DeclineBonusConfirm before refusing the bonus', async () => {
    const bodies = renderChoice();
    const { section, dialog: choose } = await openChooseBonus();
    fireEvent.click(within(choose).getByRole('radio', { name: /^No bonus/ }));
    fireEvent.click(within(choose).getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('dialog', { name: 'Decline Bonus' });
    expect(bodies).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Play without a bonus' }));
    expect(await screen.findByText('Bonus changed')).toBeTruthy();
    expect(bodies).toEqual([{ first_bonus: 0 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section).findByText('No bonus')).toBeTruthy();
  });

  it('offers no change once a deposit has landed, and says why', async () => {
    renderBonuses({
      '/user/profile': { user: buildUser({ id: 7, first_bonus: 1, has_deposit: true }) },
      '/user/gifts': giftsRoute([], []),
    });
    const section = await screen.findByRole('region', { name: 'First deposit bonus' });
    expect(
      await within(section).findByText('Your first deposit is made: the welcome bonus can no longer be changed.'),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Change the first deposit bonus' })).toBeNull();
  });

  it('shows a refusal after the first deposit, then offers no change and says why', async () => {
    const reason = 'The first deposit is already made: the welcome bonus can no longer be changed.';
    const bodies = renderChoice(() => envelope(null, 422, 'ValidationError', reason, { first_bonus: [reason] }));
    const { section, dialog } = await openChooseBonus();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Casino bonus/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    // The notification, the popup and the page all say why.
    await waitFor(() => expect(screen.getAllByText(reason).length).toBeGreaterThanOrEqual(3));
    expect(within(section).queryByRole('button', { name: 'Change the first deposit bonus' })).toBeNull();
    expect(within(section).getByText('Sports bonus')).toBeTruthy();
    expect(bodies).toEqual([{ first_bonus: 2 }]);
  });
});
