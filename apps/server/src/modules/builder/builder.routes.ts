import { postBetsBuilder } from '@meridian/contract/endpoints/bet-builder';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';

/** `POST /bets/builder`: public, as the slip's refresh is; a visitor builds a combination too. */
export async function builderRoutes(app: FastifyInstance): Promise<void> {
  const builder = app.services.builder;

  route(app, postBetsBuilder, async (request) => ok(await builder.price(request.body, request.ctx.language)));
}
