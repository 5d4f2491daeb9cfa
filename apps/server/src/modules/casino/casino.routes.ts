import {
  casinoDictionariesSchema,
  casinoGameListSchema,
  casinoGamesQuerySchema,
  casinoLaunchRequestSchema,
  casinoLaunchSchema,
  casinoProviderListSchema,
} from '@meridian/contract/casino';
import { envelopeOf } from '@meridian/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { protect } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad/;

/** `/casino/*`: the lobby's reads for everyone; a launch for real money needs a signed-in player. */
export async function casinoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { casino, dictionaries, settings } = app.services;
  const tags = ['casino'];
  protect(app, 'optional');

  r.get(
    '/casino/providers',
    {
      schema: {
        tags,
        summary: 'The game providers with games in the lobby',
        response: { 200: envelopeOf(casinoProviderListSchema) },
      },
    },
    async (request) => {
      const offered = casino.providerIds();
      const { providers } = dictionaries.casino(request.ctx.language);
      return ok({ list: providers.filter((p) => offered.has(p.id)) });
    },
  );

  r.get(
    '/casino/dictionaries',
    {
      schema: {
        tags,
        summary: 'The casino’s categories (named in the request’s language) and providers',
        response: { 200: envelopeOf(casinoDictionariesSchema) },
      },
    },
    async (request) => ok(dictionaries.casino(request.ctx.language)),
  );

  r.get(
    '/casino/games',
    {
      schema: {
        tags,
        summary: 'Games in lobby order, filtered by provider, category, new, top, live and name (3+ characters)',
        querystring: casinoGamesQuerySchema,
        response: { 200: envelopeOf(casinoGameListSchema) },
      },
    },
    async (request) => ok({ list: casino.list(request.query) }),
  );

  r.post(
    '/casino/games/launch',
    {
      schema: {
        tags,
        summary:
          'Where a game runs: demo for anyone where the game has one; real play opens a game session on the ' +
          'chosen wallet (the default one when none is named) and needs sign-in (401 Unauthorized without it)',
        body: casinoLaunchRequestSchema,
        response: { 200: envelopeOf(casinoLaunchSchema) },
      },
    },
    async (request) =>
      ok(
        await casino.launch(request.body, {
          userId: request.user?.id ?? null,
          language: request.ctx.language,
          casinoOpen: settings.forClient({ ip: request.ip }).casino.is_open_regular,
          mobile: MOBILE_AGENT.test(request.headers['user-agent'] ?? ''),
        }),
      ),
  );
}
