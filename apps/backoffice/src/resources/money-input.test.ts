import { ADJUSTMENT_MAX } from '@meridian/contract/adjustments';
import { describe, expect, it } from 'vitest';
import { majorUnitsText, minorUnitsOf } from './money-input';

describe('an amount as typed', () => {
  it('is read in the currency’s minor units, with a point or a comma, digit by digit', () => {
    expect(minorUnitsOf('12.50', 2, ADJUSTMENT_MAX)).toBe(1250);
    expect(minorUnitsOf('12,5', 2, ADJUSTMENT_MAX)).toBe(1250);
    expect(minorUnitsOf(' 100 ', 2, ADJUSTMENT_MAX)).toBe(10_000);
    expect(minorUnitsOf('0.29', 2, ADJUSTMENT_MAX)).toBe(29);
    expect(minorUnitsOf('1.234', 3, ADJUSTMENT_MAX)).toBe(1234);
    expect(minorUnitsOf('500', 0, ADJUSTMENT_MAX)).toBe(500);
    // 0.29 and 1.15 are the classic floats that multiply to 28.999… and 114.999….
    expect(minorUnitsOf('1.15', 2, Number.MAX_SAFE_INTEGER)).toBe(115);
    expect(minorUnitsOf('0.00000001', 8, Number.MAX_SAFE_INTEGER)).toBe(1);
  });

  it('is refused when it is not an amount above 0 the currency can hold, or above the most allowed', () => {
    for (const text of ['', '0', '0.00', '-5', '1.234', '1e3', '12.', 'abc', '1 000', '.5']) {
      expect(minorUnitsOf(text, 2, ADJUSTMENT_MAX), text).toBeNull();
    }
    expect(minorUnitsOf('1.5', 0, ADJUSTMENT_MAX)).toBeNull();
    expect(minorUnitsOf('1000000.00', 2, ADJUSTMENT_MAX)).toBe(100_000_000);
    expect(minorUnitsOf('1000000.01', 2, ADJUSTMENT_MAX)).toBeNull();
    // Past what JSON carries exactly: refused, never rounded to a neighbour.
    expect(minorUnitsOf('90071992547409.91', 2, Number.MAX_SAFE_INTEGER)).toBe(9_007_199_254_740_991);
    expect(minorUnitsOf('90071992547409.92', 2, Number.MAX_SAFE_INTEGER)).toBeNull();
  });

  it('is written back in the currency’s units for the operator to change', () => {
    expect(majorUnitsText(50_000, 2)).toBe('500.00');
    expect(majorUnitsText(5, 2)).toBe('0.05');
    expect(majorUnitsText(1234, 0)).toBe('1234');
    expect(majorUnitsText(1, 8)).toBe('0.00000001');
  });
});
