import { formatMoney } from '@meridian/contract/money';
import type { CashierOutcome } from './cashier.store.js';
import type { CashierLanguage, TextKey } from './cashier.texts.js';

/** The processor's test cards and what each does. */
export const TEST_CARDS: Record<string, CashierOutcome> = {
  '4242424242424242': 'succeed',
  '4000000000000002': 'decline',
  '4000000000003220': 'challenge',
};
/** The code that passes the simulated 3-D Secure challenge. */
export const CHALLENGE_CODE = '123456';

/** Limits in major units of the wallet's currency, applied at its scale. */
export const MIN_MAJOR = 1n;
export const MAX_MAJOR = 10_000n;

export type FieldErrorKeys = Record<string, { key: TextKey; values?: Record<string, string> }>;

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * What players type, as "1234.5": a dot or a comma as the decimal mark ("12.50", "12,50"), and
 * thousands grouped by spaces ("1 179,56", as the page writes it in Russian) or, next to the other
 * decimal mark, by commas or dots ("1,179.56", "1.179,56"). A lone "1,000" stays a decimal comma.
 */
function plainDecimal(input: string): string | null {
  const value = input.trim();
  const simple = /^(\d+)(?:[.,](\d+))?$/.exec(value);
  if (simple) return simple[2] === undefined ? (simple[1] ?? '') : `${simple[1]}.${simple[2]}`;
  const spaced = /^(\d{1,3}(?:\s\d{3})+)(?:[.,](\d+))?$/u.exec(value);
  if (spaced) {
    const whole = (spaced[1] ?? '').replace(/\s/gu, '');
    return spaced[2] === undefined ? whole : `${whole}.${spaced[2]}`;
  }
  const marked = /^(\d{1,3}(?:([.,])\d{3})+)([.,])(\d+)$/.exec(value);
  if (marked && marked[2] !== marked[3]) return `${(marked[1] ?? '').replace(/[.,]/g, '')}.${marked[4]}`;
  return null;
}

/** Parses a decimal amount in major units into minor units, or names what is wrong (limits in `lang`). */
export function parseAmount(
  input: string,
  scale: number,
  currency: string,
  lang: CashierLanguage = 'en',
): { amount: bigint } | { error: { key: TextKey; values?: Record<string, string> } } {
  if (input.trim() === '') return { error: { key: 'err_required' } };
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(plainDecimal(input) ?? '');
  if (!match || (match[2] ?? '').length > scale) return { error: { key: 'err_amount_invalid' } };
  const unit = 10n ** BigInt(scale);
  const amount = BigInt(match[1] ?? '0') * unit + BigInt((match[2] ?? '').padEnd(scale, '0') || '0');
  const min = MIN_MAJOR * unit;
  const max = MAX_MAJOR * unit;
  if (amount < min)
    return {
      error: { key: 'err_amount_min', values: { min: formatMoney(min, { scale, code: currency, locale: lang }) } },
    };
  if (amount > max)
    return {
      error: { key: 'err_amount_max', values: { max: formatMoney(max, { scale, code: currency, locale: lang }) } },
    };
  return { amount };
}

export interface CardInput {
  card_number?: string;
  expiry?: string;
  cvc?: string;
  holder?: string;
}

/** Checks card fields; answers the test card's outcome when all hold. */
export function checkCard(input: CardInput, now: Date, errors: FieldErrorKeys): CashierOutcome | null {
  const number = digitsOnly(input.card_number ?? '');
  let outcome: CashierOutcome | null = null;
  if (!number) errors.card_number = { key: 'err_required' };
  else if (!luhnValid(number)) errors.card_number = { key: 'err_card_invalid' };
  else if (!TEST_CARDS[number]) errors.card_number = { key: 'err_card_unknown' };
  else outcome = TEST_CARDS[number] ?? null;

  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec((input.expiry ?? '').trim());
  if (!(input.expiry ?? '').trim()) errors.expiry = { key: 'err_required' };
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = { key: 'err_expiry_invalid' };
  else {
    // A card is valid to the end of its expiry month.
    const end = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
    if (end <= now.getTime()) errors.expiry = { key: 'err_expiry_past' };
  }
  if (!(input.cvc ?? '').trim()) errors.cvc = { key: 'err_required' };
  else if (!/^\d{3}$/.test((input.cvc ?? '').trim())) errors.cvc = { key: 'err_cvc_invalid' };
  if (!(input.holder ?? '').trim()) errors.holder = { key: 'err_required' };
  return outcome;
}

/** ISO 13616 check: two letters, two check digits, mod-97 of the rearranged number is 1. */
export function ibanValid(input: string): boolean {
  const iban = input.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
