import { describe, expect, it } from 'vitest';
import { decimalSign, formatOdds } from './format-odds';

describe('formatOdds', () => {
  it('shows thousandths with two decimals when the third is zero', () => {
    expect(formatOdds(1850)).toBe('1.85');
    expect(formatOdds(2000)).toBe('2.00');
    expect(formatOdds(10500)).toBe('10.50');
  });

  it('keeps a meaningful third decimal', () => {
    expect(formatOdds(1333)).toBe('1.333');
    expect(formatOdds(1005)).toBe('1.005');
    expect(formatOdds(101_001)).toBe('101.001');
  });

  it('never prints float noise or negative prices', () => {
    expect(formatOdds(1010)).toBe('1.01');
    expect(formatOdds(-5)).toBe('0.00');
  });

  it('writes the decimal sign of the page language, as its money is written', () => {
    expect(formatOdds(1850, decimalSign('ru'))).toBe('1,85');
    expect(formatOdds(1333, decimalSign('ru'))).toBe('1,333');
    expect(formatOdds(1850, decimalSign('en'))).toBe('1.85');
  });
});
