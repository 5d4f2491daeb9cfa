import type { FastifyInstance } from 'fastify';
import { migrateProvider } from '../shared/migrations.js';
import type { StudioMountOptions } from '../shared/mount-options.js';
import { OWED_REST_S, type OwedWork } from '../shared/provider-jobs.js';
import { OperatorWallet } from '../shared/seamless-wallet.js';
import { type Clock, systemClock } from './clock.js';
import { LIVE_MIGRATIONS } from './live.migrations.js';
import { livePlugin } from './live.plugin.js';
import { LiveStudio, type LiveStudioOptions } from './live.service.js';
import { LiveStore } from './live.store.js';
import type { LiveTable } from './live.tables.js';

// The host sees these types and nothing else of the studio's internals, so another live provider
// can take its place by configuration (the dependency rules allow only this file).
export type { Clock } from './clock.js';
export { ManualClock } from './clock.js';
export type { LiveStudio } from './live.service.js';
export type { LiveTable } from './live.tables.js';
export { atSpeed, LIVE_TABLES } from './live.tables.js';

/** How soon at most after one delivery of the wins and refunds still owed the next may run (seconds). */
export const LIVE_DELIVERY_S = 2;

/**
 * Delivering what the studio owes the wallet, for a host's queue that runs it when it falls due
 * (the studio tells of it through its `workDue`). A studio running on its own sends its calls after
 * every settlement instead.
 */
export function liveOwedWork(studio: LiveStudio): OwedWork {
  return { name: 'live-casino-delivery', everyS: LIVE_DELIVERY_S, restS: OWED_REST_S, run: () => studio.deliverOwed() };
}

/** The studio's schema on a database of its own. */
export const LIVE_CASINO_SCHEMA = 'live';

/**
 * Its own `live_*` tables go in the schema `live` unless told; the built files are the table page's
 * and the launcher's.
 */
export interface LiveCasinoMountOptions extends StudioMountOptions {
  /** The casino id the lobby's launcher connects with. */
  casinoId?: string;
  /** The clock the tables keep their rounds on. */
  clock?: Clock;
  tables?: readonly LiveTable[];
  onError?: LiveStudioOptions['onError'];
  shoeOf?: LiveStudioOptions['shoeOf'];
  selfReconcile?: LiveStudioOptions['selfReconcile'];
}

/**
 * The live studio's one public entry: makes its tables and registers it under `base`. The tables
 * deal once `start()` is called on the answer, on one node of the host's.
 */
export async function registerLiveCasino(app: FastifyInstance, options: LiveCasinoMountOptions): Promise<LiveStudio> {
  const schema = options.schema ?? LIVE_CASINO_SCHEMA;
  await migrateProvider(options.sql, schema, LIVE_MIGRATIONS);
  const store = new LiveStore(options.sql, schema);
  const clock = options.clock ?? systemClock;
  // The wallet's signatures and the delivery of owed calls keep the wall clock, whatever the tables run on.
  const wallet = new OperatorWallet(options.transport, options.code, options.secret);
  const studio = new LiveStudio(store, wallet, clock, {
    ...(options.tables ? { tables: options.tables } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
    ...(options.shoeOf ? { shoeOf: options.shoeOf } : {}),
    ...(options.selfReconcile ? { selfReconcile: options.selfReconcile } : {}),
  });
  await app.register(livePlugin, {
    studio,
    secret: options.secret,
    base: options.base,
    origin: options.publicUrl ? new URL(options.publicUrl).origin : '',
    ...(options.frameAncestors ? { frameAncestors: options.frameAncestors } : {}),
    prefix: options.base,
    casinoId: options.casinoId ?? 'meridian',
    clock,
    ...(options.assetsDir ? { assetsDir: options.assetsDir } : {}),
  });
  return studio;
}
