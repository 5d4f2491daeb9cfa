import type { FeedMessage } from '@meridian/feed/messages';
import type { FastifyBaseLogger } from 'fastify';
import { type Bus, SUBJECTS } from '../../platform/bus.js';
import type { JobQueue } from '../../platform/jobs.js';
import type { LeaderElection } from '../../platform/leader.js';
import { repricedMarkets } from './auto-cash-out.rules.js';
import { AUTO_CASH_OUT_QUEUE, type AutoCashOutService } from './auto-cash-out.service.js';
import { type LiveCashOutOffers, marketsMoved } from './cash-out.live.js';

/** How often every auto cash-out rule is checked, on one node of all (seconds). */
export const AUTO_CASH_OUT_SWEEP_S = 30;
export const AUTO_CASH_OUT_SWEEP_QUEUE = 'bets-auto-cash-out-sweep';

/**
 * The jobs of auto cash-out, on any node: a check of the rules of the bets a feed batch repriced,
 * and the sweep of every rule, due at start and every AUTO_CASH_OUT_SWEEP_S. A check pays through
 * the cash-out path under a request id derived from the rule, so a retried or repeated job pays once.
 */
export function scheduleAutoCashOut(
  jobs: JobQueue,
  auto: Pick<AutoCashOutService, 'check' | 'sweep'>,
  log: FastifyBaseLogger,
): void {
  jobs.define<{ bet_ids: string[] }>(
    AUTO_CASH_OUT_QUEUE,
    async ({ bet_ids }) => {
      const checked = await auto.check(bet_ids.map(BigInt));
      const paid = [...checked].filter(([, outcome]) => outcome === 'done').map(([betId]) => String(betId));
      if (paid.length > 0) log.info({ bets: paid }, 'auto cash-out paid');
      return { paid: paid.length };
    },
    { retryLimit: 3, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 120 },
  );
  jobs.every(
    AUTO_CASH_OUT_SWEEP_QUEUE,
    AUTO_CASH_OUT_SWEEP_S,
    async () => {
      const result = await auto.sweep();
      if (result.paid > 0) log.info(result, 'auto cash-out sweep paid');
    },
    { firstRun: 'now' },
  );
}

/**
 * The per-batch pass of cash-out, on the elected leader only (every node hears every batch, one of
 * them acts on it): sends the checks of the auto cash-out rules of the bets whose legs' markets a
 * feed batch repriced, then tells players of the new offers of their open bets on the markets it
 * repriced, suspended or reopened. Batches are taken one at a time; a failed check is logged and the
 * sweep catches up, a failed push is logged and the next batch or a read of the bets tells the offer.
 */
export function runAutoCashOutOnLeader(
  leader: LeaderElection,
  bus: Bus,
  auto: Pick<AutoCashOutService, 'repriced'>,
  offers: Pick<LiveCashOutOffers, 'moved'>,
  log: FastifyBaseLogger,
): void {
  leader.run(async () => {
    let queue: Promise<unknown> = Promise.resolve();
    let stopped = false;
    const off = bus.subscribe(SUBJECTS.feed, (payload) => {
      const messages = Array.isArray(payload) ? (payload as FeedMessage[]) : [];
      const repriced = repricedMarkets(messages);
      const moved = marketsMoved(messages);
      if (repriced.length === 0 && moved.length === 0) return;
      queue = queue
        .then(async () => {
          if (!stopped && repriced.length > 0) await auto.repriced(repriced);
        })
        .catch((err) => log.error({ err }, 'auto cash-out checks not sent; the sweep checks the rules'))
        .then(async () => {
          if (!stopped && moved.length > 0) await offers.moved(moved);
        })
        .catch((err) => log.error({ err }, 'cash-out offers not pushed'));
    });
    return async () => {
      stopped = true;
      off();
      await queue;
    };
  });
}
