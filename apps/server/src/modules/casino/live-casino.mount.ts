import { join } from 'node:path';
import {
  atSpeed,
  type Clock,
  LIVE_TABLES,
  type LiveStudio,
  liveOwedWork,
  registerLiveCasino,
} from '@meridian/providers/live-casino/live-casino.entry';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { serverPaths } from '../../paths.js';
import type { JobQueue } from '../../platform/jobs.js';
import type { LeaderElection } from '../../platform/leader.js';
import { scheduleOwedWork } from '../../platform/provider-jobs.js';
import { injectTransport, providerSchemaOf, sqlRunner } from '../../platform/provider-mount.js';
import { fetchProviderTransport } from '../../platform/provider-transport.js';

/** Where the built-in live studio's pages, script and calls live. */
export const LIVE_CASINO_BASE = '/providers/live-casino';
/** The live studio's code in casino_providers. */
export const LIVE_CASINO_CODE = 'meridian-live';
/** The table page's and the launcher's built files: `npm run build` writes them beside the server's bundle. */
export const LIVE_CASINO_ASSETS = join(serverPaths.root, 'dist/live-casino');

/**
 * Mounts the built-in live studio and connects it to the casino as the provider of the live tables:
 * the platform asks it for table addresses over its operator API, and it calls the platform's
 * seamless wallet, both signed with the same key.
 */
export async function mountLiveCasino(
  app: FastifyInstance,
  options: {
    secret: string;
    /** How many times faster than real the rounds run (LIVE_CASINO_SPEED). */
    speed?: number;
    clock?: Clock;
    shoeOf?: Parameters<typeof registerLiveCasino>[1]['shoeOf'];
  },
): Promise<LiveStudio> {
  const transport = injectTransport(app);
  const studio = await registerLiveCasino(app, {
    sql: sqlRunner(app.database.db),
    schema: providerSchemaOf(app.database.schema, 'liveCasino'),
    transport,
    code: LIVE_CASINO_CODE,
    secret: options.secret,
    base: LIVE_CASINO_BASE,
    assetsDir: LIVE_CASINO_ASSETS,
    tables: atSpeed(LIVE_TABLES, options.speed ?? 1),
    onError: (err, context) => app.log.error({ err }, `live studio: ${context}`),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.shoeOf ? { shoeOf: options.shoeOf } : {}),
  });
  app.services.casino.connect({
    code: LIVE_CASINO_CODE,
    secret: options.secret,
    gameUrlPath: `${LIVE_CASINO_BASE}/api/game/url`,
    transport,
  });
  return studio;
}

/**
 * Connects the casino to a live studio running on its own at `origin` (LIVE_CASINO_URL), shared by
 * every node: launches go to its operator API over the network, and the lobby's launcher, socket and
 * table pages load from it (settings and the page policy name its origin).
 */
export function connectLiveStudio(app: FastifyInstance, options: { origin: string; secret: string }): null {
  app.services.casino.connect({
    code: LIVE_CASINO_CODE,
    secret: options.secret,
    gameUrlPath: `${options.origin}${LIVE_CASINO_BASE}/api/game/url`,
    transport: fetchProviderTransport(),
  });
  return null;
}

/**
 * The tables deal on one node: the elected one (a shared table is one clock for every player).
 * Starting voids what a stopped node left unfinished, so a new leader refunds its rounds.
 */
export function runLiveTablesOnLeader(leader: LeaderElection, studio: LiveStudio): void {
  leader.run(async () => {
    await studio.start();
    return async () => studio.stop();
  });
}

/** How often the live studio's calls of the last two hours are reconciled with the wallet's record. */
export const LIVE_RECONCILE_S = 60 * 60;

/**
 * The live studio's scheduled work on the job queue, once across nodes: delivering what it owes the
 * wallet when it falls due, and an hourly reconciliation whose differences are logged for an operator.
 */
export function scheduleLiveCasino(jobs: JobQueue, studio: LiveStudio, log: FastifyBaseLogger): void {
  scheduleOwedWork(jobs, liveOwedWork(studio), studio.workDue);
  jobs.every('live-casino-reconcile', LIVE_RECONCILE_S, async () => {
    const now = Date.now();
    const report = await studio.reconcile(now - 2 * LIVE_RECONCILE_S * 1000, now);
    if (!report.complete) log.warn('live studio reconciliation could not read the wallet record');
    else if (report.mismatches.length > 0) {
      log.error({ mismatches: report.mismatches }, 'live studio reconciliation found differences');
    }
    return report;
  });
}
