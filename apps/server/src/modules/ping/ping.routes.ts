import { envelopeOf } from '@meridian/contract/envelope';
import { pingSchema } from '@meridian/contract/ping';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope.js';

export async function pingRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/ping',
    {
      schema: { tags: ['ping'], summary: 'Connectivity check', response: { 200: envelopeOf(pingSchema) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ pong: true as const, unix_timestamp: Math.floor(Date.now() / 1000) });
    },
  );
}
