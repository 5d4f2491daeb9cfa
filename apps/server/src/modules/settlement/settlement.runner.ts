import type { FeedMessage } from '@meridian/feed/messages';
import type { FastifyBaseLogger } from 'fastify';
import { type Bus, SUBJECTS } from '../../platform/bus.js';
import type { LeaderElection } from '../../platform/leader.js';
import type { SettlementService } from './settlement.service.js';

/** The sweep settles anything a feed batch did not (a restart, a leader change, a failed pass). */
export const SETTLEMENT_SWEEP_MS = 30_000;

export interface SettlementRunnerOptions {
  sweepMs?: number;
  /** Other singleton betting chores run after each sweep (e.g. removing expired held bets and codes). */
  chores?: { name: string; run: () => Promise<unknown> }[];
}

/** The matches of a feed batch whose bets may now be decided: settlements, cancellations, cancelled matches. */
export function settlementMatchIds(messages: readonly FeedMessage[]): number[] {
  const ids = new Set<number>();
  for (const m of messages) {
    if (m.type === 'bet_settlement' || m.type === 'bet_cancel') ids.add(m.event_id);
    else if (m.type === 'fixture_change' && m.status === 'cancelled') ids.add(m.event_id);
  }
  return [...ids];
}

/**
 * Runs settlement on the elected leader only (ARCHITECTURE.md §1): triggered by the feed batches on
 * the bus that settle or cancel markets, plus a sweep at start and every `sweepMs`. Passes run one
 * at a time; settling is idempotent, so a bet seen by both a trigger and the sweep is paid once.
 */
export function runSettlementOnLeader(
  leader: LeaderElection,
  bus: Bus,
  settlement: SettlementService,
  log: FastifyBaseLogger,
  options: SettlementRunnerOptions = {},
): void {
  const sweepMs = options.sweepMs ?? SETTLEMENT_SWEEP_MS;
  leader.run(async () => {
    let queue: Promise<unknown> = Promise.resolve();
    let stopped = false;
    const enqueue = (what: string, work: () => Promise<unknown>) => {
      queue = queue
        .then(() => (stopped ? undefined : work()))
        .catch((err) => log.error({ err }, `settlement ${what} failed; the sweep retries`));
    };
    const sweep = () => {
      enqueue('sweep', async () => {
        const result = await settlement.sweep();
        if (result.settled > 0) log.info(result, 'settlement sweep settled bets');
      });
      for (const chore of options.chores ?? []) enqueue(chore.name, chore.run);
    };
    const off = bus.subscribe(SUBJECTS.feed, (payload) => {
      const ids = Array.isArray(payload) ? settlementMatchIds(payload as FeedMessage[]) : [];
      if (ids.length > 0) enqueue('pass', () => settlement.settleMatches(ids));
    });
    sweep();
    const timer = setInterval(sweep, sweepMs);
    timer.unref();
    log.info({ sweepMs }, 'bet settlement started');
    return async () => {
      stopped = true;
      off();
      clearInterval(timer);
      await queue;
    };
  });
}
