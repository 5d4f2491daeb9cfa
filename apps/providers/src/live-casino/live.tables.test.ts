import { describe, expect, it } from 'vitest';
import {
  atSpeed,
  HUMAN_DECISION_MS,
  isOpen,
  LIVE_TABLES,
  type LiveTable,
  nextOpening,
  niceAmount,
  tableLimits,
} from './live.tables.js';

const table = (id: string): LiveTable => {
  const found = LIVE_TABLES.find((t) => t.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('the studio’s tables', () => {
  it('has two seven-seat blackjack tables, two roulettes (one fast), baccarat and a money wheel', () => {
    expect(LIVE_TABLES.map((t) => [t.game, t.seats])).toEqual([
      ['blackjack', 7],
      ['blackjack', 7],
      ['roulette', null],
      ['roulette', null],
      ['baccarat', null],
      ['money-wheel', null],
    ]);
    const [grand, speed] = LIVE_TABLES.filter((t) => t.game === 'roulette');
    const length = (t?: LiveTable) =>
      t ? t.timing.bettingMs + t.timing.closingMs + t.timing.revealMs + t.timing.resultMs : 0;
    expect(length(speed)).toBeLessThan(length(grand));
  });

  it('prints limits the way a table reads them, in each currency it takes', () => {
    expect([1n, 3n, 7n, 12n, 150n, 240n, 75n, 99_999n].map(niceAmount)).toEqual([
      1n,
      5n,
      10n,
      20n,
      200n,
      250n,
      100n,
      100_000n,
    ]);
    expect(tableLimits(table('roulette-grand'), 'EUR')).toEqual({ minBet: 50n, maxBet: 200_000n });
    expect(tableLimits(table('roulette-grand'), 'RUB')).toEqual({ minBet: 5_000n, maxBet: 20_000_000n });
    expect(tableLimits(table('roulette-grand'), 'JPY')).toEqual({ minBet: 100n, maxBet: 500_000n });
    expect(tableLimits(table('blackjack-sapphire'), 'USD')).toEqual({ minBet: 2_500n, maxBet: 500_000n });
    expect(tableLimits(table('roulette-grand'), 'BTC')).toBeNull();
  });

  it('keeps opening hours that run past midnight', () => {
    const vip = table('blackjack-sapphire');
    const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 26, hour, minute);
    expect([at(15, 59), at(16), at(23, 59), at(0), at(3, 59), at(4)].map((t) => isOpen(vip, t))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(nextOpening(vip, at(10))).toBe(at(16));
    expect(nextOpening(vip, at(20))).toBe(at(20));
    expect(isOpen(table('roulette-grand'), at(10))).toBe(true);
  });

  it('runs every phase faster at a speed, for demos and journeys', () => {
    const [fast] = atSpeed([table('blackjack-emerald')], 5);
    expect(fast?.timing).toEqual({
      bettingMs: 3_000,
      closingMs: 300,
      revealMs: 600,
      resultMs: 1_000,
      decisionMs: HUMAN_DECISION_MS,
    });
    expect(() => atSpeed(LIVE_TABLES, 0)).toThrow(RangeError);
  });

  it('leaves a seated player at least the human decision window at any speed', () => {
    const emerald = table('blackjack-emerald');
    expect(HUMAN_DECISION_MS).toBe(10_000);
    for (const speed of [1.5, 3, 10, 100]) {
      expect([speed, atSpeed([emerald], speed)[0]?.timing.decisionMs]).toEqual([speed, HUMAN_DECISION_MS]);
    }
    // Slowed down, the window grows like every other phase.
    expect(atSpeed([emerald], 0.5)[0]?.timing.decisionMs).toBe(20_000);
    // A table that gives less than the floor of its own keeps its own window, never longer.
    const quick: LiveTable = { ...emerald, timing: { ...emerald.timing, decisionMs: 6_000 } };
    expect(atSpeed([quick], 3)[0]?.timing.decisionMs).toBe(6_000);
  });
});
