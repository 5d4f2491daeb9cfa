import type { BetMakeResult, FreeBet } from '@meridian/contract/bets';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dictionariesQueryOptions } from '../../../shared/api/get-dictionaries';
import { type BetSlipItem, useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { buildWallet, usd } from '../../../test/bet.factory';
import { envelope, type stubFetch } from '../../../test/fetch-stub';
import { emptyDictionaries } from '../../../test/render-app';
import { renderSignedIn } from '../../../test/signed-in';
import { findSlipRegion, selectionOf, setUpSlipTests, slipItem, slipRegion } from '../test/slip.setup';

configure({ asyncUtilTimeout: 5000 });

const wallet = buildWallet();
const welcome: FreeBet = { id: 5, title: 'Welcome bet', description: 'Any match, any market', bet: 500 };
const highRoller: FreeBet = { id: 6, title: 'High roller', description: '', bet: 125_000 };

function bodiesOf(fetchMock: ReturnType<typeof stubFetch>, path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/v1${path}`)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

/** A signed-in slip of `items` whose updates offer `offered()` free bets, with stakes read in dollars. */
function renderSlip(items: BetSlipItem[], offered: () => FreeBet[], routes: Parameters<typeof stubFetch>[0] = {}) {
  useBetSlipStore.setState({ items, amount: '', acceptOddSetting: 'accept_any', fastBets: null });
  const rendered = renderSignedIn('/promotions', {
    '/user/balance': { list: [wallet] },
    '/bets/update': (_url, init) => {
      const body = JSON.parse(String(init.body)) as { events: { id: number; outcome_id: number }[] };
      const events = useBetSlipStore
        .getState()
        .items.filter((item) => body.events.some((event) => event.outcome_id === item.id))
        .map((item) => selectionOf(item));
      return envelope({ amount_max: 50_000, free_bets: offered(), events });
    },
    ...routes,
  });
  rendered.queryClient.setQueryData(dictionariesQueryOptions().queryKey, { ...emptyDictionaries, currencies: [usd] });
  return rendered;
}

function stakeInput() {
  return within(slipRegion()).getByRole<HTMLInputElement>('textbox', { name: 'Stake' });
}

async function pickFromPopup(name: RegExp) {
  fireEvent.click(await within(slipRegion()).findByRole('button', { name: /^Free bets/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Free Bets' });
  fireEvent.click(within(dialog).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Free Bets' })).toBeNull());
}

setUpSlipTests();

describe('free bets in the slip', { timeout: 30_000 }, () => {
  it('shows no free bets entry when the update offers none', async () => {
    const item = slipItem(1, 11, 1850);
    const { fetchMock } = renderSlip([item], () => []);
    await findSlipRegion();
    await waitFor(() => expect(bodiesOf(fetchMock, '/bets/update').length).toBeGreaterThan(0));
    await within(slipRegion()).findByRole('button', { name: 'Place bet' });
    expect(within(slipRegion()).queryByRole('button', { name: /^Free bets/ })).toBeNull();
    expect(within(slipRegion()).queryByTestId('free-bets-button')).toBeNull();
  });

  it('lists the offered free bets with their amounts in the PickFreeBet popup', async () => {
    renderSlip([slipItem(1, 11, 1850)], () => [welcome, highRoller]);
    await findSlipRegion();
    const entry = await within(slipRegion()).findByRole('button', { name: 'Free bets (2)' });
    expect(entry.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(entry);
    const dialog = await screen.findByRole('dialog', { name: 'Free Bets' });
    const options = within(dialog).getAllByRole('button', { pressed: false });
    expect(options.map((option) => option.getAttribute('data-testid'))).toEqual(['free-bet-option', 'free-bet-option']);
    const first = within(dialog).getByRole('button', { name: 'Welcome bet $5.00' });
    expect(first.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Any match, any market')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'High roller $1,250.00' })).toBeTruthy();
  });

  it('fixes and locks the stake to the picked free bet and places it with free_bet_id', async () => {
    const item = slipItem(1, 11, 1850);
    const { fetchMock } = renderSlip([item], () => [welcome, highRoller], {
      '/bets/make': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { bet_uuid: string };
        const accepted: BetMakeResult = { wait_time: 0, bet_uuid: body.bet_uuid, error: null, bet_id: 900, events: [] };
        return envelope(accepted);
      },
    });
    await findSlipRegion();
    fireEvent.input(stakeInput(), { target: { value: '12' } });
    await pickFromPopup(/^High roller/);

    expect(stakeInput().value).toBe('1,250');
    expect(stakeInput().disabled).toBe(true);
    expect(within(slipRegion()).getByTestId('picked-free-bet').textContent).toContain('Free bet: High roller');
    const quick = within(slipRegion()).getByRole('group', { name: 'Quick stakes' });
    for (const button of within(quick).getAllByRole<HTMLButtonElement>('button')) expect(button.disabled).toBe(true);
    // The winnings without the stake: 1,250 × 1.85 − 1,250.
    expect(within(slipRegion()).getByTestId('possible-win').textContent).toBe('$1,062.50');
    expect(within(slipRegion()).queryByText(/^From \$/)).toBeNull();

    const place = within(slipRegion()).getByRole<HTMLButtonElement>('button', { name: 'Place bet' });
    await waitFor(() => expect(place.disabled).toBe(false));
    fireEvent.click(place);
    expect(await screen.findByText('Your bet has been accepted')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/bets/make')[0]).toMatchObject({ account_id: 41, amount: 125_000, free_bet_id: 6 });
    expect(useBetSlipStore.getState()).toMatchObject({ items: [], freeBet: null, amount: '' });
  });

  it('sends no free_bet_id for an ordinary stake', async () => {
    const { fetchMock } = renderSlip([slipItem(1, 11, 1850)], () => [welcome], {
      '/bets/make': (_url, init) =>
        envelope({
          wait_time: 0,
          bet_uuid: (JSON.parse(String(init.body)) as { bet_uuid: string }).bet_uuid,
          error: null,
          bet_id: 901,
          events: [],
        }),
    });
    await findSlipRegion();
    await within(slipRegion()).findByRole('button', { name: 'Free bets (1)' });
    fireEvent.input(stakeInput(), { target: { value: '7' } });
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Your bet has been accepted')).toBeTruthy();
    const body = bodiesOf(fetchMock, '/bets/make')[0];
    expect(body).toMatchObject({ amount: 700 });
    expect(body).not.toHaveProperty('free_bet_id');
  });

  it('cancelling the pick clears the amount, unlocks the input and gives focus to the entry', async () => {
    renderSlip([slipItem(1, 11, 1850)], () => [welcome]);
    await findSlipRegion();
    await pickFromPopup(/^Welcome bet/);
    expect(stakeInput().value).toBe('5');
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Free bets (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free Bets' });
    expect(within(dialog).getByRole('button', { name: 'Welcome bet $5.00', pressed: true })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Free Bets' })).toBeNull());

    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Cancel free bet: Welcome bet' }));
    expect(stakeInput().value).toBe('');
    expect(stakeInput().disabled).toBe(false);
    expect(within(slipRegion()).queryByTestId('picked-free-bet')).toBeNull();
    expect(document.activeElement).toBe(within(slipRegion()).getByRole('button', { name: 'Free bets (1)' }));
    expect(within(slipRegion()).getByRole<HTMLButtonElement>('button', { name: 'Place bet' }).disabled).toBe(true);
  });

  it('clearing the slip clears the pick and the amount', async () => {
    renderSlip([slipItem(1, 11, 1850)], () => [welcome]);
    await findSlipRegion();
    await pickFromPopup(/^Welcome bet/);
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Clear all' }));
    expect(within(slipRegion()).getByText('Bet slip is empty')).toBeTruthy();
    expect(useBetSlipStore.getState()).toMatchObject({ freeBet: null, amount: '' });
  });

  it('drops the pick and the amount when a later update no longer offers it', async () => {
    let offered = [welcome, highRoller];
    const { fetchMock } = renderSlip([slipItem(1, 11, 1850)], () => offered);
    await findSlipRegion();
    await pickFromPopup(/^Welcome bet/);
    expect(stakeInput().value).toBe('5');

    offered = [highRoller];
    const updates = bodiesOf(fetchMock, '/bets/update').length;
    useBetSlipStore.getState().add(slipItem(2, 21, 2000));
    await waitFor(() => expect(bodiesOf(fetchMock, '/bets/update').length).toBeGreaterThan(updates));
    await waitFor(() => expect(within(slipRegion()).queryByTestId('picked-free-bet')).toBeNull());
    expect(stakeInput().value).toBe('');
    expect(stakeInput().disabled).toBe(false);
    expect(within(slipRegion()).getByRole('button', { name: 'Free bets (1)' })).toBeTruthy();
  });
});
