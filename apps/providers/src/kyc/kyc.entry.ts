import type { FastifyInstance } from 'fastify';
import { migrateProvider } from '../shared/migrations.js';
import { OWED_REST_S, type OwedWork } from '../shared/provider-jobs.js';
import type { SqlRunner } from '../shared/sql.js';
import { KycDelivery } from './kyc.delivery.js';
import { ImageChecks } from './kyc.image-checks.js';
import { KYC_MIGRATIONS } from './kyc.migrations.js';
import { type OperatorTransport, OperatorWebhook } from './kyc.operator-client.js';
import { kycPlugin } from './kyc.plugin.js';
import { KycService } from './kyc.service.js';
import { KycStore } from './kyc.store.js';

// The host sees these types and nothing else of the provider's internals, so a real verification
// vendor can take its place by configuration (the dependency rules allow only this file).
export type { OwedWork } from '../shared/provider-jobs.js';
export type { SqlRunner } from '../shared/sql.js';
export type { OperatorTransport } from './kyc.operator-client.js';
export type { KycService } from './kyc.service.js';

/** How long an access token lets the widget act: a session's worth, renewed through the SDK. */
export const KYC_TOKEN_TTL_S = 30 * 60;

/** How often at most the webhooks owed are sent again (seconds). */
export const KYC_DELIVERY_S = 5;

/**
 * The provider's scheduled work, for whichever queue runs it: the webhooks owed, sent when they
 * fall due (the service tells of them through its `workDue`), and tokens expired long ago forgotten.
 */
export function kycOwedWork(kyc: KycService): OwedWork {
  return { name: 'kyc-delivery', everyS: KYC_DELIVERY_S, restS: OWED_REST_S, run: () => kyc.tick() };
}

/** The provider's schema on a database of its own. */
export const KYC_SCHEMA = 'kyc';

export interface KycMountOptions {
  /** Plain SQL on the host's database, for the provider's own `kyc_*` tables (files included). */
  sql: SqlRunner;
  /** The provider's own schema for its `kyc_*` tables (`kyc` unless told). */
  schema?: string;
  /** How the provider reaches the operator's webhook. */
  transport: OperatorTransport;
  /** The operator's webhook: a path on its origin, or a full address. */
  webhookPath: string;
  /** The key both sides sign with. */
  secret: string;
  /** The path the provider's SDK, widget and calls live under. */
  base: string;
  /** The operator's sites that may frame the widget, besides the provider's own origin. */
  operatorSites?: readonly string[];
  /** The folder of the SDK's and the widget's built files; without it they answer that they are not built. */
  assetsDir?: string;
  tokenTtlS?: number;
  now?: () => Date;
  /**
   * The bundled worker that checks photos' pixels (the host's build of kyc.image.worker.ts);
   * unset, the TypeScript source runs through tsx.
   */
  imageWorker?: string;
  /** A demo: every complete submission approved by itself, which the widget says. Never where players are. */
  autoApprove?: boolean;
}

/** The built-in verification provider's one public entry: makes its tables and registers it under `base`. */
export async function registerKyc(app: FastifyInstance, options: KycMountOptions): Promise<KycService> {
  const schema = options.schema ?? KYC_SCHEMA;
  await migrateProvider(options.sql, schema, KYC_MIGRATIONS);
  const store = new KycStore(options.sql, schema);
  const now = options.now ?? (() => new Date());
  const webhook = new OperatorWebhook(options.transport, options.secret, options.webhookPath, () => now().getTime());
  const kyc = new KycService(store, new KycDelivery(webhook, now), {
    tokenTtlS: options.tokenTtlS ?? KYC_TOKEN_TTL_S,
    now,
    images: new ImageChecks(options.imageWorker ? { workerPath: options.imageWorker } : {}),
    autoApprove: options.autoApprove ?? false,
  });
  await app.register(kycPlugin, {
    kyc,
    secret: options.secret,
    base: options.base,
    prefix: options.base,
    ...(options.operatorSites ? { operatorSites: options.operatorSites } : {}),
    ...(options.assetsDir ? { assetsDir: options.assetsDir } : {}),
    nowMs: () => now().getTime(),
  });
  return kyc;
}
