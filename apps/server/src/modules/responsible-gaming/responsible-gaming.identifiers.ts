import type { RgIdentifierKind } from '../../db/schema.js';

/** One identifier of a person, normalised so that spellings of the same thing compare equal. */
export interface Identifier {
  kind: RgIdentifierKind;
  value: string;
}

/** Mail providers that ignore dots in the local part and deliver `name+tag@` to `name@`; the value is the canonical domain. */
export const DOTS_AND_TAGS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * Mail providers known to deliver `name+tag@` to `name@` (sub-addressing), dots significant. The
 * database's `rg_mailbox` holds the same lists (a test compares the two).
 */
export const TAGS = new Set([
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'fastmail.com',
  'fastmail.fm',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'yandex.ru',
  'yandex.com',
  'ya.ru',
]);

/**
 * An e-mail address as the mailbox it reaches: lower case; for Gmail (and googlemail) the dots
 * removed and a `+tag` dropped; for the providers known to support sub-addressing the `+tag` dropped.
 */
export function normalizeEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const canonical = DOTS_AND_TAGS[domain];
  if (canonical !== undefined) {
    domain = canonical;
    local = local.split('+')[0]?.replaceAll('.', '') ?? local;
  } else if (TAGS.has(domain)) {
    local = local.split('+')[0] ?? local;
  }
  return `${local || lower.slice(0, at)}@${domain}`;
}

/** Letters of a name, without accents, case or order: "Lovelace, Ada" and "ada lovelace" are one. */
function nameKey(first: string, last: string): string {
  return `${first} ${last}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** The name with the date of birth (YYYY-MM-DD), or null when either is missing. */
export function nameDob(first: string | undefined, last: string | undefined, birthday: string | null | undefined) {
  if (!first?.trim() || !last?.trim() || !birthday) return null;
  const key = nameKey(first, last);
  return key ? `${key}|${birthday.slice(0, 10)}` : null;
}

/** An identity document as `<type>:<country>:<number>`, the number in capitals without spaces or dashes. */
export function documentKey(document: { type: string; country: string; number: string }): string {
  const number = document.number.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return `${document.type.toLowerCase()}:${document.country.toUpperCase()}:${number}`;
}

/** The identifiers on a player's own row: the account, its e-mail and phone, its name with date of birth. */
export function rowIdentifiers(user: {
  id: bigint;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  profile: Record<string, string | undefined>;
}): Identifier[] {
  const list: Identifier[] = [{ kind: 'account', value: String(user.id) }];
  if (user.email) list.push({ kind: 'email', value: normalizeEmail(user.email) });
  // Stored as E.164 digits: the plus sign makes the register's value E.164 as written.
  if (user.phone) list.push({ kind: 'phone', value: `+${user.phone.replace(/^\+/, '')}` });
  const named = nameDob(user.profile.first_name, user.profile.last_name, user.birthday);
  if (named) list.push({ kind: 'name_dob', value: named });
  return list;
}
