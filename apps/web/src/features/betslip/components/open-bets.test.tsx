import type { Bet } from '@meridian/contract/bets';
import type { Wallet } from '@meridian/contract/wallet';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { renderSignedIn } from '../../../test/signed-in';
import { useAuthStore } from '../../auth/store/auth.store';

configure({ asyncUtilTimeout: 10_000 });

const wallet: Wallet = {
  id: 41,
  name: 'USD',
  currency_id: 2,
  balance: 50_000,
  is_default: true,
  is_hidden: false,
  is_bonus_sport: false,
  is_bonus_casino: false,
};

const openBet: Bet = {
  id: 321,
  created_at: 1_750_000_000,
  status: 1,
  type: 2,
  account_id: 41,
  currency_id: 2,
  amount: 1000,
  amount_win: 0,
  possible_win: 3700,
  odds: 3700,
  is_free_bet: false,
  events: [1, 2].map((index) => ({
    id: index,
    market_id: index * 10,
    outcome_id: index * 11,
    odds: index === 1 ? 1850 : 2000,
    outcome_name: `Pick ${index}`,
    market_name: 'Match Result',
    name: `Home ${index} - Away ${index}`,
    is_live: false,
    event_part_name: 'Full time',
    tournament: { name: 'Premier Division', image: '' },
    sport_id: 1,
    status_id: 1,
    team_home: { name: `Home ${index}`, logo: '' },
    team_away: { name: `Away ${index}`, logo: '' },
    round: null,
    start_time: 1_750_003_600,
    state: { score: null, is_live: index === 2 },
  })),
};

function openTab() {
  const region = screen.getByRole('region', { name: 'Bet Slip' });
  fireEvent.click(within(region).getByRole('tab', { name: 'Open bets' }));
  return region;
}

beforeEach(() => {
  installFakeRealtime();
  usePopupStore.setState({ stack: [] });
});

afterEach(() => useAuthStore.getState().setTokens(null));

describe('open bets in the slip', { timeout: 30_000 }, () => {
  it('asks a visitor to log in', async () => {
    stubFetch({});
    renderApp('/promotions');
    const region = openTab();
    expect(within(region).getByText('Log in to see your open bets')).toBeTruthy();
    expect(within(region).getByRole('tab', { name: 'Open bets' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lists the open bets with legs, stake, odds and possible win, asking for status 1 and 8 at most', async () => {
    const { fetchMock } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': { list: [openBet] },
    });
    const region = openTab();
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

  it('says so when there are none', async () => {
    renderSignedIn('/promotions', { '/user/balance': { list: [wallet] }, '/bets/history': { list: [] } });
    const region = openTab();
    await waitFor(() => expect(within(region).getByText('No open bets')).toBeTruthy());
  });
});
