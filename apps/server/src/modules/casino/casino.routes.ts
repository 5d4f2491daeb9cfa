import {
  getCasinoDictionaries,
  getCasinoGames,
  getCasinoProviders,
  postCasinoGamesLaunch,
} from '@meridian/contract/endpoints/casino';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad/;

/** `/casino/*`: the lobby's reads for everyone; a launch for real money needs a signed-in player. */
export async function casinoRoutes(app: FastifyInstance): Promise<void> {
  const { casino, dictionaries, settings } = app.services;

  route(app, getCasinoProviders, async (request) => {
    const offered = casino.providerIds();
    const { providers } = dictionaries.casino(request.ctx.language);
    return ok({ list: providers.filter((p) => offered.has(p.id)) });
  });

  route(app, getCasinoDictionaries, async (request) => ok(dictionaries.casino(request.ctx.language)));

  route(app, getCasinoGames, async (request) => ok({ list: casino.list(request.query) }));

  route(app, postCasinoGamesLaunch, async (request) =>
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
