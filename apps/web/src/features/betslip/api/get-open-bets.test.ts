import type { Bet, CouponEvent } from '@meridian/contract/bets';
import { describe, expect, it } from 'vitest';
import { buildBet, buildLeg } from '../../../test/bet.factory';
import { OPEN_BETS_PUSHED_PERIOD_MS, openBetsInterval } from './get-open-bets';

function bet(legs: Partial<CouponEvent>[]): Bet {
  return buildBet({ events: legs.map((leg) => buildLeg(leg)) });
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

  it('reads only every minute while the socket is up, live bets or not: their offers are pushed', () => {
    expect(openBetsInterval([bet([{ is_live: true }])], periods, true)).toBe(OPEN_BETS_PUSHED_PERIOD_MS);
    expect(openBetsInterval([bet([{}])], periods, true)).toBe(60_000);
    expect(openBetsInterval([bet([{ is_live: true }])], periods, false)).toBe(5_000);
  });
});
