import { describe, expect, it } from 'vitest';
import { LIVE_TABLES, tableLimits } from '../live.tables.js';
import { chipValues, formatChip, formatMoney } from './money.js';

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('chipValues', () => {
  it('offers multiples of the table’s minimum', () => {
    expect(chipValues({ minBet: 50, maxBet: 200_000 })).toEqual([50, 250, 500, 2_500, 5_000, 25_000]);
    expect(chipValues({ minBet: 100, maxBet: 50_000 })).toEqual([100, 500, 1_000, 5_000, 10_000, 50_000]);
  });

  it('offers no chip above the maximum', () => {
    expect(chipValues({ minBet: 100, maxBet: 2_000 })).toEqual([100, 500, 1_000]);
    expect(chipValues({ minBet: 500, maxBet: 500 })).toEqual([500]);
  });

  it('offers nothing before the limits are known', () => {
    expect(chipValues({ minBet: 0, maxBet: 0 })).toEqual([]);
  });

  it('gives every table at least three chips in every currency it takes', () => {
    for (const table of LIVE_TABLES) {
      for (const currency of ['EUR', 'USD', 'RUB', 'JPY', 'KZT']) {
        const limits = tableLimits(table, currency);
        if (!limits) continue;
        const chips = chipValues({ minBet: Number(limits.minBet), maxBet: Number(limits.maxBet) });
        expect(chips.length, `${table.id} ${currency}`).toBeGreaterThanOrEqual(3);
        expect(chips[0]).toBe(Number(limits.minBet));
      }
    }
  });
});

describe('formatChip', () => {
  it('keeps chip faces short', () => {
    expect(formatChip(50, 'EUR')).toBe('0.5');
    expect(formatChip(20, 'EUR')).toBe('0.2');
    expect(formatChip(2_500, 'EUR')).toBe('25');
    expect(formatChip(250_000, 'EUR')).toBe('2.5K');
    expect(formatChip(100_000_000, 'RUB')).toBe('1M');
    expect(formatChip(1_500, 'JPY')).toBe('1.5K');
  });
});

describe('formatMoney', () => {
  it('shows minor units in the currency with the language’s marks', () => {
    expect(formatMoney(1_250, 'EUR', 'en')).toBe('€12.50');
    expect(plainSpaces(formatMoney(123_456, 'EUR', 'ru'))).toBe('1 234,56 €');
  });

  it('drops the decimals of a whole amount when asked (limits)', () => {
    expect(formatMoney(200_000, 'EUR', 'en', true)).toBe('€2,000');
    expect(formatMoney(50, 'EUR', 'en', true)).toBe('€0.50');
  });

  it('writes a code Intl does not know after the amount', () => {
    expect(formatMoney(1_000, 'XYZ1', 'en')).toBe('10.00 XYZ1');
  });
});
