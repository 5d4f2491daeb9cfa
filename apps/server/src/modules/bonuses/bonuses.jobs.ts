import type { JobQueue } from '../../platform/jobs.js';
import type { BonusesService } from './bonuses.service.js';

/** How often gifts past their expiry are expired (seconds): a bonus ends within a minute of its time. */
export const BONUS_EXPIRY_S = 60;
/** How often the weekly grants look for a week that ended and was not granted yet (seconds). */
export const BONUS_WEEKLY_S = 60 * 60;

/** Bonus expiry on the job queue: once across nodes, due at start (a restart catches up) and every minute. */
export function scheduleBonuses(jobs: JobQueue, bonuses: Pick<BonusesService, 'expireDue' | 'grantWeekly'>): void {
  // Hourly rather than at Monday midnight: a node down then still grants the week within the hour it
  // is back, and a week already granted is a claimed row, so the other runs do nothing.
  jobs.every('bonus-weekly', BONUS_WEEKLY_S, async () => ({ granted: await bonuses.grantWeekly() }), {
    firstRun: 'now',
  });
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
