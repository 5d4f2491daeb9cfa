import { join } from 'node:path';
import { API_BASE } from '@meridian/contract/constants';
import { type KycService as KycProvider, kycOwedWork, registerKyc } from '@meridian/providers/kyc/kyc.entry';
import type { FastifyInstance } from 'fastify';
import { serverPaths } from '../../paths.js';
import type { JobQueue } from '../../platform/jobs.js';
import { scheduleOwedWork } from '../../platform/provider-jobs.js';
import { injectTransport, providerSchemaOf, sqlRunner } from '../../platform/provider-mount.js';
import { fetchProviderFiles, fetchProviderTransport, injectProviderFiles } from '../../platform/provider-transport.js';
import type { KycProviderLink } from './kyc.provider.js';

/** Where the built-in verification provider's SDK, widget and calls live. */
export const KYC_BASE = '/providers/kyc';
/** The SDK's and the widget's built files: `npm run build` writes them beside the server's bundle. */
export const KYC_ASSETS = join(serverPaths.root, 'dist/kyc');
/**
 * The photos' checks run in a worker thread: from the bundle, its own bundled script beside
 * dist/main.js; from the TypeScript source (tests, `npm run dev`), the provider's source through tsx.
 */
export const KYC_IMAGE_WORKER = import.meta.url.endsWith('.js')
  ? join(serverPaths.root, 'dist/kyc-image-worker.js')
  : undefined;
/** The verification level players are checked at: identity document, selfie and personal data. */
export const KYC_LEVEL = 'identity';

/** The platform's link to the built-in provider: its operator API and SDK on this origin, reached in-process. */
export function builtInKycProvider(app: FastifyInstance, secret: string): KycProviderLink {
  return {
    secret,
    operatorBase: KYC_BASE,
    accessTokenPath: `${KYC_BASE}/api/applicants/access-token`,
    sdkUrl: `${KYC_BASE}/sdk.js`,
    level: KYC_LEVEL,
    transport: injectTransport(app),
    files: injectProviderFiles(app),
  };
}

/**
 * The platform's link to a verification provider running on its own at `origin` (KYC_URL): its
 * operator API over the network, its SDK loaded by players' browsers from it.
 */
export function remoteKycProvider(origin: string, secret: string): KycProviderLink {
  return {
    secret,
    operatorBase: `${origin}${KYC_BASE}`,
    accessTokenPath: `${origin}${KYC_BASE}/api/applicants/access-token`,
    sdkUrl: `${origin}${KYC_BASE}/sdk.js`,
    level: KYC_LEVEL,
    transport: fetchProviderTransport(),
    files: fetchProviderFiles(),
  };
}

/**
 * Mounts the built-in verification provider at /providers/kyc through its one public entry: its
 * widget may be framed by this site and by `operatorSites`, its webhooks come to /api/v1/kyc/webhook
 * signed with `secret`, and its undelivered webhooks are sent again by a job on the queue, once
 * across nodes.
 */
export async function mountKyc(
  app: FastifyInstance,
  options: {
    secret: string;
    operatorSites: readonly string[];
    jobs: JobQueue;
    assetsDir?: string;
    /** A demo's provider approves every complete submission by itself (KYC_AUTO_APPROVE). */
    autoApprove?: boolean;
  },
): Promise<KycProvider> {
  const provider = await registerKyc(app, {
    sql: sqlRunner(app.database.db),
    schema: providerSchemaOf(app.database.schema, 'kyc'),
    transport: injectTransport(app),
    webhookPath: `${API_BASE}/kyc/webhook`,
    secret: options.secret,
    base: KYC_BASE,
    operatorSites: options.operatorSites,
    assetsDir: options.assetsDir ?? KYC_ASSETS,
    ...(KYC_IMAGE_WORKER ? { imageWorker: KYC_IMAGE_WORKER } : {}),
    autoApprove: options.autoApprove ?? false,
  });
  scheduleOwedWork(options.jobs, kycOwedWork(provider), provider.workDue);
  return provider;
}
