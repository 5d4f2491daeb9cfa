import {
  getEventsBySource,
  postEventsBySourceMatches,
  postEventsBySourceMatchesBest,
  postEventsBySourceSports,
  postEventsBySourceTournaments,
  postEventsMatch,
  postEventsResults,
  postEventsResultsInfo,
  postEventsSearch,
} from '@meridian/contract/endpoints/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { sendAnswer } from './serialized-answer.js';

/** `/events/*` (001 §7): catalog reads from memory, results from the database. */
export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  const { events, favorites } = app.services;

  const favoritesOf = async (request: FastifyRequest) => (request.user ? favorites.ids(request.user.id) : null);

  route(app, getEventsBySource, async (request, reply) =>
    sendAnswer(request, reply, events.summary(request.params.source, request.ctx.language)),
  );

  route(app, postEventsBySourceSports, async (request, reply) =>
    sendAnswer(request, reply, events.sports(request.params.source, request.body.time_range, request.ctx.language)),
  );

  route(app, postEventsBySourceTournaments, async (request, reply) => {
    const { sports, countries, time_range } = request.body;
    const filter = { sports, countries, timeRange: time_range };
    return sendAnswer(request, reply, events.tournaments(request.params.source, filter, request.ctx.language));
  });

  route(app, postEventsBySourceMatches, async (request, reply) => {
    const { tournaments, markets, time_range } = request.body;
    const filter = { tournaments, timeRange: time_range };
    const body = events.matches(
      request.params.source,
      filter,
      markets,
      request.ctx.language,
      await favoritesOf(request),
    );
    return sendAnswer(request, reply, body);
  });

  route(app, postEventsBySourceMatchesBest, async (request, reply) => {
    const { limit, markets, time_range, sport_id } = request.body;
    const params = { limit, set: markets, timeRange: time_range, sportId: sport_id };
    const favoriteIds = request.ctx.bearer ? await favoritesOf(request) : null;
    return sendAnswer(request, reply, events.best(request.params.source, params, request.ctx.language, favoriteIds));
  });

  route(app, postEventsMatch, async (request, reply) => {
    const { ids, part_id } = request.body;
    return sendAnswer(request, reply, events.byIds(ids, part_id, request.ctx.language, await favoritesOf(request)));
  });

  route(app, postEventsSearch, async (request, reply) => {
    const { text, limit } = request.body;
    return sendAnswer(request, reply, events.search(text, limit, request.ctx.language, await favoritesOf(request)));
  });

  route(app, postEventsResults, async (request) => ok(await events.results(request.body, request.ctx.language)));

  route(app, postEventsResultsInfo, async (request) =>
    ok(await events.resultInfo(request.body.id, request.ctx.language)),
  );
}
