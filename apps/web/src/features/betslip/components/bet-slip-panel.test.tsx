import type { BetMakeResult, LoadedSelection } from '@meridian/contract/bets';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionariesQueryOptions } from '../../../shared/api/get-dictionaries';
import { useNetworkStore } from '../../../shared/api/network.store';
import { type BetSlipItem, useBetSlipStore } from '../../../shared/betslip/betslip.store';
import type { AcceptOddSetting } from '../../../shared/betslip/odds-change';
import { buildWallet, usd } from '../../../test/bet.factory';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { envelope, type Route, stubFetch } from '../../../test/fetch-stub';
import { emptyDictionaries, renderApp } from '../../../test/render-app';
import { buildSettings } from '../../../test/settings.factory';
import { renderSignedIn, signInForTest } from '../../../test/signed-in';
import { findSlipRegion, selectionOf, setUpSlipTests, slipItem, slipRegion } from '../test/slip.setup';

configure({ asyncUtilTimeout: 5000 });

const wallet = buildWallet();

function seedSlip(items: BetSlipItem[], acceptOddSetting: AcceptOddSetting = 'accept_any') {
  useBetSlipStore.setState({ items, amount: '', acceptOddSetting, fastBets: null });
}

function bodiesOf(fetchMock: ReturnType<typeof stubFetch>, path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/v1${path}`)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

const updateAnswer =
  (events: () => LoadedSelection[], amountMax = 50_000): Route =>
  () =>
    envelope({ amount_max: amountMax, free_bets: [], events: events() });

/** Gives the page's dictionaries the dollar, so stakes read with its sign. */
function withDollar<T extends { queryClient: ReturnType<typeof renderApp>['queryClient'] }>(rendered: T): T {
  rendered.queryClient.setQueryData(dictionariesQueryOptions().queryKey, { ...emptyDictionaries, currencies: [usd] });
  return rendered;
}

function stakeInput() {
  return within(slipRegion()).getByRole('textbox', { name: 'Stake' });
}

setUpSlipTests();

describe('bet slip for a visitor', { timeout: 20_000 }, () => {
  it('offers Log In to Place a Bet instead of placing, opening the Login popup', async () => {
    const item = slipItem(1, 11, 1850);
    seedSlip([item]);
    stubFetch({ '/bets/update': updateAnswer(() => [selectionOf(item)]) });
    renderApp('/promotions');
    await findSlipRegion();
    const region = slipRegion();
    expect(within(region).queryByRole('button', { name: 'Place bet' })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Log In to Place a Bet' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('asks for odds with the settings currency, hides share and offers load', async () => {
    const item = slipItem(1, 11, 1850);
    seedSlip([item]);
    const fetchMock = stubFetch({ '/bets/update': updateAnswer(() => [selectionOf(item)]) });
    renderApp('/promotions');
    await waitFor(() => expect(bodiesOf(fetchMock, '/bets/update')).toHaveLength(1));
    expect(bodiesOf(fetchMock, '/bets/update')[0]).toMatchObject({
      currency_id: 2,
      events: [{ id: 1, market_id: 10, outcome_id: 11, odds: 1850, is_live: false }],
    });
    await findSlipRegion();
    expect(within(slipRegion()).queryByRole('button', { name: 'Share bet slip' })).toBeNull();
    expect(within(slipRegion()).getByRole('button', { name: 'Load bet slip by code' })).toBeTruthy();
  });
});

describe('bet slip tabs', { timeout: 20_000 }, () => {
  it('points every tab at the panel that shows its content', async () => {
    const item = slipItem(1, 11, 1850);
    seedSlip([item]);
    stubFetch({ '/bets/update': updateAnswer(() => [selectionOf(item)]) });
    renderApp('/promotions');
    await findSlipRegion();
    const region = slipRegion();
    const tabs = within(region).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Bet slip (1)', 'Open bets', 'Single', 'Accumulator']);
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role'), tab.textContent ?? '').toBe('tabpanel');
    }
    const slip = within(region).getByRole('tabpanel', { name: 'Bet slip (1)' });
    expect(within(slip).getByRole('tabpanel', { name: 'Single' })).toBeTruthy();
  });
});

describe('bet slip refresh', { timeout: 20_000 }, () => {
  it('says a selection whose match ended has ended, not that it was deleted', async () => {
    const ended = slipItem(4, 41, 1850);
    seedSlip([ended]);
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/update': updateAnswer(() => [selectionOf(ended, { is_blocked: true, is_ended: true })]),
    });
    await findSlipRegion();
    expect(await within(slipRegion()).findByText('The event has ended')).toBeTruthy();
    expect(within(slipRegion()).queryByText('Event was deleted')).toBeNull();
    fireEvent.input(stakeInput(), { target: { value: '10' } });
    expect(within(slipRegion()).getByRole<HTMLButtonElement>('button', { name: 'Place bet' }).disabled).toBe(true);
  });

  it('shows deleted and blocked selections and keeps the place button disabled', async () => {
    const kept = slipItem(1, 11, 1850);
    const gone = slipItem(2, 21, 2000);
    const closed = slipItem(3, 31, 1500);
    seedSlip([kept, gone, closed]);
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/update': updateAnswer(() => [selectionOf(kept), selectionOf(closed, { is_blocked: true })]),
    });
    await findSlipRegion();
    expect(await within(slipRegion()).findByText('Event was deleted')).toBeTruthy();
    expect(within(slipRegion()).getByText('Betting on this event has temporarily been closed')).toBeTruthy();
    fireEvent.input(stakeInput(), { target: { value: '10' } });
    expect(within(slipRegion()).getByRole<HTMLButtonElement>('button', { name: 'Place bet' }).disabled).toBe(true);

    fireEvent.click(within(slipRegion()).getByRole('button', { name: /Remove Pick 21/ }));
    fireEvent.click(within(slipRegion()).getByRole('button', { name: /Remove Pick 31/ }));
    await waitFor(() =>
      expect(within(slipRegion()).getByRole<HTMLButtonElement>('button', { name: 'Place bet' }).disabled).toBe(false),
    );
  });

  it('asks for fresh odds for the signed-in wallet and caps the stake to its ceiling', async () => {
    const item = slipItem(1, 11, 1850);
    seedSlip([item]);
    const { fetchMock } = withDollar(
      renderSignedIn('/promotions', {
        '/user/balance': { list: [wallet] },
        '/bets/update': updateAnswer(() => [selectionOf(item)], 2_500),
      }),
    );
    await findSlipRegion();
    expect(await within(slipRegion()).findByText('From $1.00 to $25.00')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/bets/update')[0]).toMatchObject({ account_id: 41 });
    fireEvent.input(stakeInput(), { target: { value: '99' } });
    expect(stakeInput()).toHaveProperty('value', '25');
  });

  it('points to a deposit when the balance is below the smallest stake', async () => {
    const item = slipItem(1, 11, 1850);
    seedSlip([item]);
    withDollar(
      renderSignedIn('/promotions', {
        '/user/balance': { list: [{ ...wallet, balance: 40 }] },
        '/bets/update': updateAnswer(() => [selectionOf(item)], 40),
      }),
    );
    await findSlipRegion();
    expect(
      await within(slipRegion()).findByText(/The smallest stake is \$1\.00: top up your wallet to bet\./),
    ).toBeTruthy();
    expect(within(slipRegion()).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/payments/deposit/methods',
    );
    expect(within(slipRegion()).queryByText(/^From \$/)).toBeNull();
  });

  it.each<[AcceptOddSetting, string, string | null]>([
    ['accept_any', 'is taken', null],
    ['raise', 'is taken', null],
    ['always_ask', 'waits for Accept', 'Accept odds change'],
  ])('with %s a raise pushed over the socket %s', async (setting, _outcome, accept) => {
    const shown = '2.10';
    const item = slipItem(1, 11, 1850);
    seedSlip([item], setting);
    const realtime = installFakeRealtime();
    // The server and the socket agree: the price is 2.10 once it moved.
    let serverOdds = 1850;
    const { fetchMock } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/update': updateAnswer(() => [selectionOf(item, { odds: serverOdds })]),
    });
    const socket = await waitFor(() => realtime.open());
    await waitFor(() => expect(realtime.subscribed()).toContain('match:1'));
    await waitFor(() => expect(bodiesOf(fetchMock, '/bets/update').length).toBeGreaterThan(0));
    serverOdds = 2100;
    socket.receive({
      type: 'update',
      channel: 'match:1',
      data: { deltas: [{ id: 1, odds: [{ market_id: 10, id: 11, odds: 2100, is_blocked: false }] }] },
    });
    const row = await within(slipRegion()).findByText(shown);
    expect(row).toBeTruthy();
    const acceptButton = within(slipRegion()).queryByRole('button', { name: /Accept odds change/ });
    expect(acceptButton !== null).toBe(accept !== null);
    if (accept) expect(useBetSlipStore.getState().items[0]).toMatchObject({ odds: 1850, updatedSlip: 2100 });
    else expect(useBetSlipStore.getState().items[0]).toMatchObject({ odds: 2100, updatedSlip: null });
  });

  it('with raise a fall waits for Accept, showing the old and new odds', async () => {
    const item = slipItem(1, 11, 1850);
    seedSlip([item], 'raise');
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/update': updateAnswer(() => [selectionOf(item, { odds: 1700 })]),
    });
    await findSlipRegion();
    const accept = await within(slipRegion()).findByRole('button', { name: /Accept odds change/ });
    expect(within(slipRegion()).getByText('Odds changed from 1.85 to 1.70')).toBeTruthy();
    expect(
      within(slipRegion())
        .getByText(/Odds changed on 1 selection/)
        .getAttribute('role'),
    ).toBe('status');
    fireEvent.input(stakeInput(), { target: { value: '10' } });
    expect(within(slipRegion()).getByRole<HTMLButtonElement>('button', { name: 'Place bet' }).disabled).toBe(true);
    fireEvent.click(accept);
    expect(useBetSlipStore.getState().items[0]).toMatchObject({ odds: 1700, updatedSlip: null });
    expect(within(slipRegion()).getByRole<HTMLButtonElement>('button', { name: 'Place bet' }).disabled).toBe(false);
  });
});

describe('live selections while the connection is down', { timeout: 20_000 }, () => {
  afterEach(() => useNetworkStore.setState(useNetworkStore.getInitialState()));

  it('pauses a live selection and placing, then asks for fresh odds and allows placing once the socket is back', async () => {
    const live = slipItem(5, 51, 1850, { isLive: true });
    const line = slipItem(6, 61, 2100);
    seedSlip([live, line]);
    let liveOdds = 1850;
    signInForTest();
    const fetchMock = stubFetch({
      '/user/balance': { list: [wallet] },
      '/bets/update': updateAnswer(() => [selectionOf(live, { odds: liveOdds }), selectionOf(line)]),
    });
    // No periodic refresh within the test: a second ask can only be the one for the returning socket.
    const hour = 3_600_000;
    renderApp('/promotions', {
      settings: buildSettings({
        update_periods: { ...buildSettings().update_periods, basket: { live: hour, line: hour } },
      }),
    });
    act(() => useNetworkStore.getState().setSocketConnected(true));
    await findSlipRegion();
    await waitFor(() => expect(bodiesOf(fetchMock, '/bets/update')).toHaveLength(1));
    fireEvent.input(stakeInput(), { target: { value: '10' } });
    const place = () => within(slipRegion()).getByRole<HTMLButtonElement>('button', { name: 'Place bet' });
    await waitFor(() => expect(place().disabled).toBe(false));

    act(() => useNetworkStore.getState().setSocketConnected(false));
    const [liveItem, lineItem] = within(slipRegion()).getAllByTestId('slip-item');
    expect(liveItem!.hasAttribute('data-paused')).toBe(true);
    expect(within(liveItem!).getByText('Paused until the connection returns')).toBeTruthy();
    expect(lineItem!.hasAttribute('data-paused')).toBe(false);
    expect(place().disabled).toBe(true);
    expect(place().getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(place().getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(
      'Live odds are paused while the connection is down: the bet can be placed once it returns',
    );

    // The price moved while the tab could not hear of it: the slip asks at once when the socket returns.
    liveOdds = 1900;
    act(() => useNetworkStore.getState().setSocketConnected(true));
    await waitFor(() => expect(bodiesOf(fetchMock, '/bets/update')).toHaveLength(2));
    await waitFor(() => expect(within(slipRegion()).queryByText('Paused until the connection returns')).toBeNull());
    expect(within(slipRegion()).queryByText(/Live odds are paused/)).toBeNull();
    await waitFor(() => expect(liveItem!.querySelector('[data-odds]')?.getAttribute('data-odds')).toBe('1900'));
    await waitFor(() => expect(place().disabled).toBe(false));
  });
});

describe('placing a bet', { timeout: 20_000 }, () => {
  it('shows the accumulator total, repeats a held bet with the same bet_uuid, then clears the slip', async () => {
    const first = slipItem(1, 11, 1850);
    const second = slipItem(2, 21, 2000);
    seedSlip([first, second]);
    let makes = 0;
    const { fetchMock, queryClient } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/update': updateAnswer(() => [selectionOf(first), selectionOf(second)]),
      '/bets/make': (_url, init) => {
        makes += 1;
        const body = JSON.parse(String(init.body)) as { bet_uuid: string };
        const held: BetMakeResult = { wait_time: 1, bet_uuid: body.bet_uuid, error: null, bet_id: null, events: [] };
        const accepted: BetMakeResult = { ...held, wait_time: 0, bet_id: 900 };
        return envelope(makes === 1 ? held : accepted);
      },
    });
    withDollar({ queryClient });
    await findSlipRegion();
    const region = slipRegion();
    expect(
      within(region).getByRole<HTMLButtonElement>('tab', { name: 'Accumulator' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(within(region).getByRole<HTMLButtonElement>('tab', { name: 'Single' }).disabled).toBe(true);
    expect(within(region).getByTestId('total-odds').textContent).toBe('3.70');
    fireEvent.input(stakeInput(), { target: { value: '10.50' } });
    expect(within(region).getByTestId('possible-win').textContent).toBe('$38.85');

    await waitFor(() => expect(bodiesOf(fetchMock, '/bets/update').length).toBeGreaterThan(0));
    fireEvent.click(within(region).getByRole('button', { name: 'Place bet' }));
    expect(await within(region).findByRole('button', { name: 'Waiting for confirmation…' })).toBeTruthy();
    expect(await screen.findByText('Your bet has been accepted')).toBeTruthy();
    expect(within(slipRegion()).getByText('Bet slip is empty')).toBeTruthy();

    const makeBodies = bodiesOf(fetchMock, '/bets/make');
    expect(makeBodies).toHaveLength(2);
    expect(makeBodies[0]).toMatchObject({
      account_id: 41,
      amount: 1050,
      bet_type: 2,
      check_odds: 2,
      events: [
        { id: 1, market_id: 10, outcome_id: 11, odds: 1850, is_live: false },
        { id: 2, market_id: 20, outcome_id: 21, odds: 2000, is_live: false },
      ],
    });
    expect(makeBodies[0]?.bet_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(makeBodies[1]?.bet_uuid).toBe(makeBodies[0]?.bet_uuid);
  });

  it('places a Yankee: a stake per line, eleven lines, the whole stake and what every line pays', async () => {
    const items = [slipItem(1, 11, 2000), slipItem(2, 21, 3000), slipItem(3, 31, 4000), slipItem(4, 41, 5000)];
    seedSlip(items);
    const { fetchMock, queryClient } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/update': updateAnswer(() => items.map((item) => selectionOf(item))),
      '/bets/make': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { bet_uuid: string };
        return envelope({ wait_time: 0, bet_uuid: body.bet_uuid, error: null, bet_id: 901, events: [] });
      },
    });
    withDollar({ queryClient });
    await findSlipRegion();
    const region = slipRegion();
    fireEvent.click(within(region).getByRole('tab', { name: 'System' }));
    const picker = within(region).getByRole<HTMLSelectElement>('combobox', { name: 'System' });
    expect([...picker.options].map((option) => option.text)).toEqual([
      'Yankee (11 lines)',
      'Lucky 15 (15 lines)',
      '2 of 4 (6 lines)',
      '3 of 4 (4 lines)',
    ]);
    expect(within(region).getByTestId('system-lines').textContent).toBe('11');
    fireEvent.input(within(region).getByRole('textbox', { name: 'Stake per line' }), { target: { value: '1' } });
    expect(within(region).getByTestId('total-stake').textContent).toBe('$11.00');
    // Doubles 71, trebles 154 and the four-fold 120 units: a bet-return calculator's figure.
    expect(within(region).getByTestId('possible-win').textContent).toBe('$345.00');
    fireEvent.change(picker, { target: { value: 'k2' } });
    expect(within(region).getByTestId('total-stake').textContent).toBe('$6.00');
    fireEvent.change(picker, { target: { value: 'yankee' } });

    await waitFor(() => expect(bodiesOf(fetchMock, '/bets/update').length).toBeGreaterThan(0));
    fireEvent.click(within(region).getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Your bet has been accepted')).toBeTruthy();
    expect(bodiesOf(fetchMock, '/bets/make')[0]).toMatchObject({
      amount: 1100,
      bet_type: 3,
      system: { sizes: [2, 3, 4] },
    });
    expect(bodiesOf(fetchMock, '/bets/make')[0]).not.toHaveProperty('free_bet_id');
  });

  it('offers no system below three selections, and falls back to the accumulator when one is removed', async () => {
    const items = [slipItem(1, 11, 2000), slipItem(2, 21, 3000), slipItem(3, 31, 4000)];
    seedSlip(items);
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/update': updateAnswer(() => useBetSlipStore.getState().items.map((item) => selectionOf(item))),
    });
    await findSlipRegion();
    fireEvent.click(within(slipRegion()).getByRole('tab', { name: 'System' }));
    expect(within(slipRegion()).getByTestId('system-lines').textContent).toBe('4');
    act(() => useBetSlipStore.getState().remove(items[2]?.key ?? ''));
    expect(within(slipRegion()).queryByRole('tab', { name: 'System' })).toBeNull();
    expect(within(slipRegion()).getByRole('tab', { name: 'Accumulator' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a refusal and the new odds to accept, sending check_odds 1 for always ask', async () => {
    const item = slipItem(1, 11, 1850);
    seedSlip([item], 'always_ask');
    const { fetchMock } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/update': updateAnswer(() => [selectionOf(item)]),
      '/bets/make': (_url, init) =>
        envelope({
          wait_time: 0,
          bet_uuid: (JSON.parse(String(init.body)) as { bet_uuid: string }).bet_uuid,
          error: 'The odds have changed',
          bet_id: null,
          events: [selectionOf(item, { odds: 1600 })],
        }),
    });
    await waitFor(() => expect(bodiesOf(fetchMock, '/bets/update').length).toBeGreaterThan(0));
    await findSlipRegion();
    fireEvent.input(stakeInput(), { target: { value: '5' } });
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('The odds have changed')).toBeTruthy();
    expect(await within(slipRegion()).findByRole('button', { name: /Accept odds change/ })).toBeTruthy();
    expect(within(slipRegion()).getByRole<HTMLButtonElement>('button', { name: 'Place bet' }).disabled).toBe(true);
    expect(bodiesOf(fetchMock, '/bets/make')[0]).toMatchObject({ check_odds: 1, bet_type: 1, amount: 500 });
    expect(useBetSlipStore.getState().items).toHaveLength(1);
  });

  it('puts a field error of the stake under the input', async () => {
    const item = slipItem(1, 11, 1850);
    seedSlip([item]);
    const { fetchMock } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/update': updateAnswer(() => [selectionOf(item)]),
      '/bets/make': () =>
        envelope(null, 422, 'ValidationError', 'Invalid data', {
          'fields.amount': ['The stake is below the minimum.'],
        }),
    });
    await waitFor(() => expect(bodiesOf(fetchMock, '/bets/update').length).toBeGreaterThan(0));
    await findSlipRegion();
    fireEvent.input(stakeInput(), { target: { value: '0.5' } });
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Place bet' }));
    expect((await within(slipRegion()).findByRole('alert')).textContent).toBe('The stake is below the minimum.');
    expect(stakeInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('offers the largest stake the server accepts after refusing a larger one, and places it', async () => {
    const item = slipItem(1, 11, 2100);
    seedSlip([item]);
    const refused = {
      payload: null,
      errors: { amount: ['The largest payout of a bet is 100.00: the largest stake at these odds is 47.62.'] },
      message: 'x',
      code: 'ValidationError',
      details: { kind: 'stake_limit', amount_max: 4_762 },
    };
    let makes = 0;
    const { fetchMock } = withDollar(
      renderSignedIn('/promotions', {
        '/user/balance': { list: [wallet] },
        '/bets/update': updateAnswer(() => [selectionOf(item)]),
        '/bets/make': () =>
          ++makes === 1
            ? new Response(JSON.stringify(refused), { status: 422, headers: { 'Content-Type': 'application/json' } })
            : envelope({ wait_time: 0, bet_uuid: 'u', error: null, bet_id: 9, events: [selectionOf(item)] }),
      }),
    );
    await findSlipRegion();
    fireEvent.input(stakeInput(), { target: { value: '50' } });
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Place bet' }));
    expect((await within(slipRegion()).findByRole('alert')).textContent).toBe(
      'The largest stake accepted now is $47.62.',
    );
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Stake $47.62' }));
    expect((stakeInput() as HTMLInputElement).value).toBe('47.62');
    expect(within(slipRegion()).queryByRole('alert')).toBeNull();
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(bodiesOf(fetchMock, '/bets/make')).toHaveLength(2));
    expect(bodiesOf(fetchMock, '/bets/make').map((b) => b.amount)).toEqual([5_000, 4_762]);
  });

  it('keeps the place button disabled without a stake, and quick stakes fill it', async () => {
    const item = slipItem(1, 11, 1850);
    seedSlip([item]);
    withDollar(
      renderSignedIn('/promotions', {
        '/user/balance': { list: [wallet] },
        '/bets/update': updateAnswer(() => [selectionOf(item)]),
      }),
    );
    await findSlipRegion();
    const place = await within(slipRegion()).findByRole<HTMLButtonElement>('button', { name: 'Place bet' });
    expect(place.disabled).toBe(true);
    fireEvent.input(stakeInput(), { target: { value: '0' } });
    expect(place.disabled).toBe(true);
    fireEvent.click(
      within(within(slipRegion()).getByRole('group', { name: 'Quick stakes' })).getByRole('button', { name: '$50' }),
    );
    expect(stakeInput()).toHaveProperty('value', '50');
    await waitFor(() => expect(place.disabled).toBe(false));
  });
});
