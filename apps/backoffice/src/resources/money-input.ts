/**
 * An amount typed in a currency's units ("12.50") as its minor units (1250), or null when it is not
 * one: digits with at most `scale` decimals (a point or a comma), above 0 and at most `max`. No float
 * on the way: the digits are joined as they were typed and read as a whole number.
 */
export function minorUnitsOf(text: string, scale: number, max: number): number | null {
  const match = /^(\d{1,15})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > scale) return null;
  // Read as a bigint: up to 15 whole digits and 18 decimals are more than a double holds exactly.
  const minor = BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
  return minor > 0n && minor <= BigInt(max) ? Number(minor) : null;
}

/** Minor units as the operator types the amount back: "1250" at two decimals is "12.50". */
export function majorUnitsText(minor: number, scale: number): string {
  const digits = String(minor).padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}
