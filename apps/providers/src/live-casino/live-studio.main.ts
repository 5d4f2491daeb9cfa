/**
 * Starts the live studio on its own (`npm run live-studio`), for an operator running several nodes:
 * they all point LIVE_CASINO_URL at it. Settings come from the environment (docs/live-casino.md).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStandalone } from '../shared/standalone.js';
import { atSpeed, LIVE_TABLES } from './live.tables.js';
import { buildLiveStudioServer } from './live-studio.server.js';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.LIVE_STUDIO_PORT ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) fail('LIVE_STUDIO_PORT must be a port number.');
  const secret = env.LIVE_CASINO_SECRET ?? '';
  if (secret.length < 32) fail('LIVE_CASINO_SECRET must be set to the operator’s key (at least 32 characters).');
  const operatorUrl = env.OPERATOR_URL ?? 'http://127.0.0.1:8080';
  const publicUrl = env.LIVE_STUDIO_PUBLIC_URL ?? `http://localhost:${port}`;
  for (const [name, value] of [
    ['OPERATOR_URL', operatorUrl],
    ['LIVE_STUDIO_PUBLIC_URL', publicUrl],
  ] as const) {
    if (!URL.canParse(value)) fail(`${name} must be an address such as http://127.0.0.1:8080.`);
  }
  const sites = env.OPERATOR_SITES?.split(',')
    .map((site) => site.trim())
    .filter(Boolean);
  if (sites?.some((site) => !URL.canParse(site))) fail('OPERATOR_SITES must be addresses separated by commas.');
  const speed = Number(env.LIVE_CASINO_SPEED ?? 1);
  if (!(speed >= 0.1 && speed <= 100)) fail('LIVE_CASINO_SPEED must be between 0.1 and 100.');
  // Bundled beside the server's build: the table page and launcher are in ./live-casino.
  const here = fileURLToPath(new URL('.', import.meta.url));

  const { app } = await buildLiveStudioServer({
    operatorUrl,
    secret,
    publicUrl,
    ...(sites ? { operatorSites: sites } : {}),
    dataDir: env.LIVE_STUDIO_DATA_DIR ?? './data/live-studio',
    ...(env.LIVE_STUDIO_DATABASE_URL ? { databaseUrl: env.LIVE_STUDIO_DATABASE_URL } : {}),
    ...(env.LIVE_STUDIO_SCHEMA ? { schema: env.LIVE_STUDIO_SCHEMA } : {}),
    assetsDir: env.LIVE_STUDIO_ASSETS_DIR ?? join(here, 'live-casino'),
    tables: atSpeed(LIVE_TABLES, speed),
    logger: { level: env.LOG_LEVEL ?? 'info' },
  });
  await serveStandalone(app, { host: env.HOST ?? '0.0.0.0', port, publicUrl, operatorUrl }, 'Meridian Live studio');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
