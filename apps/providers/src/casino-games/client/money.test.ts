import { describe, expect, it } from 'vitest';
import {
  currencyScale,
  formatChip,
  formatHundredths,
  formatMoney,
  formatMultiplier,
  formatRatio,
  STAKE_STEPS,
  stepStake,
} from './money.js';

// Intl puts a narrow no-break space (U+202F) or a no-break space (U+00A0) in Russian amounts.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows minor units in the currency with the language’s marks', () => {
    expect(formatMoney(1250, 'EUR', 'en')).toBe('€12.50');
    expect(plainSpaces(formatMoney(123456, 'EUR', 'ru'))).toBe('1 234,56 €');
    expect(formatMoney(0, 'USD', 'en')).toBe('US$0.00');
  });

  it('follows the currency’s scale', () => {
    expect(currencyScale('JPY')).toBe(0);
    expect(formatMoney(1500, 'JPY', 'en')).toBe('JP¥1,500');
  });

  it('writes a code Intl does not know after the amount', () => {
    expect(formatMoney(1000, 'XYZ1', 'en')).toBe('10.00 XYZ1');
  });
});

describe('formatChip', () => {
  it('keeps chips short', () => {
    expect(formatChip(10, 'EUR')).toBe('0.10');
    expect(formatChip(500, 'EUR')).toBe('5');
    expect(formatChip(150_000, 'EUR')).toBe('1.5K');
  });
});

describe('multipliers and rolls', () => {
  it('shows hundredths with two decimals', () => {
    expect(formatMultiplier(101)).toBe('1.01×');
    expect(formatMultiplier(1_000_000)).toBe('10,000.00×');
    expect(formatHundredths(4838)).toBe('48.38');
    expect(formatHundredths(5)).toBe('0.05');
  });

  it('floors an exact ratio to two decimals', () => {
    expect(formatRatio({ num: 99, den: 50 })).toBe('1.98×');
    expect(formatRatio({ num: 2, den: 3 })).toBe('0.66×');
  });
});

describe('stepStake', () => {
  it('walks the ladder within the studio’s limits', () => {
    expect(stepStake(100, 1)).toBe(200);
    expect(stepStake(100, -1)).toBe(50);
    expect(stepStake(10, -1)).toBe(10);
    expect(stepStake(50_000, 1)).toBe(50_000);
    expect(stepStake(150, 1)).toBe(200);
    expect(STAKE_STEPS[0]).toBe(10);
    expect(STAKE_STEPS.at(-1)).toBe(50_000);
  });
});
