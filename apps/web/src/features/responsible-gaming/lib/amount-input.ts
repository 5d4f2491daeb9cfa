/**
 * A limit typed by the player ("50", "1 250,50", "1,250.50") read into minor units, on strings and
 * integers only: a float never touches money here.
 */

export type AmountInputError = 'required' | 'format' | 'positive' | 'decimals' | 'tooLarge';
export type AmountInput = { ok: true; minor: number } | { ok: false; error: AmountInputError };

const SPACES = /[\s\u00a0\u202f']/g;

/**
 * Minor units of an amount at a currency's scale. Spaces group digits; a dot or a comma marks the
 * decimals, and when both appear the last one does (the other groups thousands).
 */
export function parseAmountInput(text: string, scale: number): AmountInput {
  let plain = text.replace(SPACES, '');
  if (plain === '') return { ok: false, error: 'required' };
  const lastDot = plain.lastIndexOf('.');
  const lastComma = plain.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    plain = plain.split(grouping).join('');
  }
  plain = plain.replace(',', '.');
  const match = /^(\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) return { ok: false, error: 'format' };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return { ok: false, error: 'decimals' };
  const digits = `${whole}${fraction.padEnd(scale, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > 16 || !Number.isSafeInteger(Number(digits))) return { ok: false, error: 'tooLarge' };
  const minor = Number(digits);
  if (minor <= 0) return { ok: false, error: 'positive' };
  return { ok: true, minor };
}

/** Minor units as the plain decimal the field starts from: 5000 → "50", 5050 → "50.5" (with the language's separator). */
export function amountInputText(minor: number, scale: number, decimalSeparator = '.'): string {
  const value = Math.max(0, Math.trunc(minor));
  if (scale <= 0) return String(value);
  const digits = String(value).padStart(scale + 1, '0');
  const whole = digits.slice(0, -scale);
  const fraction = digits.slice(-scale).replace(/0+$/, '');
  return fraction ? `${whole}${decimalSeparator}${fraction}` : whole;
}

/** Whole minutes within a range, or null when the text is not one. */
export function parseWholeNumber(text: string, min: number, max: number): number | null {
  const plain = text.trim();
  if (!/^\d{1,6}$/.test(plain)) return null;
  const value = Number(plain);
  return value >= min && value <= max ? value : null;
}
