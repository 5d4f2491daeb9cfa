import {
  type RecoveryPolicy,
  type StudioService,
  studioOwedWork,
  studioSchedule,
} from '@meridian/providers/casino-games/casino-games.entry';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../platform/jobs.js';
import { scheduleOwedWork } from '../../platform/provider-jobs.js';

/**
 * The built-in studio's scheduled work (studio.schedule.ts) on the job queue, run by one node of
 * all: delivery of what it owes when it falls due, recovery of rounds left open (`policy`), and
 * reconciliation.
 */
export function scheduleCasinoGames(
  jobs: JobQueue,
  studio: StudioService,
  log: FastifyBaseLogger,
  policy: RecoveryPolicy,
): void {
  scheduleOwedWork(jobs, studioOwedWork(studio), studio.workDue);
  for (const work of studioSchedule(studio, policy, log)) {
    jobs.every(work.name, work.everyS, work.run, work.firstRunNow ? { firstRun: 'now' } : {});
  }
}
