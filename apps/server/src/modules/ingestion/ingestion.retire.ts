import type { BetCancel, FeedMessage, FixtureChange } from '@meridian/feed/messages';
import { fixtureFromRow } from '../catalog/catalog.state.js';
import type { StoredFixtureRow } from './ingestion.repository.js';

/** Why a fixture the feed's complete picture no longer contains is cancelled. */
export const WITHDRAWN_REASON = 'Withdrawn from the feed';
/** Why a fixture the feed stopped telling about is cancelled. */
export const ABANDONED_REASON = 'Abandoned by the feed';

export interface StaleThresholds {
  /** A live or paused fixture with no feed message for this long (wall ms) is retired. */
  silentLiveMs: number;
  /** A fixture still not started this long (wall ms) after its start time is retired. */
  overdueStartMs: number;
}

/** Far beyond any pause in a live match at real-time speed: a half-time break is 15 minutes. */
export const DEFAULT_STALE_THRESHOLDS: StaleThresholds = {
  silentLiveMs: 30 * 60_000,
  overdueStartMs: 2 * 3_600_000,
};

/** How often one node of all looks for stale fixtures (a job on the queue, feed-sweep.ts). */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Thresholds for a feed playing `speed` match seconds per wall second: a slowed-down match is
 * silent for longer in wall time, so the live threshold stretches with it (never shrinks).
 */
export function thresholdsForSpeed(speed: number, base = DEFAULT_STALE_THRESHOLDS): StaleThresholds {
  return { ...base, silentLiveMs: Math.round(base.silentLiveMs * Math.max(1, 1 / speed)) };
}

/**
 * The messages a feed would send to cancel a stored fixture: its last known state with status
 * `cancelled` and the clock stopped, then a cancellation of its markets still open (settled ones
 * keep their results). At `ts` or at the fixture's own feed time if later, so ingestion applies them.
 */
export function retirementMessages(
  row: StoredFixtureRow,
  openMarketIds: number[],
  ts: number,
  reason: string,
): FeedMessage[] {
  const at = Math.max(ts, Number(row.ts));
  const fixture: FixtureChange = {
    type: 'fixture_change',
    event_id: row.id,
    ts: at,
    ...fixtureFromRow(row),
    status: 'cancelled',
    clock: row.clock && { seconds: row.clock.seconds, running: false, rate: row.clock.rate },
  };
  if (openMarketIds.length === 0) return [fixture];
  const cancel: BetCancel = { type: 'bet_cancel', event_id: row.id, ts: at, market_ids: openMarketIds, reason };
  return [fixture, cancel];
}
