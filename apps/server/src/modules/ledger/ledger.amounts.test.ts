import { describe, expect, it } from 'vitest';
import { amountToJson } from './ledger.amounts.js';

describe('amountToJson', () => {
  it('answers exact numbers up to 2^53 - 1 either way and refuses anything beyond', () => {
    expect(amountToJson(0n)).toBe(0);
    expect(amountToJson(12_345n)).toBe(12_345);
    expect(amountToJson(-(2n ** 53n - 1n))).toBe(-Number.MAX_SAFE_INTEGER);
    expect(amountToJson(2n ** 53n - 1n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => amountToJson(2n ** 53n)).toThrow(RangeError);
    expect(() => amountToJson(-(2n ** 53n))).toThrow(RangeError);
  });
});
