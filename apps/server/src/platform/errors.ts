import { type ErrorCode, type ErrorDetails, type FieldErrors, statusOfCode } from '@meridian/contract/envelope';

/** A domain error: services throw it, the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors: FieldErrors | null = null,
    /** What the answer says beyond its message (the envelope's `details`). */
    readonly details: ErrorDetails | null = null,
  ) {
    super(message);
    this.status = statusOfCode[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NotFound', message);
export const forbidden = (message = 'Forbidden') => new AppError('Forbidden', message);
export const unauthorized = (message = 'Unauthenticated') => new AppError('Unauthorized', message);
export const validationFailed = (errors: FieldErrors, message = 'The given data was invalid.') =>
  new AppError('ValidationError', message, errors);
