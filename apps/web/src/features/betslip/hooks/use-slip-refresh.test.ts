import { describe, expect, it } from 'vitest';
import { slipRefreshInterval } from './use-slip-refresh';

describe('slipRefreshInterval', () => {
  it('refreshes every 5 s with a live selection and every 30 s otherwise', () => {
    const basket = { live: 5_000, line: 30_000 };
    expect(slipRefreshInterval(true, basket)).toBe(5_000);
    expect(slipRefreshInterval(false, basket)).toBe(30_000);
  });

  it('follows update_periods.basket, and the spec periods when one is not set', () => {
    expect(slipRefreshInterval(true, { live: 3_000, line: 60_000 })).toBe(3_000);
    expect(slipRefreshInterval(false, { live: 3_000, line: 60_000 })).toBe(60_000);
    expect(slipRefreshInterval(true, { live: 0, line: 0 })).toBe(5_000);
    expect(slipRefreshInterval(false, { live: 0, line: 0 })).toBe(30_000);
  });
});
