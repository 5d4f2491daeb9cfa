import { describe, expect, it } from 'vitest';
import { toMinorUnits } from './money.js';

describe('toMinorUnits', () => {
  it('converts decimal strings exactly at the currency scale', () => {
    expect(toMinorUnits('0.5', 2)).toBe(50);
    expect(toMinorUnits('10000', 2)).toBe(1_000_000);
    expect(toMinorUnits('0.1', 8)).toBe(10_000_000);
    expect(toMinorUnits('12', 0)).toBe(12);
    expect(toMinorUnits('0.29', 2)).toBe(29);
  });
  it('refuses what is not a plain decimal', () => {
    expect(() => toMinorUnits('-1', 2)).toThrow();
    expect(() => toMinorUnits('1e3', 2)).toThrow();
  });
});
