import {
  deleteUserFavorites,
  getUserFavorites,
  getUserFavoritesCount,
  postUserFavorites,
} from '@meridian/contract/endpoints/favorites';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../platform/auth.js';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { validationFailed } from '../../platform/errors.js';

/** `/user/favorites*`: the signed-in player's favorite matches. */
export async function favoritesRoutes(app: FastifyInstance): Promise<void> {
  const favorites = app.services.favorites;

  route(app, getUserFavorites, async (request) => {
    const { limit, offset, statuses } = request.query;
    const page = { limit, offset, statuses: statuses ? statuses.split(',').map(Number) : null };
    return ok({ list: await favorites.list(signedIn(request).user.id, page, request.ctx.language) });
  });

  route(app, getUserFavoritesCount, async (request) => ok({ total: await favorites.count(signedIn(request).user.id) }));

  route(app, postUserFavorites, async (request) =>
    ok(await favorites.add(signedIn(request).user.id, request.body.event_id)),
  );

  route(app, deleteUserFavorites, async (request) => {
    const eventId = request.body?.event_id ?? request.query.event_id;
    if (eventId === undefined) throw validationFailed({ event_id: ['The event id is required.'] });
    return ok(await favorites.remove(signedIn(request).user.id, eventId));
  });
}
