import { isApiError } from '../../../shared/api/api-error';

/** The server's reason when the first-deposit choice can no longer change (a deposit has landed). */
export function firstBonusRefusal(failure: unknown): string | null {
  if (!isApiError(failure) || failure.status !== 422) return null;
  return failure.fieldError('first_bonus') ?? null;
}
