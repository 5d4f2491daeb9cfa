import { RG_EXCLUSION_MONTHS, RG_TIMEOUT_DAYS, type RgExclusionRequest } from '@meridian/contract/responsible-gaming';

/** The time-outs offered at a click, in days; any other length from 1 to 42 days is typed. */
export const TIMEOUT_CHOICES = [1, 7, 42] as const;
/** The self-exclusions offered, in months; null is for good. */
export const EXCLUSION_CHOICES = [6, 12, 24, 60, null] as const;

const DAY_MS = 86_400_000;

/** Whether popup data is a break the server would take. */
export function isExclusionRequest(data: unknown): data is RgExclusionRequest {
  if (typeof data !== 'object' || data === null) return false;
  const value = data as Record<string, unknown>;
  if (value.kind === 'timeout') {
    return (
      Number.isInteger(value.days) &&
      (value.days as number) >= RG_TIMEOUT_DAYS.min &&
      (value.days as number) <= RG_TIMEOUT_DAYS.max
    );
  }
  if (value.kind === 'self_exclusion') {
    if (value.months === null) return true;
    return (
      Number.isInteger(value.months) &&
      (value.months as number) >= RG_EXCLUSION_MONTHS.min &&
      (value.months as number) <= RG_EXCLUSION_MONTHS.max
    );
  }
  return false;
}

/**
 * When a break taken at `now` (ms) ends, in unix seconds (null: never), reckoned as the server does:
 * whole days for a time-out, calendar months (UTC) for a self-exclusion.
 */
export function exclusionEndsAt(request: RgExclusionRequest, now: number): number | null {
  if (request.kind === 'timeout') return Math.floor((now + request.days * DAY_MS) / 1000);
  if (request.months === null) return null;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + request.months);
  return Math.floor(end.getTime() / 1000);
}
