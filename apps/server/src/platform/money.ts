/** Converts a decimal string in major units to integer minor units at `scale` (no floats involved). */
export function toMinorUnits(decimal: string, scale: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) throw new Error(`not a decimal amount: ${decimal}`);
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(scale, '0').slice(0, scale);
  return Number(BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction || '0'));
}
