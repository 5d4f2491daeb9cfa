import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payout } from './money.js';
import { add, compare, div, mul, ratio, sub, toNumber, toPercent } from './rational.js';

describe('ratio', () => {
  it('keeps fractions reduced with a positive denominator', () => {
    expect(ratio(6, -8)).toEqual({ num: -3n, den: 4n });
    expect(add(ratio(1, 3), ratio(1, 6))).toEqual(ratio(1, 2));
    expect(sub(ratio(1, 2), ratio(1, 2))).toEqual(ratio(0));
    expect(mul(ratio(2, 3), ratio(9, 4))).toEqual(ratio(3, 2));
    expect(div(ratio(1, 2), ratio(1, 4))).toEqual(ratio(2));
    expect(compare(ratio(1, 3), ratio(1, 2))).toBe(-1);
    expect(() => ratio(1, 0)).toThrow(RangeError);
  });

  it('converts to doubles and percentages, even past a double’s range', () => {
    expect(toNumber(ratio(36, 37))).toBeCloseTo(0.972972972972973, 15);
    expect(toNumber(ratio(10n ** 400n + 1n, 10n ** 400n))).toBe(1);
    expect(toPercent(ratio(36, 37))).toBe('97.2973');
    expect(toPercent(ratio(1, 8), 1)).toBe('12.5');
    expect(toPercent(ratio(-1, 3), 2)).toBe('-33.33');
  });
});

describe('payout', () => {
  it('rounds down to the minor unit and is never negative', () => {
    expect(payout(100n, ratio(9_900, 3_333))).toBe(297n);
    expect(payout(7n, ratio(3, 2))).toBe(10n);
    expect(() => payout(-1n, ratio(2))).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (stake, num, den) => {
          const paid = payout(stake, ratio(num, den));
          return paid >= 0n && paid * den <= stake * num && stake * num < (paid + 1n) * den;
        },
      ),
    );
  });
});
