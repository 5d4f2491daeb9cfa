import type { OwedWork } from '@meridian/providers/cashier/cashier.entry';
import type { JobQueue } from './jobs.js';

/**
 * A built-in provider's owed work on the job queue, once across nodes: run when it said work falls
 * due, and woken by what the provider tells (`due`: its service's `workDue`) as it happens.
 */
export function scheduleOwedWork(
  jobs: JobQueue,
  work: OwedWork,
  due: { listen(listener: (at: Date) => void): unknown },
): void {
  jobs.whenOwed(work.name, { seconds: work.everyS, restS: work.restS }, work.run);
  due.listen((at) => {
    void jobs.wake(work.name, at);
  });
}
