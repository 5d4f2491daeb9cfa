import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_STALE_THRESHOLDS, type StaleThresholds, SWEEP_INTERVAL_MS } from './ingestion.retire.js';
import type { IngestionService } from './ingestion.service.js';

export interface StaleSweepOptions {
  thresholds?: StaleThresholds;
  intervalMs?: number;
}

/**
 * Runs the stale-fixture sweep periodically; call on the leader once its feed source has delivered
 * its first batch (before that, every stored fixture looks silent). Returns the function that stops
 * it, which waits for a sweep in progress.
 */
export function startStaleSweep(
  ingestion: Pick<IngestionService, 'sweepStale'>,
  log: FastifyBaseLogger,
  options: StaleSweepOptions = {},
): () => Promise<void> {
  const thresholds = options.thresholds ?? DEFAULT_STALE_THRESHOLDS;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = ingestion
      .sweepStale(Date.now(), thresholds)
      .then((retired) => {
        if (retired.length > 0) log.warn({ retired }, 'fixtures the feed stopped updating were cancelled');
      })
      .catch((err) => log.error({ err }, 'stale fixture sweep failed'))
      .finally(() => {
        running = null;
      });
  }, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
