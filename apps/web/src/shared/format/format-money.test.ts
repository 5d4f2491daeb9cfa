import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('reads minor units at the currency scale with grouping and the code', () => {
    expect(formatMoney(123450, { scale: 2, code: 'USD' })).toBe('1,234.50 USD');
    expect(formatMoney(0, { scale: 2, code: 'EUR' })).toBe('0.00 EUR');
    expect(formatMoney(5, { scale: 2 })).toBe('0.05');
    expect(formatMoney(-1050, { scale: 2, code: 'USD' })).toBe('-10.50 USD');
    expect(formatMoney(1500, { scale: 0, code: 'JPY' })).toBe('1,500 JPY');
  });

  it('shows at most 3 decimals, cutting rather than rounding up', () => {
    expect(formatMoney(123456789, { scale: 8, code: 'BTC' })).toBe('1.234 BTC');
    expect(formatMoney(1999, { scale: 3, code: 'KWD', maxDecimals: 2 })).toBe('1.99 KWD');
  });

  it('keeps amounts beyond 2^53 exact when they arrive as BigInt', () => {
    expect(formatMoney(9007199254740993n, { scale: 2, code: 'USD' })).toBe('90,071,992,547,409.93 USD');
  });

  it('refuses a number that is not an exact integer', () => {
    expect(() => formatMoney(10.5, { scale: 2 })).toThrow(RangeError);
    expect(() => formatMoney(2 ** 60, { scale: 2 })).toThrow(RangeError);
  });

  it('follows the locale separators', () => {
    expect(formatMoney(123450, { scale: 2, code: 'RUB', locale: 'ru' })).toBe('1\u00a0234,50 RUB');
  });
});
