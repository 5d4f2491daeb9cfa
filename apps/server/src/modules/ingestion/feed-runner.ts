import type { FeedMessage } from '@meridian/feed/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { LeaderElection } from '../../platform/leader.js';
import type { IngestionService } from './ingestion.service.js';

/**
 * Runs the configured feed source on the elected leader only, so N nodes ingest each message once.
 * The simulator resumes from the last stored feed time. Its first delivery is a complete picture of
 * its world, so stored fixtures missing from it are cancelled; the stale-fixture sweep runs beside it
 * on the job queue (feed-sweep.ts). With `none` nothing runs (tests feed by hand); `amqp` is started
 * by its own adapter.
 */
export function runFeedOnLeader(
  config: AppConfig,
  leader: LeaderElection,
  ingestion: IngestionService,
  log: FastifyBaseLogger,
  now?: () => number,
): void {
  if (config.feed.source !== 'simulator') return;
  leader.run(async () => {
    // Loaded on the leader only: followers and tests never build the simulator.
    const { SimulatorSource } = await import('@meridian/feed/simulator-source');
    const resumeFromMs = await ingestion.lastTs();
    const source = new SimulatorSource({
      seed: config.feed.seed,
      speed: config.feed.speed,
      resumeFromMs,
      ...(now ? { now } : {}),
      // A batch that failed to store is delivered again with the next tick's messages.
      onError: (err) => log.error({ err }, 'feed batch failed; retrying with the next tick'),
    });
    let first = true;
    await source.start(async (messages: FeedMessage[]) => {
      if (!first) {
        await ingestion.ingest(messages);
        return;
      }
      const { retired } = await ingestion.ingestSnapshot(messages);
      first = false;
      if (retired.length > 0) log.warn({ retired }, 'fixtures absent from the feed were cancelled');
    });
    log.info({ seed: config.feed.seed, speed: config.feed.speed, resumeFromMs }, 'feed simulator started');
    return () => source.stop();
  });
}
