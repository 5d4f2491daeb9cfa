/**
 * Amounts on the game pages are integer minor units, as the studio answers them; they are shown in
 * the player's currency with the language's marks. Nothing here does arithmetic in floats on money:
 * the division by the currency's scale happens only for display.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // A code Intl does not know (a play-money or crypto code): two decimals and the code after.
      found = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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

const LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', ru: 'ru-RU' };

/** "€12.50" / "12,50 €" from 1250 minor units of EUR. */
export function formatMoney(minor: number, currency: string, language: string): string {
  const locale = LOCALES[language] ?? language;
  const scale = currencyScale(currency);
  const formatter = currencyFormat(currency, locale);
  const major = minor / 10 ** scale;
  const text = formatter.format(major);
  return formatter.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`;
}

/** A stake without the currency sign, for compact chips: "0.10", "5", "1.5K". */
export function formatChip(minor: number, currency: string): string {
  const major = minor / 10 ** currencyScale(currency);
  if (major >= 1000) return `${Number((major / 1000).toFixed(1))}K`;
  return Number.isInteger(major) ? String(major) : major.toFixed(2);
}

/** "2.50×" from 250 hundredths. */
export function formatMultiplier(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const rest = String(Math.floor(hundredths) % 100).padStart(2, '0');
  return `${whole.toLocaleString('en-US')}.${rest}×`;
}

/** A multiplier held as an exact ratio (as the engine answers it), floored to two decimals: "1.98×". */
export function formatRatio(ratio: { num: number; den: number }): string {
  return formatMultiplier(Math.floor((ratio.num * 100) / ratio.den));
}

/** "48.38" from a roll of 4838 hundredths. */
export function formatHundredths(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/** The stakes a player steps through with the − and + buttons, within the studio's limits. */
export const STAKE_STEPS: readonly number[] = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];

/** The next stake up or down the ladder from any amount. */
export function stepStake(current: number, direction: 1 | -1): number {
  if (direction > 0) return STAKE_STEPS.find((step) => step > current) ?? (STAKE_STEPS.at(-1) as number);
  return [...STAKE_STEPS].reverse().find((step) => step < current) ?? (STAKE_STEPS[0] as number);
}
