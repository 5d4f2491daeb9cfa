import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { devPost } from '../../platform/dev-route.js';
import { validationFailed } from '../../platform/errors.js';
import { parseFeedMessages } from './amqp-source.js';

const ingestResultSchema = z.object({ accepted: z.number().int(), ignored: z.number().int() });

/**
 * `POST /dev/feed` (only with DEV_FEED=true): feed messages over HTTP, ingested exactly like a
 * source's batch. Browser journeys act as the feed provider with it, to settle a bet on cue.
 * Meant for one node: a real provider's feed goes through the leader's source.
 */
export async function devFeedRoutes(app: FastifyInstance): Promise<void> {
  devPost(
    app,
    '/dev/feed',
    { summary: 'Ingest feed messages (a message or an array of them)', body: z.unknown(), answer: ingestResultSchema },
    async (body) => {
      const messages = parseFeedMessages(Buffer.from(JSON.stringify(body ?? null)));
      if (!messages) throw validationFailed({ messages: ['Send a feed message or an array of them.'] });
      return app.services.ingestion.ingest(messages);
    },
  );
}
