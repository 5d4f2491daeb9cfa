import { describe, expect, it } from 'vitest';
import { httpOutcome, RETRY_CAP_MS, retryDelayMs } from './owed-calls.js';

describe("the providers' owed calls", () => {
  it('are tried again after 2, 4, 8 … seconds, never further apart than the one cap', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(retryDelayMs(9)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(10_000)).toBe(RETRY_CAP_MS);
  });

  it('count as taken on a 2xx, or on a status the caller names (the platform already holding it)', () => {
    expect(httpOutcome({ status: 204, body: '' }, 'platform').delivered).toBe(true);
    expect(httpOutcome({ status: 409, body: '' }, 'platform', [409]).delivered).toBe(true);
    expect(httpOutcome({ status: 503, body: 'down' }, 'operator')).toEqual({
      delivered: false,
      detail: 'operator answered 503: down',
    });
  });
});
