import { describe, expect, it } from 'vitest';
import { wageredSoFar, wageringPercent } from './wagering';

describe('wagering progress', () => {
  it('counts whole percent of what wagering asks, rounding down', () => {
    expect(wageringPercent(0, 25_000)).toBe(0);
    expect(wageringPercent(12_500, 25_000)).toBe(50);
    expect(wageringPercent(24_999, 25_000)).toBe(99);
    expect(wageringPercent(25_000, 25_000)).toBe(100);
  });

  it('stops at the line when a stake takes it past, and never goes below nothing', () => {
    expect(wageredSoFar(30_000, 25_000)).toBe(25_000n);
    expect(wageringPercent(30_000, 25_000)).toBe(100);
    expect(wageredSoFar(-5, 25_000)).toBe(0n);
  });

  it('reads amounts beyond 2^53 minor units exactly', () => {
    const total = 2n ** 60n;
    expect(wageringPercent(total / 4n, total)).toBe(25);
  });

  it('is complete when nothing is asked', () => {
    expect(wageringPercent(0, 0)).toBe(100);
  });
});
