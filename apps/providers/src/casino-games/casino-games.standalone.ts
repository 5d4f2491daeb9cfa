/**
 * The game studio as a service of its own: the platform asks it for game addresses over its signed
 * operator API, players' browsers load its game pages from `publicUrl` (framed by the operator's
 * sites), and it calls the operator's seamless wallet at `operatorUrl`.
 */
import { httpTransport, type Transport } from '../shared/signed-client.js';
import { buildStandalone, type Standalone, type StandaloneOptions } from '../shared/standalone.js';
import { CASINO_GAMES_SCHEMA, registerCasinoGames } from './casino-games.entry.js';
import type { RecoveryPolicy } from './studio.recovery.js';
import { studioOwedWork, studioSchedule } from './studio.schedule.js';
import type { StudioService } from './studio.service.js';

/** Where the studio's pages and calls live, as when the platform mounts it. */
export const CASINO_GAMES_BASE = '/providers/casino-games';

export interface CasinoGamesServerOptions extends Omit<StandaloneOptions, 'schema'> {
  operatorUrl: string;
  /** The platform's CASINO_GAMES_SECRET. */
  secret: string;
  publicUrl: string;
  /** The operator's sites that frame the game pages; the origin of `operatorUrl` unless told. */
  operatorSites?: readonly string[];
  assetsDir?: string;
  code?: string;
  schema?: string;
  policy?: RecoveryPolicy;
  transport?: Transport;
}

export function buildCasinoGamesServer(options: CasinoGamesServerOptions): Promise<Standalone<StudioService>> {
  const schema = options.schema ?? CASINO_GAMES_SCHEMA;
  return buildStandalone({ ...options, schema }, async (app, { sql, jobs }) => {
    const studio = await registerCasinoGames(app, {
      sql,
      schema,
      transport: options.transport ?? httpTransport(options.operatorUrl),
      code: options.code ?? 'meridian',
      secret: options.secret,
      base: CASINO_GAMES_BASE,
      publicUrl: options.publicUrl,
      frameAncestors: options.operatorSites ?? [new URL(options.operatorUrl).origin],
      ...(options.assetsDir ? { assetsDir: options.assetsDir } : {}),
    });
    const policy = options.policy ?? { stuckAfterS: 60, abandonedAfterS: 86_400 };
    jobs.whenOwed(studioOwedWork(studio), studio.workDue);
    for (const work of studioSchedule(studio, policy, app.log)) jobs.every(work.name, work.everyS, work.run);
    return studio;
  });
}
