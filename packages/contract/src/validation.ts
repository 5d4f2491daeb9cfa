import { PASSWORD_MIN_LENGTH } from './constants.js';

/** Rules both the web app and the platform apply (spec 000 §5), kept in one place. */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const USER_ID_PATTERN = /^\d{1,18}$/;
export const BIRTHDAY_MIN = '1900-01-01';
export const MIN_AGE_YEARS = 18;

export const isEmail = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value);

/** At least six characters and three kinds among upper-case letters, lower-case letters and digits. */
export function isStrongPassword(value: string): boolean {
  if (value.length < PASSWORD_MIN_LENGTH) return false;
  return /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value);
}

/** The latest birthday allowed today (YYYY-MM-DD), for a player of the minimum age. */
export function minAgeDate(today: Date = new Date(), years = MIN_AGE_YEARS): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}
