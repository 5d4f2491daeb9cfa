import { envelopeOf } from '@meridian/contract/envelope';
import {
  matchesBestRequestSchema,
  matchesRequestSchema,
  matchListSchema,
  matchRequestSchema,
  resultsInfoRequestSchema,
  resultsRequestSchema,
  resultsResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
  sourceParamsSchema,
  sourceSummarySchema,
  sportsRequestSchema,
  sportsResponseSchema,
  statisticsSchema,
  tournamentsRequestSchema,
  tournamentsResponseSchema,
} from '@meridian/contract/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { sendAnswer } from './serialized-answer.js';

/** `/events/*` (001 §7): catalog reads from memory, results from the database. */
export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { events, favorites } = app.services;
  const tags = ['events'];
  const optional = app.guards.optional;
  const favoritesOf = async (request: FastifyRequest) => (request.user ? favorites.ids(request.user.id) : null);

  r.get(
    '/events/:source',
    {
      schema: {
        tags,
        summary: 'Sports of the source with match counts, and the total',
        params: sourceParamsSchema,
        response: { 200: envelopeOf(sourceSummarySchema) },
      },
    },
    async (request, reply) => sendAnswer(request, reply, events.summary(request.params.source, request.ctx.language)),
  );

  r.post(
    '/events/:source/sports',
    {
      schema: {
        tags,
        summary: 'Sports of the source with match counts (time_range filters the line only)',
        params: sourceParamsSchema,
        body: sportsRequestSchema,
        response: { 200: envelopeOf(sportsResponseSchema) },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, events.sports(request.params.source, request.body.time_range, request.ctx.language)),
  );

  r.post(
    '/events/:source/tournaments',
    {
      schema: {
        tags,
        summary: 'Tournaments per sport, top first then by name; `matches` stays empty',
        params: sourceParamsSchema,
        body: tournamentsRequestSchema,
        response: { 200: envelopeOf(tournamentsResponseSchema) },
      },
    },
    async (request, reply) => {
      const { sports, countries, time_range } = request.body;
      const filter = { sports, countries, timeRange: time_range };
      return sendAnswer(request, reply, events.tournaments(request.params.source, filter, request.ctx.language));
    },
  );

  r.post(
    '/events/:source/matches',
    {
      onRequest: optional,
      schema: {
        tags,
        summary: 'Matches of the given tournaments with a market set, by start time',
        params: sourceParamsSchema,
        body: matchesRequestSchema,
        response: { 200: envelopeOf(matchListSchema) },
      },
    },
    async (request, reply) => {
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
    },
  );

  r.post(
    '/events/:source/matches-best',
    {
      onRequest: optional,
      schema: {
        tags,
        summary: 'The best matches: top tournaments first, then by start time',
        params: sourceParamsSchema,
        body: matchesBestRequestSchema,
        response: { 200: envelopeOf(matchListSchema) },
      },
    },
    async (request, reply) => {
      const { limit, markets, time_range, sport_id } = request.body;
      const params = { limit, set: markets, timeRange: time_range, sportId: sport_id };
      const favoriteIds = request.ctx.bearer ? await favoritesOf(request) : null;
      return sendAnswer(request, reply, events.best(request.params.source, params, request.ctx.language, favoriteIds));
    },
  );

  r.post(
    '/events/match',
    {
      onRequest: optional,
      schema: {
        tags,
        summary: 'Matches by id with the markets of one part (the root part by default); unknown ids are left out',
        body: matchRequestSchema,
        response: { 200: envelopeOf(matchListSchema) },
      },
    },
    async (request, reply) => {
      const { ids, part_id } = request.body;
      return sendAnswer(request, reply, events.byIds(ids, part_id, request.ctx.language, await favoritesOf(request)));
    },
  );

  r.post(
    '/events/search',
    {
      onRequest: optional,
      schema: {
        tags,
        summary: 'Line and live matches whose team or tournament name contains the text (3 letters at least)',
        body: searchRequestSchema,
        response: { 200: envelopeOf(searchResponseSchema) },
      },
    },
    async (request, reply) => {
      const { text, limit } = request.body;
      return sendAnswer(request, reply, events.search(text, limit, request.ctx.language, await favoritesOf(request)));
    },
  );

  r.post(
    '/events/results',
    {
      schema: {
        tags,
        summary: 'Ended and cancelled matches, newest first, with filters and paging',
        body: resultsRequestSchema,
        response: { 200: envelopeOf(resultsResponseSchema) },
      },
    },
    async (request) => ok(await events.results(request.body, request.ctx.language)),
  );

  r.post(
    '/events/results/info',
    {
      schema: {
        tags,
        summary: 'Statistics of a match by part; 404 for an unknown match',
        body: resultsInfoRequestSchema,
        response: { 200: envelopeOf(statisticsSchema) },
      },
    },
    async (request) => ok(await events.resultInfo(request.body.id, request.ctx.language)),
  );
}
