import type { FastifyInstance } from 'fastify';
import { migrateProvider } from '../shared/migrations.js';
import type { StudioMountOptions } from '../shared/mount-options.js';
import { OperatorWallet } from '../shared/seamless-wallet.js';
import type { StudioGame } from './studio.game.js';
import { studioGames } from './studio.games.js';
import { STUDIO_MIGRATIONS } from './studio.migrations.js';
import { studioPlugin } from './studio.plugin.js';
import { StudioService } from './studio.service.js';
import { StudioStore } from './studio.store.js';

export type { OperatorTransport } from '../shared/seamless-wallet.js';
// The host sees these types and nothing else of the studio's internals, so a third-party studio can
// take its place by configuration (the dependency rules allow only this file).
export type { SqlRunner } from '../shared/sql.js';
export type { RecoveryPolicy, RecoveryReport } from './studio.recovery.js';
export { studioOwedWork, studioSchedule } from './studio.schedule.js';
export type { StudioService } from './studio.service.js';

/** The studio's schema on a database of its own. */
export const CASINO_GAMES_SCHEMA = 'games';

/** Its own `studio_*` tables go in the schema `games` unless told; the built files are the game pages'. */
export interface CasinoGamesMountOptions extends StudioMountOptions {
  /** The games offered; the studio's own catalogue when absent. */
  games?: ReadonlyMap<string, StudioGame>;
}

/** The built-in game studio's one public entry: makes its tables and registers it under `base`. */
export async function registerCasinoGames(
  app: FastifyInstance,
  options: CasinoGamesMountOptions,
): Promise<StudioService> {
  const schema = options.schema ?? CASINO_GAMES_SCHEMA;
  await migrateProvider(options.sql, schema, STUDIO_MIGRATIONS);
  const store = new StudioStore(options.sql, schema);
  const wallet = new OperatorWallet(options.transport, options.code, options.secret);
  const studio = new StudioService(store, wallet, options.games ?? studioGames());
  await app.register(studioPlugin, {
    studio,
    secret: options.secret,
    base: options.base,
    prefix: options.base,
    ...(options.publicUrl ? { origin: new URL(options.publicUrl).origin } : {}),
    ...(options.frameAncestors ? { frameAncestors: options.frameAncestors } : {}),
    ...(options.assetsDir === undefined ? {} : { assetsDir: options.assetsDir }),
  });
  return studio;
}
