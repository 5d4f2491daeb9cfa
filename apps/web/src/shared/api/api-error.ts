import type { ErrorDetails, FieldErrors } from '@meridian/contract/envelope';

/** Codes for failures that never reached the server; they come with status 0. */
export type ClientErrorCode = 'NetworkError' | 'Timeout';

interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  fieldErrors?: FieldErrors | null;
  payload?: unknown;
  details?: ErrorDetails | null;
}

/** A failed /api/v1 call: the HTTP status, the envelope's code and message, and its field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldErrors | null;
  /** What the envelope carried besides the error: the code to enter of `SignInCodeRequired`. */
  readonly payload: unknown;
  /** What the error says beyond its message for the caller to act on (a stake limit's largest stake). */
  readonly details: ErrorDetails | null;

  constructor({ status, code, message, fieldErrors = null, payload = null, details = null }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.payload = payload;
    this.details = details;
  }

  /** True when no answer came back: the network failed, or the request timed out. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The first error of a field, whether the server keyed it `fields.<name>` or `<name>`. */
  fieldError(name: string): string | undefined {
    return this.fieldErrors?.[`fields.${name}`]?.[0] ?? this.fieldErrors?.[name]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
