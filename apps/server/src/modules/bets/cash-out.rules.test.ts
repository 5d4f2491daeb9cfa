import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashOutLeg, cashOutOffer, fairChances, partialCashOutValue } from './cash-out.rules.js';

/** Fractions of the test's own, to work out a bet's fair value independently of the rules. */
type Fraction = [num: bigint, den: bigint];
const times = ([a, b]: Fraction, [c, d]: Fraction): Fraction => [a * c, b * d];
const plus = ([a, b]: Fraction, [c, d]: Fraction): Fraction => [a * d + c * b, b * d];
const over = ([a, b]: Fraction, [c, d]: Fraction): Fraction => [a * d, b * c];
const floor = ([a, b]: Fraction): bigint => a / b;

/** An outcome's chance with the margin taken out: its 1/odds over the market's sum of 1/odds. */
function chanceOf(market: readonly number[], pick: number): Fraction {
  const implied = market.map((odds): Fraction => [1000n, BigInt(odds)]);
  const sum = implied.reduce(plus, [0n, 1n]);
  return over(implied[pick] as Fraction, sum);
}

describe('cash-out price', () => {
  it('is the fair value less the margin, below what the placed-over-current shortcut would pay', () => {
    // A single of 100.00 at 1.90 on a two-way market still quoted 1.90 / 1.90: a fair chance of
    // one half, so the bet is worth 95.00 and offered 90.25 at a 5 % margin. The shortcut
    // (100 × 1.90 ÷ 1.90) would pay 100.00, more than the bet is worth.
    const [chance] = fairChances([1900, 1900]);
    expect(chance).toBeDefined();
    const legs: CashOutLeg[] = [{ state: 'open', placedOdds: 1900, marketActive: true, chance: chance! }];
    expect(cashOutOffer(10_000n, legs, 500)).toEqual({ available: true, value: 9_025n });
    expect(cashOutOffer(10_000n, legs, 0)).toEqual({ available: true, value: 9_500n });
  });

  it('counts won legs at their placed odds and void legs at 1.00', () => {
    // 10.00 on 2.00 (won) × 3.00 (void) × 1.50 open on a market quoted 1.50 / 3.00 (fair chance 2/3):
    // 10 × 2 × 1.5 × 2/3 = 20.00, less 10 % = 18.00.
    const [chance] = fairChances([1500, 3000]);
    const legs: CashOutLeg[] = [
      { state: 'won', placedOdds: 2000 },
      { state: 'void' },
      { state: 'open', placedOdds: 1500, marketActive: true, chance: chance! },
    ];
    expect(cashOutOffer(1_000n, legs, 1_000)).toEqual({ available: true, value: 1_800n });
  });

  it('ends with a lost leg, waits while a market is suspended, and leaves a decided bet to settlement', () => {
    const [chance] = fairChances([2000, 2000]);
    const openLeg: CashOutLeg = { state: 'open', placedOdds: 2000, marketActive: true, chance: chance! };
    expect(cashOutOffer(1_000n, [openLeg, { state: 'lost' }], 500)).toEqual({ available: false, reason: 'lost' });
    expect(cashOutOffer(1_000n, [{ ...openLeg, marketActive: false }], 500)).toEqual({
      available: false,
      reason: 'suspended',
    });
    expect(cashOutOffer(1_000n, [{ state: 'won', placedOdds: 2000 }, { state: 'void' }], 500)).toEqual({
      available: false,
      reason: 'decided',
    });
  });

  it('never pays more than the bet could win', () => {
    // Two of three outcomes win, and the market's prices make the picked one's share above certain.
    const [chance] = fairChances([1010, 5000, 5000], 2);
    const legs: CashOutLeg[] = [{ state: 'open', placedOdds: 1500, marketActive: true, chance: chance! }];
    expect(cashOutOffer(1_000n, legs, 0)).toEqual({ available: true, value: 1_500n });
  });

  it('is never above the fair value nor the potential payout, over random bets and prices', () => {
    const market = fc.array(fc.integer({ min: 1_010, max: 50_000 }), { minLength: 2, maxLength: 6 });
    const leg = fc.oneof(
      fc.record({ state: fc.constant('won' as const), placedOdds: fc.integer({ min: 1_010, max: 20_000 }) }),
      fc.record({ state: fc.constant('void' as const) }),
      fc.record({
        state: fc.constant('open' as const),
        placedOdds: fc.integer({ min: 1_010, max: 20_000 }),
        market,
        pick: fc.nat(),
      }),
    );
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.array(leg, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 2_000 }),
        (stake, drawn, margin) => {
          const legs: CashOutLeg[] = drawn.map((l) =>
            l.state === 'open'
              ? {
                  state: 'open',
                  placedOdds: l.placedOdds,
                  marketActive: true,
                  chance: fairChances(l.market)[l.pick % l.market.length]!,
                }
              : l,
          );
          let fair: Fraction = [stake, 1n];
          let payout: Fraction = [stake, 1n];
          for (const l of drawn) {
            if (l.state === 'void') continue;
            fair = times(fair, [BigInt(l.placedOdds), 1000n]);
            payout = times(payout, [BigInt(l.placedOdds), 1000n]);
            if (l.state === 'open') fair = times(fair, chanceOf(l.market, l.pick % l.market.length));
          }
          const offer = cashOutOffer(stake, legs, margin);
          if (!drawn.some((l) => l.state === 'open')) {
            expect(offer).toEqual({ available: false, reason: 'decided' });
            return;
          }
          if (!offer.available) throw new Error(`no offer: ${offer.reason}`);
          const [num, den] = fair;
          expect(offer.value * den).toBeLessThanOrEqual(num);
          expect(offer.value).toBeLessThanOrEqual(floor(payout));
          expect(offer.value).toBe(floor(times(fair, [BigInt(10_000 - margin), 10_000n])));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('partial cash-out', () => {
  it('pays the same share of the value for a share of the stake of at least 10 %', () => {
    expect(partialCashOutValue(10_000n, 2_500n, 9_025n)).toBe(2_256n);
    expect(partialCashOutValue(10_000n, 1_000n, 9_025n)).toBe(902n);
    expect(() => partialCashOutValue(10_000n, 999n, 9_025n)).toThrow(RangeError);
    expect(() => partialCashOutValue(10_000n, 10_000n, 9_025n)).toThrow(RangeError);
  });
});
