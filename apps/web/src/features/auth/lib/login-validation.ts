import { PASSWORD_MIN_LENGTH } from '@meridian/contract/constants';
import { isEmail, USER_ID_PATTERN } from '@meridian/contract/validation';

export type LoginTab = 'id' | 'phone';

/** The e-mail-or-ID tab takes a numeric user id or an e-mail (spec 000 §5). */
export function isLoginId(value: string): boolean {
  const trimmed = value.trim();
  return USER_ID_PATTERN.test(trimmed) || isEmail(trimmed);
}

export function isLoginPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH;
}

export interface LoginFieldErrors {
  id?: string;
  phone?: string;
  password?: string;
}

/**
 * Server errors mapped to the form's fields. Without field errors the message belongs to both the
 * identity field and the password (spec 000 §8), since the server will not say which was wrong.
 */
export function mapLoginErrors(
  tab: LoginTab,
  error: { message: string; fieldErrors: Record<string, string[]> | null },
): LoginFieldErrors {
  const identity = tab === 'id' ? 'id' : 'phone';
  if (!error.fieldErrors || Object.keys(error.fieldErrors).length === 0) {
    return { [identity]: error.message, password: error.message };
  }
  const pick = (name: string) => error.fieldErrors?.[name]?.[0] ?? error.fieldErrors?.[`fields.${name}`]?.[0];
  const result: LoginFieldErrors = {};
  const identityError = pick(identity) ?? (tab === 'id' ? pick('email') : undefined);
  if (identityError) result[identity] = identityError;
  const passwordError = pick('password');
  if (passwordError) result.password = passwordError;
  if (!result[identity] && !result.password) result[identity] = error.message;
  return result;
}
