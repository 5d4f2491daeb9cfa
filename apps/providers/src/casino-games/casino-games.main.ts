/** Starts the game studio on its own (`npm run casino-games`); settings from the environment (docs/casino-games.md). */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStandalone, standaloneEnv } from '../shared/standalone.js';
import { buildCasinoGamesServer } from './casino-games.standalone.js';

const settings = standaloneEnv('CASINO_GAMES', { port: 8092, dataDir: './data/casino-games' });
if ('error' in settings) {
  console.error(settings.error);
  process.exit(2);
}
// Bundled beside the server's build: the game pages are in ./casino-games.
const here = fileURLToPath(new URL('.', import.meta.url));
const { app } = await buildCasinoGamesServer({
  operatorUrl: settings.operatorUrl,
  secret: settings.secret,
  publicUrl: settings.publicUrl,
  operatorSites: settings.operatorSites,
  assetsDir: process.env.CASINO_GAMES_ASSETS_DIR ?? join(here, 'casino-games'),
  dataDir: settings.dataDir,
  ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}),
  ...(settings.schema ? { schema: settings.schema } : {}),
  policy: {
    stuckAfterS: Number(process.env.CASINO_ROUND_RECOVERY_S ?? 60),
    abandonedAfterS: Number(process.env.CASINO_ROUND_ABANDON_S ?? 86_400),
  },
  logger: { level: settings.logLevel },
});
await serveStandalone(app, settings, 'Meridian game studio');
