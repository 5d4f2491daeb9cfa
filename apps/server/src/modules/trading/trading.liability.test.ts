import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figuresKey, liabilityOf, type OpenLeg } from './trading.liability.js';

const OUTCOMES = [11, 12, 13];

/** The model: settle every bet as if `winner` won market 1 and every other leg won, and sum the house's cash. */
function housePaysIf(bets: Array<{ outcome: number; amount: bigint; odds: number; freeBet: boolean }>, winner: number) {
  let net = 0n;
  for (const bet of bets) {
    if (!bet.freeBet) net -= bet.amount;
    if (bet.outcome === winner) {
      const winnings = (bet.amount * BigInt(bet.odds)) / 1000n;
      net += bet.freeBet ? winnings - bet.amount : winnings;
    }
  }
  return net;
}

describe('liabilityOf', () => {
  it('equals what the house pays, net of the stakes, if each outcome wins (singles, free bets, accumulators)', () => {
    const bet = fc.record({
      outcome: fc.constantFrom(...OUTCOMES),
      amount: fc.bigInt({ min: 1n, max: 10_000_000n }),
      odds: fc.integer({ min: 1001, max: 500_000 }),
      freeBet: fc.boolean(),
      /** An accumulator's other leg, on another market. */
      otherLeg: fc.option(fc.constantFrom(21, 22), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 30 }), (bets) => {
        const legs: OpenLeg[] = bets.flatMap((b, i) => {
          const common = { betId: BigInt(i), currencyId: 1, amount: b.amount, odds: b.odds, freeBet: b.freeBet };
          const first = { ...common, marketId: 1, outcomeId: b.outcome };
          return b.otherLeg === null ? [first] : [first, { ...common, marketId: 2, outcomeId: b.otherLeg }];
        });
        const figures = liabilityOf(legs, (marketId) => (marketId === 1 ? OUTCOMES : [21, 22]));
        for (const outcome of OUTCOMES) {
          const expected = bets.length === 0 ? undefined : housePaysIf(bets, outcome);
          expect(figures.get(figuresKey(1, outcome))?.get(1)?.liability).toBe(expected);
          const backing = bets.filter((b) => b.outcome === outcome);
          if (bets.length > 0) {
            expect(figures.get(figuresKey(1, outcome))?.get(1)).toMatchObject({
              bets: backing.length,
              stakes: backing.reduce((sum, b) => sum + b.amount, 0n),
            });
          }
        }
        const accumulators = bets.filter((b) => b.otherLeg !== null);
        for (const outcome of [21, 22]) {
          const onOther = accumulators.map((b) => ({ ...b, outcome: b.otherLeg as number }));
          const expected = onOther.length === 0 ? undefined : housePaysIf(onOther, outcome);
          expect(figures.get(figuresKey(2, outcome))?.get(1)?.liability).toBe(expected);
        }
      }),
    );
  });

  it('keeps currencies apart', () => {
    const leg = { betId: 1n, marketId: 1, outcomeId: 11, amount: 1_000n, odds: 2_000, freeBet: false };
    const figures = liabilityOf(
      [
        { ...leg, currencyId: 1 },
        { ...leg, betId: 2n, outcomeId: 12, currencyId: 2, amount: 500n },
      ],
      () => [11, 12],
    );
    expect(figures.get(figuresKey(1, 11))).toEqual(
      new Map([
        [1, { bets: 1, stakes: 1_000n, liability: 1_000n }],
        [2, { bets: 0, stakes: 0n, liability: -500n }],
      ]),
    );
  });
});
