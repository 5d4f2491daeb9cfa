import type { DocumentType } from './kyc.documents.js';
import type { ImageDoubt } from './kyc.image.js';

/** What the operator told the provider about the player (each call of the access-token API). */
export interface ApplicantProfile {
  firstName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** What the player submitted in the widget. */
export interface SubmittedData {
  documentType: DocumentType;
  /** The country that issued the document. */
  country: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthday: string;
  documentNumber: string;
  /** YYYY-MM-DD. */
  documentExpiry: string;
}

/** Reasons the player can act on: the submission is rejected and may be sent again. */
export type RejectReason = 'document_expired' | 'underage' | 'birthday_mismatch' | 'name_mismatch';
/** Reasons the checks cannot decide on: a person at the provider decides. */
export type ReviewReason = 'name_partial_match' | 'country_mismatch' | 'driving_licence' | ImageDoubt;

export type ReviewOutcome =
  | { status: 'approved'; reasons: [] }
  | { status: 'rejected'; reasons: RejectReason[] }
  | { status: 'review'; reasons: ReviewReason[] };

export const ADULT_AGE = 18;

/**
 * The automatic checks of a submission, in one pass:
 * - rejected, with every reason found, when the document has expired, its holder is under 18, the
 *   date of birth differs from the profile's, or a name shares nothing with the profile's;
 * - otherwise in review when a name only partly matches, the document was issued by another country
 *   than the profile's, the document is a driving licence (not an identity document everywhere,
 *   so a person always looks at one), or the image checks could not judge a photo (`doubts`: its
 *   measures borderline, or it could not be measured);
 * - otherwise approved.
 * A profile field the operator did not send is not compared: the document's value stands.
 */
export function reviewSubmission(
  profile: ApplicantProfile,
  data: SubmittedData,
  today: string,
  doubts: readonly ImageDoubt[] = [],
): ReviewOutcome {
  const reject: RejectReason[] = [];
  const review: ReviewReason[] = [];
  if (data.documentExpiry < today) reject.push('document_expired');
  if (ageOn(data.birthday, today) < ADULT_AGE) reject.push('underage');
  if (profile.birthday && profile.birthday !== data.birthday) reject.push('birthday_mismatch');
  const names = [compareNames(profile.firstName, data.firstName), compareNames(profile.lastName, data.lastName)];
  if (names.includes('different')) reject.push('name_mismatch');
  else if (names.includes('partial')) review.push('name_partial_match');
  if (data.country !== profile.country.toUpperCase()) review.push('country_mismatch');
  if (data.documentType === 'driving_licence') review.push('driving_licence');
  for (const doubt of doubts) if (!review.includes(doubt)) review.push(doubt);
  if (reject.length > 0) return { status: 'rejected', reasons: reject };
  if (review.length > 0) return { status: 'review', reasons: review };
  return { status: 'approved', reasons: [] };
}

/** Full years between a date of birth and a day (both YYYY-MM-DD); born 29 February, one turns a year older on 1 March. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** Letters that do not decompose into a base letter and a mark. */
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};

/** A name as it is compared: no letter case, no diacritics, words split at spaces, hyphens and apostrophes. */
export function nameTokens(name: string): string[] {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłıþ]/g, (c) => FOLDS[c] ?? c);
  return folded.split(/[\s\-'’.,]+/u).filter(Boolean);
}

export type NameMatch = 'same' | 'partial' | 'different';

/**
 * How a submitted name compares with the profile's: the same words; partly (some words in common,
 * one name's words inside the other's, a slip of a letter or two, or another alphabet that only a
 * person can compare); or different. No profile name: nothing to compare, the same.
 */
export function compareNames(profileName: string | null, submitted: string): NameMatch {
  if (!profileName?.trim()) return 'same';
  const a = nameTokens(profileName);
  const b = nameTokens(submitted);
  const joinedA = a.join('');
  const joinedB = b.join('');
  // The same letters, however the words are split (O'Brien, OBRIEN).
  if (joinedA === joinedB) return 'same';
  if (scriptOf(joinedA) !== scriptOf(joinedB)) return 'partial';
  if (a.some((word) => b.includes(word))) return 'partial';
  if (Math.min(joinedA.length, joinedB.length) >= 4 && editDistance(joinedA, joinedB) <= 2) return 'partial';
  return 'different';
}

function scriptOf(text: string): 'latin' | 'cyrillic' | 'greek' | 'other' {
  if (/\p{Script=Latin}/u.test(text)) return 'latin';
  if (/\p{Script=Cyrillic}/u.test(text)) return 'cyrillic';
  if (/\p{Script=Greek}/u.test(text)) return 'greek';
  return 'other';
}

/** Levenshtein distance (insertions, deletions and substitutions of one letter). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
