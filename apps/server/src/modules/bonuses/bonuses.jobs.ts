import type { JobQueue } from '../../platform/jobs.js';
import type { BonusesService } from './bonuses.service.js';

/** How often gifts past their expiry are expired (seconds): a bonus ends within a minute of its time. */
export const BONUS_EXPIRY_S = 60;

/** Bonus expiry on the job queue: once across nodes, due at start (a restart catches up) and every minute. */
export function scheduleBonuses(jobs: JobQueue, bonuses: Pick<BonusesService, 'expireDue'>): void {
  jobs.every(
    'bonus-expiry',
    BONUS_EXPIRY_S,
    async () => {
      // Batches until none is due, so a backlog after downtime clears in one run.
      let total = 0;
      for (let expired = await bonuses.expireDue(); expired > 0; expired = await bonuses.expireDue()) {
        total += expired;
      }
      return { expired: total };
    },
    { firstRun: 'now' },
  );
}
