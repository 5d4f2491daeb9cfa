/** An amount in minor units: a number, or a BigInt when it came from beyond 2^53 (the web app's parse-json). */
export type MinorAmount = number | bigint;

/** Spec 000 §9: money shows at most 3 decimals in general, bet amounts at most 2. */
export const MONEY_MAX_DECIMALS = 3;

interface FormatMoneyOptions {
  /** The currency's minor-unit decimals (its `scale` in /dictionaries). */
  scale: number;
  /** The currency code shown after the amount; left out when absent. */
  code?: string;
  locale?: string;
  maxDecimals?: number;
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
  { scale, code, locale = 'en', maxDecimals = MONEY_MAX_DECIMALS }: FormatMoneyOptions,
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
  const number = `${negative ? '-' : ''}${format.format(whole)}${decimals > 0 ? separator + fraction : ''}`;
  return code ? `${number} ${code}` : number;
}
