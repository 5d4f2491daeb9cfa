import type { JobQueue } from '../../platform/jobs.js';
import type { BetsService } from './bets.service.js';

/** How often held live bets nobody came back for and long-expired slip codes are removed (seconds). */
export const HOUSEKEEPING_S = 30;

/** Bets housekeeping on the job queue: due at start and every HOUSEKEEPING_S, run by one node of all. */
export function scheduleBetsHousekeeping(jobs: JobQueue, bets: Pick<BetsService, 'purgeExpired'>): void {
  jobs.every('bets-housekeeping', HOUSEKEEPING_S, () => bets.purgeExpired(), { firstRun: 'now' });
}
