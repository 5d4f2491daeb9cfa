/**
 * Stake input rules of spec 001 §5, on strings and integers only: a stake is typed as a decimal
 * ("1,234.50") and sent in minor units (123450). A float never touches money here.
 */

/** Decimals a stake may have: the currency's scale, but never more than two (001 §9). */
export function stakeDecimals(scale: number): number {
  return Math.max(0, Math.min(2, Math.trunc(scale)));
}

/**
 * What the player typed, reduced to a plain decimal: a negative is cleared, anything but digits and
 * a dot is dropped, only the first dot stays, at most `decimals` digits follow it, and leading zeros
 * go ("007" → "7", ".5" → "0.5").
 */
export function sanitizeAmount(raw: string, decimals: number): string {
  if (raw.trim().startsWith('-')) return '';
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  let whole = dot < 0 ? kept : kept.slice(0, dot);
  let fraction = dot < 0 ? null : kept.slice(dot + 1).replace(/\./g, '');
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fraction !== null) {
    if (decimals === 0) fraction = null;
    else {
      fraction = fraction.slice(0, decimals);
      if (whole === '') whole = '0';
    }
  }
  return fraction === null ? whole : `${whole}.${fraction}`;
}

/** A plain decimal ("1234.5") in minor units (123450), or null when it is empty. */
export function toMinorUnits(plain: string, scale: number): number | null {
  if (!/^\d*(\.\d*)?$/.test(plain) || plain === '' || plain === '.') return null;
  const [whole = '', fraction = ''] = plain.split('.');
  const digits = `${whole}${fraction.padEnd(scale, '0').slice(0, scale)}`.replace(/^0+(?=\d)/, '');
  const value = Number(digits === '' ? '0' : digits);
  return Number.isSafeInteger(value) ? value : Number.MAX_SAFE_INTEGER;
}

/** Minor units as a plain decimal without trailing zeros: 123450 → "1234.5", 500 → "5". */
export function fromMinorUnits(minor: number, scale: number): string {
  const value = Math.max(0, Math.trunc(minor));
  if (scale <= 0) return String(value);
  const digits = String(value).padStart(scale + 1, '0');
  const whole = digits.slice(0, -scale);
  const fraction = digits.slice(-scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A plain decimal with its thousands grouped: "1234567.5" → "1,234,567.5". */
export function groupThousands(plain: string, separator = ','): string {
  const [whole = '', fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * The stake field's new text after an edit: sanitized, capped to `max` minor units (when known)
 * and grouped for display.
 */
export function nextAmountText(
  raw: string,
  options: { scale: number; max: number | null; separator?: string },
): string {
  const decimals = stakeDecimals(options.scale);
  let plain = sanitizeAmount(raw, decimals);
  const minor = toMinorUnits(plain, options.scale);
  if (minor !== null && options.max !== null && minor > options.max) {
    plain = fromMinorUnits(Math.max(0, options.max), options.scale);
  }
  return groupThousands(plain, options.separator);
}
