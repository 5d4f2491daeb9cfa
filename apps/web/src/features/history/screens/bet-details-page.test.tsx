import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dictionariesQueryOptions } from '../../../shared/api/get-dictionaries';
import { buildBet, buildLeg, usd } from '../../../test/bet.factory';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { emptyDictionaries, renderApp } from '../../../test/render-app';
import { signInForTest } from '../../../test/signed-in';

// Screens load lazily: give queries room on a busy machine (two cores, many workers).
configure({ asyncUtilTimeout: 15_000 });

function renderMobile(path: string, routes: Parameters<typeof stubFetch>[0]) {
  signInForTest();
  const fetchMock = stubFetch(routes);
  const rendered = renderApp(path, { formFactor: 'mobile' });
  rendered.queryClient.setQueryData(dictionariesQueryOptions().queryKey, { ...emptyDictionaries, currencies: [usd] });
  return { ...rendered, fetchMock };
}

const accumulator = buildBet({
  id: 42,
  type: 2,
  status: 3,
  amount: 500,
  odds: 5180,
  amount_win: 0,
  is_free_bet: true,
  events: [
    buildLeg({
      id: 601,
      name: 'Rovers - United',
      status_id: 3,
      round: 'Round 12',
      state: { score: { home: 0, away: 2 }, is_live: false },
    }),
    buildLeg({
      id: 602,
      name: 'City - Town',
      team_home: { name: 'City', logo: '' },
      team_away: { name: 'Town', logo: '' },
      market_name: 'Total',
      event_part_name: '1st half',
      outcome_name: 'Over 1.5',
      odds: 2800,
      status_id: 1,
      state: { score: { home: 1, away: 1 }, is_live: true },
    }),
  ],
});

describe('bet details page', { timeout: 60_000 }, () => {
  it('shows the coupon: each leg with match, teams, market, pick, odds, status and score', async () => {
    const { fetchMock } = renderMobile('/profile/history/42', {
      '/bets/history': (url) => envelope({ list: url.searchParams.get('coupon_id') === '42' ? [accumulator] : [] }),
    });
    const coupon = await screen.findByRole('article', { name: 'Bet No. 42' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bet No. 42');
    const legs = within(within(coupon).getByRole('region', { name: 'Selections' })).getAllByRole('listitem');
    expect(legs).toHaveLength(2);
    expect(legs[0]?.textContent).toContain('Premier Division · Round 12');
    expect(legs[0]?.textContent).toContain('Rovers - United');
    expect(legs[0]?.textContent).toContain('Score 0:2');
    expect(legs[0]?.textContent).toContain('Lost');
    expect(legs[0]?.textContent).toContain('Starts');
    expect(legs[1]?.textContent).toContain('City');
    expect(legs[1]?.textContent).toContain('Town');
    expect(legs[1]?.textContent).toContain('Total (1st half)');
    expect(legs[1]?.textContent).toContain('Over 1.5');
    expect(legs[1]?.textContent).toContain('2.80');
    expect(legs[1]?.textContent).toContain('Live');
    expect(legs[1]?.textContent).toContain('Open');
    expect(coupon.textContent).toContain('Free bet');
    expect(coupon.textContent).toContain('Stake$5.00');
    expect(coupon.textContent).toContain('Total odds5.18');
    expect(coupon.textContent).toContain('Paid$0.00');
    expect(coupon.textContent).toContain('StatusLost');
    const query = Object.fromEntries(new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams);
    expect(query).toMatchObject({ coupon_id: '42', limit: '1' });
  });

  it('shows a cashed-out bet with each cash-out: what it paid, for which part of the stake, and when', async () => {
    const cashedOut = buildBet({
      id: 43,
      status: 5,
      amount: 700,
      amount_win: 1064,
      cash_out: { available: false, amount: null, reason: 'decided' },
      cashed_out: [
        { amount: 456, at: 1_763_740_000, stake_part: 300 },
        { amount: 1064, at: 1_763_741_000, stake_part: 700 },
      ],
    });
    renderMobile('/profile/history/43', { '/bets/history': { list: [cashedOut] } });
    const coupon = await screen.findByRole('article', { name: 'Bet No. 43' });
    expect(coupon.textContent).toContain('StatusCashed out');
    expect(coupon.textContent).toContain('Paid$10.64');
    const entries = within(within(coupon).getByRole('region', { name: 'Cash-outs' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('span')?.textContent)).toEqual([
      '$4.56 for $3.00 of the stake',
      '$10.64 for $7.00 of the stake',
    ]);
    expect(entries[0]?.querySelector('time')?.getAttribute('datetime')).toBe(new Date(1_763_740_000_000).toISOString());
  });

  it('reads /profile/history-info/{id} the same way', async () => {
    renderMobile('/profile/history-info/42', { '/bets/history': { list: [accumulator] } });
    expect(await screen.findByRole('article', { name: 'Bet No. 42' })).toBeTruthy();
  });

  it('goes back to the history when the player has no such bet', async () => {
    renderMobile('/profile/history/999', {
      '/bets/history': (url) => envelope({ list: url.searchParams.get('coupon_id') ? [] : [buildBet({ id: 3 })] }),
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile/history'));
    expect(await screen.findByText('Bet No. 3')).toBeTruthy();
  });

  it('goes back to the history for an id that is not a number', async () => {
    renderMobile('/profile/history/abc', { '/bets/history': { list: [] } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile/history'));
  });

  it('opens a bet from the mobile list as its own page', async () => {
    renderMobile('/profile/history', { '/bets/history': { list: [accumulator] } });
    const link = await screen.findByRole('link', { name: /Bet No\. 42/ });
    expect(link.getAttribute('href')).toBe('/profile/history/42');
  });
});
