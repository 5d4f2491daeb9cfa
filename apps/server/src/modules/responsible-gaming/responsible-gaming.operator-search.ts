import { RG_MASK_VISIBLE } from '@meridian/contract/operator-responsible-gaming';
import type { RgIdentifierKind } from '../../db/schema.js';
import { type Identifier, normalizeEmail } from './responsible-gaming.identifiers.js';

/** What an operator's search of the register looks for: identifiers as stored, and an identity document's number. */
export interface RegisterSearch {
  identifiers: Identifier[];
  /** A document's number in capitals without spaces or dashes, matched whatever its type and country. */
  documentNumber: string | null;
}

/**
 * An operator's search, normalised as the register stores what it holds: an e-mail as its mailbox
 * (`Ann.Lee+x@Gmail.com ` is `annlee@gmail.com`), a phone as E.164 (`+357 96-123 456`), digits alone
 * as a player id or a phone, and anything of letters and digits as a document's number.
 */
export function registerSearch(typed: string): RegisterSearch {
  const text = typed.trim();
  if (text.includes('@'))
    return { identifiers: [{ kind: 'email', value: normalizeEmail(text) }], documentNumber: null };
  const identifiers: Identifier[] = [];
  if (/^[+\d][\d\s().-]*$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits) {
      identifiers.push({ kind: 'phone', value: `+${digits}` });
      if (!text.startsWith('+')) identifiers.push({ kind: 'account', value: String(BigInt(digits)) });
    }
  } else if (/^#\d+$/.test(text)) {
    identifiers.push({ kind: 'account', value: String(BigInt(text.slice(1))) });
  }
  const number = text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return { identifiers, documentNumber: number.length >= RG_MASK_VISIBLE ? number : null };
}

/** The last characters of a secret, after a mask: `••••6789`; one too short to show a part of is all mask. */
const masked = (secret: string) => (secret.length > RG_MASK_VISIBLE ? `••••${secret.slice(-RG_MASK_VISIBLE)}` : '••••');

/**
 * An identifier as an operator sees it. Identity documents and devices are personal data an operator
 * has no need to read whole: a document keeps its type and country and the last four characters of
 * its number, a device the last four of its id.
 */
export function shownIdentifier(
  kind: RgIdentifierKind,
  value: string,
): { kind: RgIdentifierKind; value: string; masked: boolean } {
  if (kind === 'device') return { kind, value: masked(value), masked: true };
  if (kind === 'document') {
    const [type = '', country = '', ...number] = value.split(':');
    return { kind, value: `${type}:${country}:${masked(number.join(':'))}`, masked: true };
  }
  return { kind, value, masked: false };
}
