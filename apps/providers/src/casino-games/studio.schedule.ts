import { OWED_REST_S, type OwedWork, type ScheduledWork } from '../shared/provider-jobs.js';
import type { RecoveryPolicy } from './studio.recovery.js';
import type { StudioService } from './studio.service.js';

/** How soon at most after one delivery of the wins and rollbacks still owed the next may run (seconds). */
export const STUDIO_DELIVERY_S = 2;
/** How often the studio's calls of the last two hours are reconciled with the wallet's record. */
export const STUDIO_RECONCILE_S = 60 * 60;
/** How often the studio looks for rounds left open (seconds); a start looks at once. */
export const STUDIO_RECOVERY_S = 10;

/** Where the studio's scheduled work reports what an operator should look at. */
export interface ScheduleLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Delivering what the studio owes the wallet, run by one process of all when it falls due (the
 * studio tells of it through its `workDue`); retries with backoff survive restarts: they are rows of
 * the studio's own.
 */
export function studioOwedWork(studio: StudioService): OwedWork {
  return {
    name: 'casino-games-delivery',
    everyS: STUDIO_DELIVERY_S,
    restS: OWED_REST_S,
    run: () => studio.deliverOwed(),
  };
}

/**
 * The studio's periodic work, run by one process of all: finishing the rounds a crash left
 * half-written or a player left in play (`policy`), and an hourly reconciliation whose differences
 * are logged for an operator.
 */
export function studioSchedule(studio: StudioService, policy: RecoveryPolicy, log: ScheduleLog): ScheduledWork[] {
  return [
    {
      name: 'casino-games-recovery',
      everyS: STUDIO_RECOVERY_S,
      firstRunNow: true,
      run: async () => {
        const report = await studio.recover(policy);
        if (report.rounds > 0) log.warn({ report }, 'casino studio finished rounds left open');
        return report;
      },
    },
    {
      name: 'casino-games-reconcile',
      everyS: STUDIO_RECONCILE_S,
      run: async () => {
        const now = Date.now();
        const report = await studio.reconcile(now - 2 * STUDIO_RECONCILE_S * 1000, now);
        if (!report.complete) log.warn({}, 'casino studio reconciliation could not read the wallet record');
        else if (report.mismatches.length > 0) {
          log.error({ mismatches: report.mismatches }, 'casino studio reconciliation found differences');
        }
        return report;
      },
    },
  ];
}
