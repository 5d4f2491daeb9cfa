import { envelopeOf } from '@meridian/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok } from './envelope.js';

/** What a development route takes and answers, as the OpenAPI document lists it under `dev`. */
export interface DevRouteShape<B extends z.ZodType, A extends z.ZodType> {
  summary: string;
  body: B;
  answer: A;
}

/**
 * A `POST /dev/…` route, only with DEV_FEED=true: outside /api/v1 and the contract, for demos and
 * browser journeys that play the feed or the operator. Its body is checked by `body`, and what the
 * handler gives is answered in the envelope.
 */
export function devPost<B extends z.ZodType, A extends z.ZodType>(
  app: FastifyInstance,
  path: `/dev/${string}`,
  shape: DevRouteShape<B, A>,
  handle: (body: z.infer<B>) => Promise<z.infer<A>>,
): void {
  if (!app.config.devFeed) return;
  app.route({
    method: 'POST',
    url: path,
    schema: { tags: ['dev'], summary: shape.summary, body: shape.body, response: { 200: envelopeOf(shape.answer) } },
    // The body was checked against `shape.body` before the handler runs.
    handler: async (request) => ok(await handle(request.body as z.infer<B>)),
  });
}
