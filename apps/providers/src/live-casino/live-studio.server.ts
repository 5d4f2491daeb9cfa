/**
 * The live studio as a service of its own: one process holds every table, and any number of the
 * operator's nodes share it. They ask it for table addresses over its signed operator API, their
 * players' browsers load its launcher and table pages and open its socket, and it calls the
 * operator's seamless wallet at `operatorUrl` (behind the operator's load balancer, any node answers).
 */
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ReconciliationReport } from '../shared/reconcile.js';
import type { OperatorTransport } from '../shared/seamless-wallet.js';
import { httpTransport } from '../shared/signed-client.js';
import { openStudioDatabase } from '../shared/studio-database.js';
import type { Clock } from './clock.js';
import type { LiveStudio } from './live.service.js';
import { LIVE_TABLES, type LiveTable } from './live.tables.js';
import { registerLiveCasino } from './live-casino.entry.js';

/** Where the studio's pages, script and calls live on its own host, as when an operator mounts it. */
export const LIVE_STUDIO_BASE = '/providers/live-casino';
/** The largest frame a player's socket may send (bets and seat requests are a few hundred bytes). */
const MAX_CLIENT_FRAME = 16 * 1024;
/** How often the studio compares its calls with the operator's record of them. */
const RECONCILE_EVERY_MS = 60 * 60 * 1000;

export interface LiveStudioServerOptions {
  /** The operator's address for the wallet calls, e.g. `https://www.meridian.example`. */
  operatorUrl: string;
  /** The key both sides sign with (the operator's LIVE_CASINO_SECRET). */
  secret: string;
  /** The studio's public address, which table addresses handed to the operator start with. */
  publicUrl: string;
  /** The operator's sites whose pages frame the tables; by default the origin of `operatorUrl`. */
  operatorSites?: readonly string[];
  /** The studio's own database: PostgreSQL at `databaseUrl`, else PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** The schema of the studio's tables in that database (`live` unless told). */
  schema?: string;
  /** The table page's and the launcher's built files. */
  assetsDir?: string;
  /** The studio's code at the operator. */
  code?: string;
  tables?: readonly LiveTable[];
  clock?: Clock;
  /** How the wallet calls travel (tests route them to several operator nodes). */
  transport?: OperatorTransport;
  logger?: FastifyServerOptions['logger'];
}

/** The operator's wallet over the network. */
export const operatorOverHttp = (operatorUrl: string): OperatorTransport => httpTransport(operatorUrl);

/**
 * Builds the studio's server and opens its database; the tables deal once `listen` is called on
 * the answer (a closed server stops them).
 */
export async function buildLiveStudioServer(
  options: LiveStudioServerOptions,
): Promise<{ app: FastifyInstance; studio: LiveStudio }> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const database = await openStudioDatabase({
    dataDir: options.dataDir,
    ...(options.databaseUrl ? { url: options.databaseUrl } : {}),
  });
  app.addHook('onClose', async () => database.close());
  await app.register(websocket, { options: { perMessageDeflate: false, maxPayload: MAX_CLIENT_FRAME } });
  const studio = await registerLiveCasino(app, {
    sql: database.sql,
    ...(options.schema ? { schema: options.schema } : {}),
    transport: options.transport ?? operatorOverHttp(options.operatorUrl),
    code: options.code ?? 'meridian-live',
    secret: options.secret,
    base: LIVE_STUDIO_BASE,
    publicUrl: options.publicUrl,
    frameAncestors: (options.operatorSites ?? [options.operatorUrl]).map((site) => new URL(site).origin),
    tables: options.tables ?? LIVE_TABLES,
    onError: (err, context) => app.log.error({ err }, `live studio: ${context}`),
    // No host's job queue here: owed calls go out after every settlement of any table, and the
    // reconciliation follows the settlements too.
    selfReconcile: { everyMs: RECONCILE_EVERY_MS, report: (report) => logReconciliation(app, report) },
    ...(options.assetsDir ? { assetsDir: options.assetsDir } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  app.get('/health', async () => ({ status: 'ok' }));
  app.addHook('onReady', async () => studio.start());
  app.addHook('preClose', async () => studio.stop());
  return { app, studio };
}

function logReconciliation(app: FastifyInstance, report: ReconciliationReport): void {
  if (!report.complete) app.log.warn('live studio reconciliation could not read the wallet record');
  else if (report.mismatches.length > 0) {
    app.log.error({ mismatches: report.mismatches }, 'live studio reconciliation found differences');
  }
}
