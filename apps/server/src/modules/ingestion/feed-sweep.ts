import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { JobQueue } from '../../platform/jobs.js';
import { DEFAULT_STALE_THRESHOLDS, SWEEP_INTERVAL_MS, thresholdsForSpeed } from './ingestion.retire.js';
import type { IngestionService } from './ingestion.service.js';

/**
 * The stale-fixture sweep alongside any feed source (the simulator or AMQP; none with `none`): a
 * job on the queue every SWEEP_INTERVAL_MS, first due one interval after start, run by one node of
 * all, whichever runs the feed. It may run before the feed's first batch after a restart: the sweep
 * judges staleness at the newest stored feed time when that is earlier than now, so the feed's own
 * gap is not taken for silence. It may run beside ingestion on another node: the writes of sports
 * data keep the newer feed time of each match, whoever writes first.
 */
export function scheduleStaleSweep(
  config: Pick<AppConfig, 'feed'>,
  jobs: JobQueue,
  ingestion: Pick<IngestionService, 'sweepStale'>,
  log: FastifyBaseLogger,
): void {
  const { source, speed } = config.feed;
  if (source === 'none') return;
  // A slowed-down simulated match is silent for longer in wall time; a provider's feed plays in real time.
  const thresholds = source === 'simulator' ? thresholdsForSpeed(speed) : DEFAULT_STALE_THRESHOLDS;
  jobs.every('ingestion-stale-sweep', SWEEP_INTERVAL_MS / 1000, async () => {
    const retired = await ingestion.sweepStale(Date.now(), thresholds);
    if (retired.length > 0) log.warn({ retired }, 'fixtures the feed stopped updating were cancelled');
  });
}
