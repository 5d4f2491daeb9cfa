import type { Json } from '../shared/json-body.js';
import type { CannedAnswer } from './support-chat.canned.js';

/** The longest message or canned answer, in characters (code points) after trimming. */
export const MAX_BODY_CHARS = 2000;
const MAX_TITLE_CHARS = 100;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export type ContactKind = 'player' | 'visitor';

export interface ContactInput {
  externalId: string;
  kind: ContactKind;
  name: string | null;
  email: string | null;
  language: string;
}

const EXTERNAL_ID = /^(player|visitor):[A-Za-z0-9_-]{1,100}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;
const MESSAGE_ID = /^msg_[0-9a-f-]{36}$/;

/** Plain text has line breaks and tabs, no other control characters (they hide text or break terminals). */
export const hasControl = (text: string): boolean => /\p{Cc}/u.test(text.replace(/[\n\t]/g, ''));

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });
const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** The kind a contact's `external_id` says (`player:…` or `visitor:…`), or null when it is not one. */
export function contactKindOf(externalId: string): ContactKind | null {
  const match = EXTERNAL_ID.exec(externalId);
  return match ? (match[1] as ContactKind) : null;
}

export const isMessageId = (id: unknown): id is string => typeof id === 'string' && MESSAGE_ID.test(id);

/** A message's or canned answer's text: trimmed, `\r\n` as `\n`, 1..2000 characters of plain text. */
export function parseText(value: unknown, field = 'body'): Parsed<string> {
  if (typeof value !== 'string') return fail(`${field} must be text.`);
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (text.length === 0) return fail(`${field} must not be empty.`);
  if ([...text].length > MAX_BODY_CHARS) return fail(`${field} must be at most ${MAX_BODY_CHARS} characters.`);
  if (hasControl(text)) return fail(`${field} must be plain text, without control characters.`);
  return ok(text);
}

export function parseClientMessageId(value: unknown): Parsed<string> {
  if (typeof value !== 'string' || !UUID.test(value)) return fail('client_message_id must be a UUID.');
  return ok(value.toLowerCase());
}

const optionalText = (value: unknown, field: string, max: number): Parsed<string | null> => {
  if (value === undefined || value === null || value === '') return ok(null);
  if (typeof value !== 'string' || value.trim().length === 0 || value.trim().length > max || /\p{Cc}/u.test(value)) {
    return fail(`${field} must be text of at most ${max} characters, or null.`);
  }
  return ok(value.trim());
};

export function parseContact(value: unknown): Parsed<ContactInput> {
  if (typeof value !== 'object' || value === null) return fail('contact is required.');
  const raw = value as Json;
  const externalId = typeof raw.external_id === 'string' ? raw.external_id : '';
  const kind = contactKindOf(externalId);
  if (!kind) return fail('contact.external_id must be player:{id} or visitor:{id}.');
  if (raw.kind !== kind) return fail(`contact.kind must be ${kind}, as its external_id says.`);
  const name = optionalText(raw.name, 'contact.name', 200);
  if (!name.ok) return name;
  const email = optionalText(raw.email, 'contact.email', 254);
  if (!email.ok) return email;
  if (email.value !== null && !EMAIL.test(email.value)) return fail('contact.email must be an e-mail address.');
  const language = typeof raw.language === 'string' ? raw.language : '';
  if (!LANGUAGE.test(language)) return fail('contact.language must be a language code such as en or ru.');
  return ok({ externalId, kind, name: name.value, email: email.value, language });
}

export interface ContactMessageInput {
  contact: ContactInput;
  body: string;
  clientMessageId: string;
}

/** `POST /api/contacts/messages`. */
export function parseContactMessage(body: Json): Parsed<ContactMessageInput> {
  const contact = parseContact(body.contact);
  if (!contact.ok) return contact;
  const text = parseText(body.body);
  if (!text.ok) return text;
  const id = parseClientMessageId(body.client_message_id);
  if (!id.ok) return id;
  return ok({ contact: contact.value, body: text.value, clientMessageId: id.value });
}

/** `POST /api/operator/conversations/{id}/replies`. */
export function parseReply(body: Json): Parsed<{ body: string; clientMessageId: string }> {
  const text = parseText(body.body);
  if (!text.ok) return text;
  const id = parseClientMessageId(body.client_message_id);
  if (!id.ok) return id;
  return ok({ body: text.value, clientMessageId: id.value });
}

/** `{ up_to }` of the read marks. */
export function parseUpTo(body: Json): Parsed<string> {
  return isMessageId(body.up_to) ? ok(body.up_to) : fail('up_to must be the id of a message.');
}

export function parseEmail(value: unknown, field: string): Parsed<string> {
  if (typeof value !== 'string' || value.length > 254 || !EMAIL.test(value)) {
    return fail(`${field} must be an e-mail address.`);
  }
  return ok(value.toLowerCase());
}

/** `POST …/assign`: an operator's e-mail, or null to leave it to anyone. */
export function parseAssignee(body: Json): Parsed<string | null> {
  if (!('assignee' in body)) return fail('assignee is required: an e-mail, or null.');
  if (body.assignee === null) return ok(null);
  return parseEmail(body.assignee, 'assignee');
}

/** `POST|PUT /api/operator/canned-answers`. */
export function parseCannedAnswer(body: Json): Parsed<Omit<CannedAnswer, 'id'>> {
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  if (title.length === 0 || [...title].length > MAX_TITLE_CHARS || /\p{Cc}/u.test(title)) {
    return fail(`title must be one line of 1 to ${MAX_TITLE_CHARS} characters.`);
  }
  const text = parseText(body.body);
  if (!text.ok) return text;
  const language = typeof body.language === 'string' ? body.language : '';
  if (!LANGUAGE.test(language)) return fail('language must be a language code such as en or ru.');
  return ok({ title, body: text.value, language });
}

export interface ListQuery {
  status: 'open' | 'waiting' | 'closed' | null;
  /** An operator's e-mail, `none`, or null for anyone's. */
  assignee: string | null;
  cursor: string | null;
  limit: number;
}

/** `GET /api/operator/conversations`; `me` is the calling operator. */
export function parseListQuery(query: Record<string, string | undefined>, operator: string): Parsed<ListQuery> {
  const status = query.status ?? null;
  if (status !== null && status !== 'open' && status !== 'waiting' && status !== 'closed') {
    return fail('status must be open, waiting or closed.');
  }
  let assignee: string | null = null;
  if (query.assignee === 'me') assignee = operator;
  else if (query.assignee === 'none') assignee = 'none';
  else if (query.assignee !== undefined && query.assignee !== '') {
    const email = parseEmail(query.assignee, 'assignee');
    if (!email.ok) return fail('assignee must be an e-mail, me or none.');
    assignee = email.value;
  }
  const limit = query.limit === undefined ? 50 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return fail('limit must be a whole number from 1 to 100.');
  return ok({ status, assignee, cursor: query.cursor || null, limit });
}
