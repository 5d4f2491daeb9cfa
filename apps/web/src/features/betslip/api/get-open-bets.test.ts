import type { Bet, CouponEvent } from '@meridian/contract/bets';
import { describe, expect, it } from 'vitest';
import { openBetsInterval } from './get-open-bets';

function bet(legs: Partial<CouponEvent>[]): Bet {
  return {
    id: 1,
    created_at: 1_750_000_000,
    status: 1,
    type: 1,
    account_id: 41,
    currency_id: 2,
    amount: 1000,
    amount_win: 0,
    possible_win: 1850,
    odds: 1850,
    is_free_bet: false,
    events: legs.map((leg) => ({
      id: 1,
      market_id: 10,
      outcome_id: 11,
      odds: 1850,
      outcome_name: 'Rovers',
      market_name: 'Match Result',
      name: 'Rovers - United',
      is_live: false,
      event_part_name: 'Full time',
      tournament: { name: 'Premier Division', image: '' },
      sport_id: 1,
      status_id: 1,
      team_home: { name: 'Rovers', logo: '' },
      team_away: { name: 'United', logo: '' },
      round: null,
      start_time: 1_750_003_600,
      state: { score: null, is_live: false },
      ...leg,
    })),
  };
}

const periods = { live: 5_000, line: 30_000 };

describe('openBetsInterval', () => {
  it.each([
    ['no bets loaded yet', undefined, 30_000],
    ['only pre-match legs', [bet([{}, {}])], 30_000],
    ['a leg bet live', [bet([{ is_live: true }])], 5_000],
    ['a pre-match leg that is now in play', [bet([{}]), bet([{ state: { score: null, is_live: true } }])], 5_000],
  ])('polls every %s → %i ms', (_name, bets, expected) => {
    expect(openBetsInterval(bets, periods)).toBe(expected);
  });

  it('follows update_periods.basket, falling back to 5 s and 30 s when a period is not set', () => {
    expect(openBetsInterval([bet([{ is_live: true }])], { live: 2_000, line: 60_000 })).toBe(2_000);
    expect(openBetsInterval([bet([{}])], { live: 2_000, line: 60_000 })).toBe(60_000);
    expect(openBetsInterval([bet([{}])], { live: 0, line: 0 })).toBe(30_000);
  });
});
