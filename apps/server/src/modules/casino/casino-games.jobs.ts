import type { RecoveryPolicy, StudioService } from '@meridian/providers/casino-games/casino-games.entry';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/jobs.js';

/** How often the studio delivers the wins and rollbacks it still owes (seconds). */
export const STUDIO_DELIVERY_S = 2;
/** How often the studio's calls of the last two hours are reconciled with the wallet's record. */
export const STUDIO_RECONCILE_S = 60 * 60;
/** How often the studio looks for rounds left open (seconds); a node's start looks at once. */
export const STUDIO_RECOVERY_S = 10;

/**
 * The built-in studio's scheduled work on the job queue, run by one node of all: delivering what
 * it owes the wallet (retries with backoff survive restarts: they are rows of the studio's own),
 * finishing the rounds a crash left half-written or a player left in play (`policy`), and an
 * hourly reconciliation whose differences are logged for an operator.
 */
export function scheduleCasinoGames(
  jobs: JobQueue,
  studio: StudioService,
  log: FastifyBaseLogger,
  policy: RecoveryPolicy,
): void {
  jobs.every('casino-games-delivery', STUDIO_DELIVERY_S, () => studio.tick(), { firstRun: 'now' });
  jobs.every(
    'casino-games-recovery',
    STUDIO_RECOVERY_S,
    async () => {
      const report = await studio.recover(policy);
      if (report.rounds > 0) log.warn({ report }, 'casino studio finished rounds left open');
      return report;
    },
    { firstRun: 'now' },
  );
  jobs.every('casino-games-reconcile', STUDIO_RECONCILE_S, async () => {
    const now = Date.now();
    const report = await studio.reconcile(now - 2 * STUDIO_RECONCILE_S * 1000, now);
    if (!report.complete) log.warn('casino studio reconciliation could not read the wallet record');
    else if (report.mismatches.length > 0) {
      log.error({ mismatches: report.mismatches }, 'casino studio reconciliation found differences');
    }
    return report;
  });
}
