const MINUTE_MS = 60_000;

export interface RealityScheduleInput {
  /** When the sign-in started, unix seconds (the server's `session_started_at`). */
  sessionStartedAt: number;
  /** How often the check comes. */
  minutes: number;
  /** When the last check of this sign-in was shown or answered (ms), if one was. */
  lastCheckAt: number | null;
  /** The time now, ms. */
  now: number;
}

/**
 * When the next reality check is due (ms). After a check, the chosen minutes after it; before the
 * first one, the next multiple of the minutes since the sign-in that is still ahead, so a reload of
 * the page does not bring one up at once.
 */
export function nextRealityCheckAt({ sessionStartedAt, minutes, lastCheckAt, now }: RealityScheduleInput): number {
  const period = minutes * MINUTE_MS;
  const start = sessionStartedAt * 1000;
  if (lastCheckAt !== null && lastCheckAt >= start) return lastCheckAt + period;
  const elapsed = Math.max(0, now - start);
  return start + (Math.floor(elapsed / period) + 1) * period;
}
