/**
 * Amounts are integer minor units, as the studio sends them; they are shown in the player's
 * currency with the language's marks. The division by the currency's scale happens only for display.
 */

const formatters = new Map<string, Intl.NumberFormat>();
const LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', ru: 'ru-RU' };

function currencyFormat(currency: string, locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let found = formatters.get(key);
  if (!found) {
    const digits = whole ? { minimumFractionDigits: 0 } : {};
    try {
      found = new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits });
    } catch {
      // A code Intl does not know (a crypto code): plain digits and the code after.
      found = new Intl.NumberFormat(locale, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
    }
    formatters.set(key, found);
  }
  return found;
}

/** How many decimals the currency's minor unit has (2 for EUR, 0 for JPY). */
export function currencyScale(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** "€12.50" / "12,50 €" from 1250 minor units of EUR; a whole amount drops its zero decimals ("€500"). */
export function formatMoney(minor: number, currency: string, language: string, compact = false): string {
  const locale = LOCALES[language] ?? language;
  const major = minor / 10 ** currencyScale(currency);
  const formatter = currencyFormat(currency, locale, compact && Number.isInteger(major));
  const text = formatter.format(major);
  return formatter.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`;
}

/** A chip's face, short and without the currency sign: "0.5", "25", "2.5K", "1M". */
export function formatChip(minor: number, currency: string): string {
  const major = minor / 10 ** currencyScale(currency);
  const short = (value: number) => String(Number(value.toFixed(2)));
  if (major >= 1_000_000) return `${short(major / 1_000_000)}M`;
  if (major >= 1_000) return `${short(major / 1_000)}K`;
  return short(major);
}

/** How many times the table's minimum each chip is worth. */
const CHIP_MULTIPLES = [1, 5, 10, 50, 100, 500] as const;

/** The chips a table offers: multiples of its minimum bet, none above its maximum. */
export function chipValues(limits: { minBet: number; maxBet: number }): number[] {
  if (!(limits.minBet > 0)) return [];
  return CHIP_MULTIPLES.map((multiple) => limits.minBet * multiple).filter((value) => value <= limits.maxBet);
}
