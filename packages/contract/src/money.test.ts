import { describe, expect, it } from 'vitest';
import { currencyAffixes, formatMoney } from './money.js';

/** The group separator Intl writes for Russian (a narrow or plain no-break space, by ICU version). */
const RU_GROUP = new Intl.NumberFormat('ru').formatToParts(1000).find((part) => part.type === 'group')?.value ?? '';

describe('formatMoney', () => {
  it('writes money in a language exactly from minor units (BigInt)', () => {
    expect(formatMoney(117_956n, { scale: 2, code: 'EUR', locale: 'en' })).toBe('1,179.56 EUR');
    expect(formatMoney(117_956n, { scale: 2, code: 'EUR', locale: 'ru' })).toBe(`1${RU_GROUP}179,56 EUR`);
    expect(formatMoney(0n, { scale: 2, code: 'EUR', locale: 'ru' })).toBe('0,00 EUR');
    expect(formatMoney(1_050n, { scale: 2, locale: 'en' })).toBe('10.50');
    expect(formatMoney(12n, { scale: 0, code: 'JPY', locale: 'ru' })).toBe('12 JPY');
    // Beyond 2^53 minor units, where a float would already be off by a cent.
    expect(formatMoney(900_719_925_474_099_317n, { scale: 2, code: 'EUR', locale: 'en' })).toBe(
      '9,007,199,254,740,993.17 EUR',
    );
    expect(formatMoney(-123_456_789n, { scale: 2, locale: 'ru' })).toBe(`-1${RU_GROUP}234${RU_GROUP}567,89`);
    // At most 3 decimals, cut and never rounded up, spec 000 §9.
    expect(formatMoney(199_999_999n, { scale: 8, code: 'BTC', locale: 'en' })).toBe('1.999 BTC');
    expect(formatMoney(1_000_000_000_000n, { scale: 8, code: 'BTC', locale: 'ru' })).toBe(`10${RU_GROUP}000,000 BTC`);
  });

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

  it('writes a large amount short when asked, cut rather than rounded up: whole units from 100,000, words from a million', () => {
    const ruCompact = (text: string) => text.replace(/\s/g, ' ');
    expect(formatMoney(123_456_789n, { scale: 2, symbol: '€', locale: 'en', compact: true })).toBe('€1.23M');
    expect(formatMoney(199_999_999n, { scale: 2, symbol: '€', locale: 'en', compact: true })).toBe('€1.99M');
    expect(ruCompact(formatMoney(123_456_789n, { scale: 2, symbol: '€', locale: 'ru', compact: true }))).toBe(
      '1,23 млн €',
    );
    expect(formatMoney(99_999_999n, { scale: 2, symbol: '€', locale: 'en', compact: true })).toBe('€999,999');
    expect(formatMoney(9_999_999n, { scale: 2, symbol: '€', locale: 'en', compact: true })).toBe('€99,999.99');
    expect(formatMoney(-123_456_789n, { scale: 2, symbol: '€', locale: 'en', compact: true })).toBe('-€1.23M');
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

describe('formatMoney with a currency sign', () => {
  it('puts the sign where each language writes it', () => {
    expect(formatMoney(10_000n, { scale: 2, symbol: '€', locale: 'en' })).toBe('€100.00');
    expect(formatMoney(10_000n, { scale: 2, symbol: '€', locale: 'ru' })).toBe('100,00\u00a0€');
    expect(formatMoney(123_450, { scale: 2, symbol: '$', locale: 'ru' })).toBe(`1${RU_GROUP}234,50\u00a0$`);
    expect(formatMoney(-1_050, { scale: 2, symbol: '€', locale: 'en' })).toBe('-€10.50');
    expect(formatMoney(-1_050, { scale: 2, symbol: '€', locale: 'ru' })).toBe('-10,50\u00a0€');
  });

  it('spaces a sign that ends in a letter from the digits, as CLDR does', () => {
    expect(formatMoney(500, { scale: 2, symbol: 'KSh', locale: 'en' })).toBe('KSh\u00a05.00');
    expect(formatMoney(500, { scale: 2, symbol: 'C$', locale: 'en' })).toBe('C$5.00');
    expect(currencyAffixes('zł', 'en')).toEqual({ prefix: 'zł\u00a0', suffix: '' });
    expect(currencyAffixes('zł', 'ru')).toEqual({ prefix: '', suffix: '\u00a0zł' });
    expect(currencyAffixes('', 'en')).toEqual({ prefix: '', suffix: '' });
  });

  it('leaves out a fraction of zeros only when asked', () => {
    expect(formatMoney(500, { scale: 2, symbol: '€', locale: 'en', trimZeroFraction: true })).toBe('€5');
    expect(formatMoney(550, { scale: 2, symbol: '€', locale: 'en', trimZeroFraction: true })).toBe('€5.50');
    expect(formatMoney(100_000, { scale: 2, symbol: '€', locale: 'ru', trimZeroFraction: true })).toBe(
      `1${RU_GROUP}000\u00a0€`,
    );
  });
});
