/**
 * Odds travel as integers in thousandths (1850 is 1.85). Shown with up to three decimals, trailing
 * zeros trimmed but never below two, so prices line up in columns: 1850 → "1.85", 2000 → "2.00",
 * 1333 → "1.333". Integer arithmetic only: a float would print 1.8499999.
 */
export function formatOdds(thousandths: number): string {
  const value = Math.max(0, Math.trunc(thousandths));
  const whole = Math.floor(value / 1000);
  let fraction = String(value % 1000).padStart(3, '0');
  if (fraction.endsWith('0')) fraction = fraction.slice(0, 2);
  return `${whole}.${fraction}`;
}
