import { envelopeOf } from '@meridian/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { validationFailed } from '../../platform/errors.js';
import { parseFeedMessages } from './amqp-source.js';

const ingestResultSchema = z.object({ accepted: z.number().int(), ignored: z.number().int() });

/**
 * `POST /dev/feed` (only with DEV_FEED=true): feed messages over HTTP, ingested exactly like a
 * source's batch. Browser journeys act as the feed provider with it, to settle a bet on cue.
 * Meant for one node: a real provider's feed goes through the leader's source.
 */
export async function devFeedRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.devFeed) return;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/feed',
    {
      schema: {
        tags: ['dev'],
        summary: 'Ingest feed messages (a message or an array of them)',
        body: z.unknown(),
        response: { 200: envelopeOf(ingestResultSchema) },
      },
    },
    async (request) => {
      const messages = parseFeedMessages(Buffer.from(JSON.stringify(request.body ?? null)));
      if (!messages) throw validationFailed({ messages: ['Send a feed message or an array of them.'] });
      return ok(await app.services.ingestion.ingest(messages));
    },
  );
}
