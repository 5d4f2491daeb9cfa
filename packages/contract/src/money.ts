/** An amount in minor units: a number, or a BigInt when it came from beyond 2^53 (the web app's parse-json). */
export type MinorAmount = number | bigint;

/** Spec 000 §9: money shows at most 3 decimals in general, bet amounts at most 2. */
export const MONEY_MAX_DECIMALS = 3;

interface FormatMoneyOptions {
  /** The currency's minor-unit decimals (its `scale` in /dictionaries). */
  scale: number;
  /** The currency code shown after the amount; left out when absent. */
  code?: string;
  /**
   * The currency's sign (its `symbol`, or its code when it has none), placed where the language
   * writes it (`currencyAffixes`); takes the place of `code`.
   */
  symbol?: string;
  locale?: string;
  maxDecimals?: number;
  /** Leaves out a fraction of zeros ("€5" rather than "€5.00"), for round amounts such as quick stakes. */
  trimZeroFraction?: boolean;
  /**
   * A large amount is written short, cut rather than rounded up, for a tight place such as the header's
   * balance: from 100,000 without its fraction ("€123,456"), from a million in the language's words
   * ("€1.23M", "1,23 млн €").
   */
  compact?: boolean;
}

/** From this many whole units a compact amount leaves out its fraction… */
const COMPACT_WHOLE_FROM = 100_000n;
/** …and from this many it is written in words for millions and beyond. */
const COMPACT_WORDS_FROM = 1_000_000n;

/** What goes before and after the digits of an amount in a currency (the minus sign comes first). */
export interface CurrencyAffixes {
  prefix: string;
  suffix: string;
}

const NO_BREAK_SPACE = '\u00a0';
const affixCache = new Map<string, { before: boolean; spaced: boolean }>();

/** Where the language puts a currency sign, read once from Intl's pattern for a sign such as "€". */
function currencyPlacement(locale: string): { before: boolean; spaced: boolean } {
  const cached = affixCache.get(locale);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol' })
    .formatToParts(1)
    .filter((part) => part.type !== 'minusSign' && part.type !== 'plusSign');
  const at = parts.findIndex((part) => part.type === 'currency');
  const before = at < parts.findIndex((part) => part.type === 'integer');
  const neighbour = parts[before ? at + 1 : at - 1];
  const placement = { before, spaced: neighbour?.type === 'literal' && neighbour.value.trim() === '' };
  affixCache.set(locale, placement);
  return placement;
}

/**
 * The text around an amount in a currency as the language writes it, from Intl (CLDR): "€" before
 * and close in English ("€5.00"), after and spaced in Russian ("5,00 €"). A sign that ends in a
 * letter gets a no-break space before the digits even where a symbol sits close ("KSh 5.00"), as
 * CLDR's currency spacing asks.
 */
export function currencyAffixes(symbol: string, locale = 'en'): CurrencyAffixes {
  if (symbol === '') return { prefix: '', suffix: '' };
  const { before, spaced } = currencyPlacement(locale);
  const edge = before ? symbol.slice(-1) : symbol.slice(0, 1);
  const space = spaced || !/[\p{S}\s]/u.test(edge) ? NO_BREAK_SPACE : '';
  return before ? { prefix: `${symbol}${space}`, suffix: '' } : { prefix: '', suffix: `${space}${symbol}` };
}

function toBigInt(amount: MinorAmount): bigint {
  if (typeof amount === 'bigint') return amount;
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an exact minor-unit amount: ${amount}`);
  return BigInt(amount);
}

/**
 * Minor units to text with the locale's grouping, e.g. 123450 at scale 2 → "1,234.50 USD". Digits
 * beyond `maxDecimals` are cut, never rounded up, so a balance never reads higher than it is.
 * Integer arithmetic throughout: the amount is never a float.
 */
export function formatMoney(
  amount: MinorAmount,
  {
    scale,
    code,
    symbol,
    locale = 'en',
    maxDecimals = MONEY_MAX_DECIMALS,
    trimZeroFraction = false,
    compact = false,
  }: FormatMoneyOptions,
): string {
  const value = toBigInt(amount);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const unit = 10n ** BigInt(Math.max(0, scale));
  const decimals = Math.max(0, Math.min(scale, maxDecimals));
  const whole = magnitude / unit;
  const fraction = (magnitude % unit).toString().padStart(scale, '0').slice(0, decimals);
  const format = new Intl.NumberFormat(locale, { useGrouping: true });
  const separator = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const showFraction =
    decimals > 0 && !(trimZeroFraction && /^0*$/.test(fraction)) && !(compact && whole >= COMPACT_WHOLE_FROM);
  const digits =
    compact && whole >= COMPACT_WORDS_FROM
      ? new Intl.NumberFormat(locale, {
          notation: 'compact',
          maximumFractionDigits: 2,
          roundingMode: 'trunc',
        } as Intl.NumberFormatOptions).format(whole)
      : `${format.format(whole)}${showFraction ? separator + fraction : ''}`;
  const sign = negative ? '-' : '';
  if (symbol !== undefined) {
    const { prefix, suffix } = currencyAffixes(symbol, locale);
    return `${sign}${prefix}${digits}${suffix}`;
  }
  return code ? `${sign}${digits} ${code}` : `${sign}${digits}`;
}
