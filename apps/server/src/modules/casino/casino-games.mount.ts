import { join } from 'node:path';
import { registerCasinoGames, type StudioService } from '@meridian/providers/casino-games/casino-games.entry';
import type { FastifyInstance } from 'fastify';
import { serverPaths } from '../../paths.js';
import { injectTransport, providerSchemaOf, sqlRunner } from '../../platform/provider-mount.js';
import { fetchProviderTransport } from '../../platform/provider-transport.js';

/** Where the built-in studio's pages and calls live. */
export const CASINO_GAMES_BASE = '/providers/casino-games';
/** The studio's code in casino_providers. */
export const CASINO_GAMES_CODE = 'meridian';
/**
 * The game pages' built files: `npm run build` writes them beside the server's bundle
 * (apps/server/dist/casino-games), found like the web app's build from the server package folder.
 */
export const CASINO_GAMES_ASSETS = join(serverPaths.root, 'dist/casino-games');

/**
 * Mounts the built-in game studio and connects it to the casino as its provider: the platform
 * asks it for game addresses over its operator API, and it calls the platform's seamless wallet,
 * both signed with the same key. Either side could be a remote service by configuration.
 */
export async function mountCasinoGames(
  app: FastifyInstance,
  options: { secret: string; assetsDir?: string },
): Promise<StudioService> {
  const transport = injectTransport(app);
  const studio = await registerCasinoGames(app, {
    sql: sqlRunner(app.database.db),
    schema: providerSchemaOf(app.database.schema, 'casinoGames'),
    transport,
    code: CASINO_GAMES_CODE,
    secret: options.secret,
    base: CASINO_GAMES_BASE,
    assetsDir: options.assetsDir ?? CASINO_GAMES_ASSETS,
  });
  app.services.casino.connect({
    code: CASINO_GAMES_CODE,
    secret: options.secret,
    gameUrlPath: `${CASINO_GAMES_BASE}/api/game/url`,
    freeRoundsPath: `${CASINO_GAMES_BASE}/api/free-rounds`,
    transport,
  });
  return studio;
}

/**
 * Connects the casino to a game studio running on its own at `origin` (CASINO_GAMES_URL), shared by
 * every node: launches and free rounds go to its operator API over the network, and the game pages
 * load from it (the page policy names its origin). Its scheduled work runs there.
 */
export function connectCasinoGames(app: FastifyInstance, options: { origin: string; secret: string }): null {
  app.services.casino.connect({
    code: CASINO_GAMES_CODE,
    secret: options.secret,
    gameUrlPath: `${options.origin}${CASINO_GAMES_BASE}/api/game/url`,
    freeRoundsPath: `${options.origin}${CASINO_GAMES_BASE}/api/free-rounds`,
    transport: fetchProviderTransport(),
  });
  return null;
}
