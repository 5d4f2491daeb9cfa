import { describe, expect, it } from 'vitest';
import { stakeFactorOfBasisPoints, stakeFactorSchema, stakeFactorToBasisPoints } from './players.js';

describe('stake factors', () => {
  it('reads a decimal into basis points exactly and writes it back shortest', () => {
    expect(stakeFactorToBasisPoints('0.5')).toBe(5_000);
    expect(stakeFactorToBasisPoints('1.2345')).toBe(12_345);
    expect(stakeFactorToBasisPoints('10')).toBe(100_000);
    expect(stakeFactorToBasisPoints('0')).toBe(0);
    expect(stakeFactorOfBasisPoints(5_000)).toBe('0.5');
    expect(stakeFactorOfBasisPoints(12_345)).toBe('1.2345');
    expect(stakeFactorOfBasisPoints(10_000)).toBe('1');
    expect(stakeFactorOfBasisPoints(0)).toBe('0');
  });

  it('takes 0 to 10 with at most four decimals', () => {
    for (const ok of ['0', '0.5', '1', '10', '10.0', '9.9999'])
      expect(stakeFactorSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['-1', '10.5', '11', '0.12345', '1e1', '', '.5', 'abc'])
      expect(stakeFactorSchema.safeParse(bad).success, bad).toBe(false);
  });
});
