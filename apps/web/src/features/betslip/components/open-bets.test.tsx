import { act, configure, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettingsParamsStore } from '../../../shared/api/settings-params.store';
import { buildBet, buildLeg, buildWallet } from '../../../test/bet.factory';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { renderSignedIn } from '../../../test/signed-in';
import { findSlipRegion, setUpSlipTests } from '../test/slip.setup';

configure({ asyncUtilTimeout: 10_000 });

const wallet = buildWallet();

const openBet = buildBet({
  id: 321,
  created_at: 1_750_000_000,
  type: 2,
  account_id: 41,
  possible_win: 3700,
  odds: 3700,
  events: [1, 2].map((index) =>
    buildLeg({
      id: index,
      market_id: index * 10,
      outcome_id: index * 11,
      odds: index === 1 ? 1850 : 2000,
      outcome_name: `Pick ${index}`,
      market_name: 'Match Result',
      name: `Home ${index} - Away ${index}`,
      team_home: { name: `Home ${index}`, logo: '' },
      team_away: { name: `Away ${index}`, logo: '' },
      start_time: 1_750_003_600,
      state: { score: null, is_live: index === 2 },
    }),
  ),
});

async function openTab() {
  const region = await findSlipRegion();
  fireEvent.click(within(region).getByRole('tab', { name: 'Open bets' }));
  return region;
}

setUpSlipTests();

describe('open bets in the slip', { timeout: 30_000 }, () => {
  it('asks a visitor to log in', async () => {
    stubFetch({});
    renderApp('/promotions');
    const region = await openTab();
    expect(within(region).getByText('Log in to see your open bets')).toBeTruthy();
    expect(within(region).getByRole('tab', { name: 'Open bets' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lists the open bets with legs, stake, odds and possible win, asking for status 1 and 8 at most', async () => {
    const { fetchMock } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': { list: [openBet] },
    });
    const region = await openTab();
    const card = await within(region).findByTestId('open-bet');
    expect(within(card).getByText('Bet #321')).toBeTruthy();
    expect(within(card).getByText('Home 2 - Away 2')).toBeTruthy();
    expect(within(card).getByText('Pick 1')).toBeTruthy();
    expect(within(card).getByText('3.70')).toBeTruthy();
    expect(within(card).getByText('Accumulator')).toBeTruthy();
    const history = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/v1/bets/history');
    expect(Object.fromEntries(history?.searchParams ?? [])).toMatchObject({
      status: '1',
      limit: '8',
      account_id: '41',
    });
  });

  it('marks a bet staked with a free bet and shows its possible win without the stake', async () => {
    const freeBet = buildBet({ ...openBet, id: 322, type: 1, amount: 500, possible_win: 1350, is_free_bet: true });
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': { list: [freeBet, openBet] },
    });
    const region = await openTab();
    const [first, second] = await within(region).findAllByTestId('open-bet');
    expect(first?.textContent).toContain('Free bet · Single');
    expect(first?.textContent).toContain('13.50');
    expect(within(second as HTMLElement).queryByText(/Free bet/)).toBeNull();
  });

  it('names a bet builder as one', async () => {
    const builder = buildBet({ ...openBet, id: 323, type: 4 });
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': { list: [builder] },
    });
    const region = await openTab();
    const card = await within(region).findByTestId('open-bet');
    expect(within(card).getByText('Bet builder')).toBeTruthy();
    expect(within(card).queryByText('Single')).toBeNull();
  });

  it('keeps listing the default real-money wallet when a bonus wallet is picked', async () => {
    const bonus = buildWallet({ id: 77, name: 'Sport bonus', is_default: false, is_bonus_sport: true });
    const { fetchMock } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet, bonus] },
      '/bets/history': { list: [openBet] },
    });
    const region = await openTab();
    await within(region).findByTestId('open-bet');
    const asked = (path: string) =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === `/api/v1${path}`)
        .map((url) => url.searchParams.get('account_id'));
    try {
      act(() => useSettingsParamsStore.getState().setAccountId(77));
      await waitFor(() => expect(asked('/settings')).toContain('77'));
      expect(within(region).getByTestId('open-bet')).toBeTruthy();
      expect(new Set(asked('/bets/history'))).toEqual(new Set(['41']));
    } finally {
      act(() => useSettingsParamsStore.getState().setAccountId(null));
    }
  });

  it('shows no open bets when only a bonus wallet exists', async () => {
    const bonus = buildWallet({ id: 77, name: 'Sport bonus', is_bonus_sport: true });
    const { fetchMock } = renderSignedIn('/promotions', { '/user/balance': { list: [bonus] } });
    const region = await openTab();
    await waitFor(() => expect(within(region).getByText('No open bets')).toBeTruthy());
    const asked = fetchMock.mock.calls.filter(([input]) => String(input).includes('/bets/history'));
    expect(asked).toHaveLength(0);
  });

  it('reads the open bets again when the player’s channel tells of a settled bet', async () => {
    const realtime = installFakeRealtime();
    // Pre-match only, so the open bets' own poll (30 s) is not what reads them again.
    const lineBet = {
      ...openBet,
      events: openBet.events.map((e) => ({ ...e, is_live: false, state: { ...e.state, is_live: false } })),
    };
    let open = [lineBet];
    const { fetchMock } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': () => envelope({ list: open }),
    });
    const historyCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/bets/history')).length;
    const region = await openTab();
    await waitFor(() => expect(within(region).getByText('Home 1 - Away 1')).toBeTruthy());
    const before = historyCalls();
    await waitFor(() => expect(realtime.sockets).not.toHaveLength(0));
    const socket = realtime.open();
    act(() => socket.receive({ type: 'authenticated', user_id: 7 }));
    open = [];
    act(() =>
      socket.receive({
        type: 'update',
        channel: 'user',
        data: { kind: 'bet_settled', account_id: 41, bet_id: 321, status: 2, amount_win: 3700 },
      }),
    );
    await waitFor(() => expect(within(region).getByText('No open bets')).toBeTruthy());
    expect(historyCalls()).toBe(before + 1);
  });

  it('says so when there are none', async () => {
    renderSignedIn('/promotions', { '/user/balance': { list: [wallet] }, '/bets/history': { list: [] } });
    const region = await openTab();
    await waitFor(() => expect(within(region).getByText('No open bets')).toBeTruthy());
  });
});
