const MAX_JSON = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A minor-unit amount as a JSON number. JSON numbers are exact only up to 2^53 - 1, so a larger
 * amount is refused rather than rounded (a ceiling far above any real balance: 90 trillion at scale 2).
 */
export function amountToJson(value: bigint): number {
  if (value > MAX_JSON || value < -MAX_JSON) throw new RangeError(`amount ${value} is beyond the exact JSON range`);
  return Number(value);
}
