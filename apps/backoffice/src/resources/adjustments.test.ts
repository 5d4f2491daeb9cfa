import { describe, expect, it } from 'vitest';
import { minorUnitsOf } from './adjustments';

describe('an adjustment’s amount as typed', () => {
  it('is read in the currency’s minor units, with a point or a comma, digit by digit', () => {
    expect(minorUnitsOf('12.50', 2)).toBe(1250);
    expect(minorUnitsOf('12,5', 2)).toBe(1250);
    expect(minorUnitsOf(' 100 ', 2)).toBe(10_000);
    expect(minorUnitsOf('0.29', 2)).toBe(29);
    expect(minorUnitsOf('1.234', 3)).toBe(1234);
    expect(minorUnitsOf('500', 0)).toBe(500);
  });

  it('is refused when it is not an amount above 0 the currency can hold, or above the most one moves', () => {
    for (const text of ['', '0', '0.00', '-5', '1.234', '1e3', '12.', 'abc', '1 000']) {
      expect(minorUnitsOf(text, 2), text).toBeNull();
    }
    expect(minorUnitsOf('1.5', 0)).toBeNull();
    expect(minorUnitsOf('1000000.00', 2)).toBe(100_000_000);
    expect(minorUnitsOf('1000000.01', 2)).toBeNull();
  });
});
