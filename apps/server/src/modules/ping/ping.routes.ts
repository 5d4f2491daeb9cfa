import { getPing } from '@meridian/contract/endpoints/ping';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';

export async function pingRoutes(app: FastifyInstance): Promise<void> {
  route(app, getPing, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ pong: true as const, unix_timestamp: Math.floor(Date.now() / 1000) });
  });
}
