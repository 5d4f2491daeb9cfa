import type { JobQueue } from '../../platform/jobs.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { ResponsibleGamingService } from './responsible-gaming.service.js';

/** Tells the sockets of sessions a screening ended, once the transaction that ended them commits. */
export const RG_SESSIONS_ENDED_QUEUE = 'rg-sessions-ended';

interface SessionsEnded {
  ended: { user_id: string; sessions: string[] }[];
}

/**
 * A sign-up, sign-in or identity approval that grows a register entry ends the sessions of the
 * person's other accounts inside its own transaction, which this module does not commit: the news
 * for their sockets goes as a job written in that transaction, so it exists only if it commits.
 */
export function scheduleResponsibleGaming(
  jobs: JobQueue,
  rg: Pick<ResponsibleGamingService, 'screening'>,
  sessions: Pick<SessionsService, 'announceEnded'>,
): void {
  jobs.define<SessionsEnded>(
    RG_SESSIONS_ENDED_QUEUE,
    async ({ ended }) => {
      for (const one of ended) sessions.announceEnded(BigInt(one.user_id), one.sessions);
    },
    { retryLimit: 2, retryDelaySeconds: 1 },
  );
  rg.screening.useAnnouncer(async (trx, ended) => {
    const data: SessionsEnded = {
      ended: ended.map((one) => ({ user_id: String(one.userId), sessions: one.sessionIds })),
    };
    await jobs.send(RG_SESSIONS_ENDED_QUEUE, data, { trx });
  });
}
