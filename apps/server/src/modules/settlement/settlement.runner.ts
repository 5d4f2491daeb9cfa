import type { FeedMessage } from '@meridian/feed/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { type Bus, SUBJECTS } from '../../platform/bus.js';
import type { JobQueue } from '../../platform/jobs.js';
import type { LeaderElection } from '../../platform/leader.js';
import { decidedByOperator } from './manual.repository.js';
import { MANUAL_SETTLEMENT_QUEUE, type ManualSettlementService } from './manual-settlement.service.js';
import type { SettlementService } from './settlement.service.js';

/** How often the sweep runs, on one node of all (seconds). */
export const SETTLEMENT_SWEEP_S = 30;

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
 * Settles the bets of the matches in each feed batch on the bus that settles or cancels markets, on
 * the elected leader only (ARCHITECTURE.md §1): every node hears every batch, and one of them acts
 * on it. Passes run one at a time; a failed one is logged and the sweep catches up.
 */
export function runSettlementOnLeader(
  leader: LeaderElection,
  bus: Bus,
  settlement: Pick<SettlementService, 'settleMatches'>,
  log: FastifyBaseLogger,
  db: Database | null = null,
): void {
  leader.run(async () => {
    let queue: Promise<unknown> = Promise.resolve();
    let stopped = false;
    const off = bus.subscribe(SUBJECTS.feed, (payload) => {
      const ids = Array.isArray(payload) ? settlementMatchIds(payload as FeedMessage[]) : [];
      if (ids.length === 0) return;
      queue = queue
        .then(async () => {
          if (stopped) return;
          if (db) await logOverriddenResults(db, payload as FeedMessage[], log);
          await settlement.settleMatches(ids);
        })
        .catch((err) => log.error({ err }, 'settlement pass failed; the sweep retries'));
    });
    log.info('bet settlement started');
    return async () => {
      stopped = true;
      off();
      await queue;
    };
  });
}

/**
 * The sweep settles anything a feed batch did not (a restart, a leader change, a failed pass): a
 * job on the queue, due at start and every SETTLEMENT_SWEEP_S, run by one node of all. Settling is
 * idempotent, so a bet seen by both a pass on the leader and the sweep elsewhere is paid once.
 */
export function scheduleSettlementSweep(
  jobs: JobQueue,
  settlement: Pick<SettlementService, 'sweep'>,
  log: FastifyBaseLogger,
  seconds = SETTLEMENT_SWEEP_S,
): void {
  jobs.every(
    'settlement-sweep',
    seconds,
    async () => {
      const result = await settlement.sweep();
      if (result.settled > 0) log.info(result, 'settlement sweep settled bets');
    },
    { firstRun: 'now' },
  );
}

/**
 * The jobs that pay operators' settlements by hand, on any node. A run goes through the bets not done
 * yet, so a retry after a failure, or after a node stopped in the middle (the job expires), carries on
 * where the last one stopped; each bet's step is idempotent.
 */
export function defineManualSettlement(
  jobs: JobQueue,
  manual: Pick<ManualSettlementService, 'run'>,
  log: FastifyBaseLogger,
): void {
  jobs.define<{ settlement_id: string }>(
    MANUAL_SETTLEMENT_QUEUE,
    async ({ settlement_id }) => {
      const stepped = await manual.run(BigInt(settlement_id));
      log.info({ settlement_id, bets: stepped }, 'market settled by hand');
      return { bets: stepped };
    },
    { retryLimit: 10, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 15 * 60 },
  );
}

/**
 * A feed result of a market an operator decided is stored but not applied (settlement reads the
 * operator's decision first); this says so in the log, once per market and batch.
 */
export async function logOverriddenResults(
  db: Database,
  messages: readonly FeedMessage[],
  log: FastifyBaseLogger,
): Promise<void> {
  const markets = messages.flatMap((m) =>
    m.type === 'bet_settlement' ? m.markets.map((market) => ({ match_id: m.event_id, market_id: market.id })) : [],
  );
  for (const market of await decidedByOperator(db, markets)) {
    log.warn(market, 'feed result ignored: an operator settled this market');
  }
}
