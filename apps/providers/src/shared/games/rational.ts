/**
 * Exact fractions on bigints, for return-to-player figures and payout multipliers that must not pick
 * up floating-point error. Every value is kept reduced with a positive denominator.
 */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** `num / den`, reduced. */
export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('a ratio needs a non-zero denominator');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const ZERO: Ratio = { num: 0n, den: 1n };
export const ONE: Ratio = { num: 1n, den: 1n };

export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
export const div = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den, a.den * b.num);
export const equals = (a: Ratio, b: Ratio): boolean => a.num === b.num && a.den === b.den;
export const compare = (a: Ratio, b: Ratio): number => {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
};

/** The sum of many ratios. */
export function sum(values: Iterable<Ratio>): Ratio {
  let total = ZERO;
  for (const value of values) total = add(total, value);
  return total;
}

/** The nearest double (to about 1e-18 relative), even when numerator and denominator overflow a double. */
export function toNumber(value: Ratio): number {
  const scale = 10n ** 18n;
  const whole = value.num / value.den;
  const fraction = ((value.num % value.den) * scale) / value.den;
  return Number(whole) + Number(fraction) / 1e18;
}

/** A percentage with `digits` decimals, rounded half up: 36/37 reads 97.2973. */
export function toPercent(value: Ratio, digits = 4): string {
  const scale = 10n ** BigInt(digits);
  const negative = value.num < 0n;
  const magnitude = negative ? -value.num : value.num;
  const scaled = (magnitude * 100n * scale * 2n + value.den) / (2n * value.den);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(digits, '0');
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}
