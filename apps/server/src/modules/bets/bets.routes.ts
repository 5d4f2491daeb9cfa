import {
  betHistoryQuerySchema,
  betListSchema,
  betLoadQuerySchema,
  betLoadResultSchema,
  betMakeRequestSchema,
  betMakeResultSchema,
  betSaveRequestSchema,
  betSaveResultSchema,
  betUpdateRequestSchema,
  betUpdateResultSchema,
} from '@meridian/contract/bets';
import { envelopeOf } from '@meridian/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protect, signedIn } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';

/** `/bets/*` (001 §7): the slip's refresh and loading a shared slip for everyone; placing, sharing and history for the player. */
export async function betsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(publicBetRoutes);
  await app.register(placeBetRoute);
  await app.register(playerBetRoutes);
}

/**
 * `POST /bets/make`. The common bet is placed by one statement that also checks the session
 * (BetsService.placeAtOnce), so only the token is checked first; when that statement does not place
 * it, the full guard runs (401 for an ended session) and the bet is decided in full.
 */
async function placeBetRoute(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bets = app.services.bets;
  protect(app, 'token');

  r.post(
    '/bets/make',
    {
      // Only the token was checked on request: a refused body answers after the session is known good.
      attachValidation: true,
      schema: {
        tags: ['bets'],
        summary:
          'Places a bet; a live one answers wait_time and bet_uuid first, repeat it with that bet_uuid after the wait. ' +
          'A refusal answers error and the current selections; one bet_uuid makes at most one bet',
        body: betMakeRequestSchema,
        response: { 200: envelopeOf(betMakeResultSchema) },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        await app.guards.full.call(app, request, reply);
        throw request.validationError;
      }
      const language = request.ctx.language;
      const placed = await bets.placeAtOnce(app.fullSessionCondition(request), request.body, language);
      if (placed) return ok(placed);
      await app.guards.full.call(app, request, reply);
      return ok(await bets.make(signedIn(request).user.id, request.body, language));
    },
  );
}

async function publicBetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { bets, settings } = app.services;
  protect(app, 'optional');

  r.post(
    '/bets/update',
    {
      schema: {
        tags: ['bets'],
        summary:
          'Current odds, state and names (in the request’s language) of the slip’s selections (gone ones ' +
          'left out) and the largest stake now; ' +
          'with account_id (own wallet) the maximum is lowered to its balance',
        body: betUpdateRequestSchema,
        response: { 200: envelopeOf(betUpdateResultSchema) },
      },
    },
    async (request) => {
      const defaultCurrency = settings.forClient({ ip: request.ip }).currency_id;
      return ok(await bets.update(request.user?.id ?? null, request.body, defaultCurrency, request.ctx.language));
    },
  );

  // Share codes are passed around: a visitor loads a slip too and is asked to sign in only to place it.
  r.get(
    '/bets/load',
    {
      schema: {
        tags: ['bets'],
        summary: 'A shared slip’s selections still offered, with current names and odds (code case-insensitive)',
        querystring: betLoadQuerySchema,
        response: { 200: envelopeOf(betLoadResultSchema) },
      },
    },
    async (request) => ok(await bets.load(request.query.coupon_code, request.ctx.language)),
  );
}

async function playerBetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bets = app.services.bets;
  const tags = ['bets'];
  protect(app, 'full');

  r.post(
    '/bets/save',
    {
      schema: {
        tags,
        summary: 'Shares a slip: answers a code that loads the same selections until it expires',
        body: betSaveRequestSchema,
        response: { 200: envelopeOf(betSaveResultSchema) },
      },
    },
    async (request) => ok(await bets.save(signedIn(request).user.id, request.body.events)),
  );

  r.get(
    '/bets/history',
    {
      schema: {
        tags,
        summary: 'The player’s own bets, newest first; last_id pages, from/to default to the last 7 days',
        querystring: betHistoryQuerySchema,
        response: { 200: envelopeOf(betListSchema) },
      },
    },
    async (request) => ok({ list: await bets.history(signedIn(request).user.id, request.query, request.ctx.language) }),
  );
}
