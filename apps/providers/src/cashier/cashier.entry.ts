import type { FastifyInstance } from 'fastify';
import { migrateProvider } from '../shared/migrations.js';
import type { ProviderMountOptions } from '../shared/mount-options.js';
import { OWED_REST_S, type OwedWork } from '../shared/provider-jobs.js';
import { CASHIER_MIGRATIONS } from './cashier.migrations.js';
import { PlatformClient, type PlatformTransport } from './cashier.platform-client.js';
import { cashierPlugin } from './cashier.plugin.js';
import { CashierService } from './cashier.service.js';
import { CashierStore } from './cashier.store.js';

// The host sees these types and nothing else of the cashier's internals, so a real payment
// provider can take its place by configuration (the dependency rules allow only this file).
export type { OwedWork } from '../shared/provider-jobs.js';
export type { PlatformTransport } from './cashier.platform-client.js';
export type { CashierService } from './cashier.service.js';
export type { SqlRunner } from './cashier.store.js';

/** How soon at most after one run of the cashier's scheduled work the next may run (seconds). */
export const CASHIER_TICK_S = 1;

/**
 * The cashier's scheduled work, for whichever queue runs it: bank transfers arriving, payouts made
 * and reports sent again, each when it falls due (the service tells of them through its `workDue`).
 */
export function cashierOwedWork(cashier: CashierService): OwedWork {
  return { name: 'cashier-tick', everyS: CASHIER_TICK_S, restS: OWED_REST_S, run: () => cashier.tick() };
}

/** The cashier's schema on a database of its own. */
export const CASHIER_SCHEMA = 'cashier';

/** Its own `cashier_*` tables go in the schema `cashier` unless told. */
export interface CashierMountOptions extends ProviderMountOptions {
  /** How the cashier reaches the platform's public HTTP API. */
  transport: PlatformTransport;
  webhookSecret: string;
  bankDelayS: number;
}

/**
 * The built-in cashier's one public entry: builds it and registers its page and calls under `base`,
 * and the platform's payout calls (`POST {base}/api/payouts/:id/release|cancel`), signed with `webhookSecret`.
 */
export async function registerCashier(app: FastifyInstance, options: CashierMountOptions): Promise<CashierService> {
  const schema = options.schema ?? CASHIER_SCHEMA;
  await migrateProvider(options.sql, schema, CASHIER_MIGRATIONS);
  const store = new CashierStore(options.sql, schema);
  const platform = new PlatformClient(options.transport, options.webhookSecret);
  const cashier = new CashierService(store, platform, { bankDelayS: options.bankDelayS });
  await app.register(cashierPlugin, {
    cashier,
    base: options.base,
    prefix: options.base,
    secret: options.webhookSecret,
  });
  return cashier;
}
