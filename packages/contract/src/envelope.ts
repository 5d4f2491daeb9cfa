import { z } from 'zod';
import { stakeLimitDetailsSchema } from './bets.js';
import { depositLimitDetailsSchema } from './responsible-gaming.js';

/**
 * Every /api/v1 answer is `{ payload, errors, message, code }` (ARCHITECTURE.md §4).
 * `code` is a stable machine word; `message` is English text the web app may translate by code.
 */
export const errorCodes = [
  'OK',
  'ValidationError',
  'Unauthorized',
  'TwoFactorRequired',
  'SignInCodeRequired',
  'Forbidden',
  'NotFound',
  'Conflict',
  'TooManyRequests',
  'Maintenance',
  'GeoBlocked',
  'ProviderUnavailable',
  'InternalError',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export function envelopeOf<T extends z.ZodType>(payload: T) {
  return z.object({
    payload,
    errors: fieldErrorsSchema.nullable(),
    message: z.string(),
    code: z.string(),
  });
}

/**
 * What an error answer may say beyond its message, for the caller to act on; `kind` names the shape.
 * A deposit past a deposit limit says how much room is left and when it grows; a stake too large
 * says the largest one accepted.
 */
export const errorDetailsSchema = z.discriminatedUnion('kind', [depositLimitDetailsSchema, stakeLimitDetailsSchema]);
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

export const errorEnvelopeSchema = envelopeOf(z.null()).extend({ details: errorDetailsSchema.optional() });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  payload: T;
  errors: FieldErrors | null;
  message: string;
  code: string;
  /** Only on some error answers (errorDetailsSchema). */
  details?: ErrorDetails;
}

/** HTTP status for each error code. */
export const statusOfCode: Record<ErrorCode, number> = {
  OK: 200,
  ValidationError: 422,
  Unauthorized: 401,
  TwoFactorRequired: 401,
  /** Sign-in from a browser the account does not know, past its limit: the code sent confirms it. */
  SignInCodeRequired: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooManyRequests: 429,
  Maintenance: 503,
  GeoBlocked: 451,
  /** A third party (a game provider) could not do what was asked. */
  ProviderUnavailable: 502,
  InternalError: 500,
};
