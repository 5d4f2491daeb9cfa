import { envelopeOf } from '@meridian/contract/envelope';
import {
  favoriteRequestSchema,
  favoriteResultSchema,
  favoritesCountSchema,
  favoritesQuerySchema,
  matchListSchema,
} from '@meridian/contract/events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protect, signedIn } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';
import { validationFailed } from '../../platform/errors.js';

/** `/user/favorites*`: the signed-in player's favorite matches. */
export async function favoritesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const favorites = app.services.favorites;
  const tags = ['favorites'];
  protect(app, 'full');

  r.get(
    '/user/favorites',
    {
      schema: {
        tags,
        summary: 'Favorite line and live matches, newest favorite first (ask page size + 1)',
        querystring: favoritesQuerySchema,
        response: { 200: envelopeOf(matchListSchema) },
      },
    },
    async (request) => {
      const { limit, offset, statuses } = request.query;
      const page = { limit, offset, statuses: statuses ? statuses.split(',').map(Number) : null };
      return ok({ list: await favorites.list(signedIn(request).user.id, page, request.ctx.language) });
    },
  );

  r.get(
    '/user/favorites/count',
    {
      schema: {
        tags,
        summary: 'How many favorite matches are on the line or live',
        response: { 200: envelopeOf(favoritesCountSchema) },
      },
    },
    async (request) => ok({ total: await favorites.count(signedIn(request).user.id) }),
  );

  r.post(
    '/user/favorites',
    {
      schema: {
        tags,
        summary: 'Adds a line or live match to the favorites (adding twice is fine)',
        body: favoriteRequestSchema,
        response: { 200: envelopeOf(favoriteResultSchema) },
      },
    },
    async (request) => ok(await favorites.add(signedIn(request).user.id, request.body.event_id)),
  );

  r.delete(
    '/user/favorites',
    {
      schema: {
        tags,
        summary: 'Removes a match from the favorites; `event_id` in the body or the query',
        body: favoriteRequestSchema.nullish(),
        querystring: favoriteRequestSchema.partial(),
        response: { 200: envelopeOf(favoriteResultSchema) },
      },
    },
    async (request) => {
      const eventId = request.body?.event_id ?? request.query.event_id;
      if (eventId === undefined) throw validationFailed({ event_id: ['The event id is required.'] });
      return ok(await favorites.remove(signedIn(request).user.id, eventId));
    },
  );
}
