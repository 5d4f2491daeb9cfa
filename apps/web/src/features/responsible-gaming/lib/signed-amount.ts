import type { MinorAmount } from '@meridian/contract/money';

/** A net result with its sign: "+€12.00" for a win, "-€35.00" for a loss, "€0.00" for neither. */
export function signedAmount(amount: MinorAmount, format: (amount: MinorAmount) => string): string {
  const text = format(amount);
  return amount > 0 ? `+${text}` : text;
}
