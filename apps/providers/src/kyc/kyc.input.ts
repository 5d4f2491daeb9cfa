import { DOCUMENT_TYPES, type DocumentType, documentsFor, isCountryCode } from './kyc.documents.js';
import type { ApplicantProfile, SubmittedData } from './kyc.review.js';
import { type KycLanguage, type KycTextKey, kycLanguageOf } from './kyc.texts.js';

/** Field errors as text keys; the plugin words them in the caller's language. */
export type FieldErrors = Record<string, KycTextKey>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

type Json = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/** A calendar date written YYYY-MM-DD that exists (no 31 April). */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const NAME = /^\p{L}[\p{L}\p{M}'’. -]{0,99}$/u;
const cleanName = (value: string) => value.replace(/\s+/g, ' ').trim();

export interface AccessTokenRequest {
  user: string;
  level: string;
  profile: ApplicantProfile;
  lang: KycLanguage;
}

/** The operator's `POST /api/applicants/access-token` body. */
export function parseAccessTokenRequest(body: Json): Parsed<AccessTokenRequest> {
  const errors: Record<string, string> = {};
  const user = typeof body.user === 'number' && Number.isSafeInteger(body.user) ? String(body.user) : text(body.user);
  if (!user || !/^[A-Za-z0-9_.:-]{1,100}$/.test(user)) errors.user = 'required';
  const level = text(body.level);
  if (!level || !/^[A-Za-z0-9_.-]{1,50}$/.test(level)) errors.level = 'required';
  const raw = (typeof body.profile === 'object' && body.profile !== null ? body.profile : {}) as Json;
  const country = text(raw.country)?.toUpperCase() ?? '';
  if (!isCountryCode(country)) errors['profile.country'] = 'country_invalid';
  const optionalName = (field: 'first_name' | 'last_name') => {
    const value = raw[field];
    if (value === undefined || value === null || value === '') return null;
    const name = typeof value === 'string' ? cleanName(value) : '';
    if (!NAME.test(name)) errors[`profile.${field}`] = 'name_invalid';
    return name;
  };
  const firstName = optionalName('first_name');
  const lastName = optionalName('last_name');
  let birthday: string | null = null;
  if (raw.birthday !== undefined && raw.birthday !== null && raw.birthday !== '') {
    birthday = text(raw.birthday) ?? '';
    if (!isDate(birthday)) errors['profile.birthday'] = 'date_invalid';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors: errors as FieldErrors };
  return {
    ok: true,
    value: {
      user: user as string,
      level: level as string,
      profile: { firstName, lastName, birthday, country },
      lang: kycLanguageOf(body.lang),
    },
  };
}

/** The widget's `POST /api/widget/submit` body; `today` bounds the date of birth. */
export function parseSubmission(body: Json, today: string): Parsed<SubmittedData> {
  const errors: FieldErrors = {};
  const country = text(body.country)?.toUpperCase() ?? '';
  if (!isCountryCode(country)) errors.country = 'country_invalid';
  const documentType = text(body.document_type) as DocumentType | undefined;
  if (!documentType || !DOCUMENT_TYPES.includes(documentType)) errors.document_type = 'required';
  else if (!errors.country && !documentsFor(country).includes(documentType))
    errors.document_type = 'document_not_offered';
  const name = (field: 'first_name' | 'last_name') => {
    const value = cleanName(text(body[field]) ?? '');
    if (!value) errors[field] = 'required';
    else if (!NAME.test(value)) errors[field] = 'name_invalid';
    return value;
  };
  const firstName = name('first_name');
  const lastName = name('last_name');
  const date = (field: 'birthday' | 'document_expiry') => {
    const value = text(body[field]) ?? '';
    if (!value) errors[field] = 'required';
    else if (!isDate(value) || value < '1900-01-01' || value > '2199-12-31') errors[field] = 'date_invalid';
    return value;
  };
  const birthday = date('birthday');
  if (!errors.birthday && birthday > today) errors.birthday = 'birthday_future';
  const documentExpiry = date('document_expiry');
  const documentNumber = (text(body.document_number) ?? '').replace(/[\s-]/g, '').toUpperCase();
  if (!documentNumber) errors.document_number = 'required';
  else if (!/^[A-Z0-9]{4,20}$/.test(documentNumber)) errors.document_number = 'number_invalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      documentType: documentType as DocumentType,
      country,
      firstName,
      lastName,
      birthday,
      documentNumber,
      documentExpiry,
    },
  };
}

export interface Decision {
  status: 'approved' | 'rejected';
  reasons: string[];
  operator: string;
}

/** The operator's `POST /api/applicants/{id}/decision` body; a rejection says why. */
export function parseDecision(body: Json): { ok: true; value: Decision } | { ok: false; message: string } {
  const status = body.decision;
  if (status !== 'approved' && status !== 'rejected') {
    return { ok: false, message: 'decision is approved or rejected.' };
  }
  const reasons = body.reasons === undefined ? [] : body.reasons;
  if (
    !Array.isArray(reasons) ||
    reasons.length > 20 ||
    !reasons.every((r) => typeof r === 'string' && r.trim().length > 0 && r.length <= 500)
  ) {
    return { ok: false, message: 'reasons is a list of at most 20 texts of up to 500 characters.' };
  }
  if (status === 'rejected' && reasons.length === 0) {
    return { ok: false, message: 'A rejection gives the player at least one reason.' };
  }
  const operator = text(body.operator);
  if (!operator || operator.length > 100)
    return { ok: false, message: 'operator names who decided (1 to 100 characters).' };
  return { ok: true, value: { status, reasons: reasons.map((r: string) => r.trim()), operator } };
}
