/**
 * The verification provider as a service of its own: the platform asks it for access tokens over
 * its signed API, players' browsers load its SDK and widget from `publicUrl` (framed by the
 * operator's sites), and it sends its webhooks to the operator at `operatorUrl`.
 */
import { httpTransport, type Transport } from '../shared/signed-client.js';
import { buildStandalone, type Standalone, type StandaloneOptions } from '../shared/standalone.js';
import { KYC_SCHEMA, kycOwedWork, registerKyc } from './kyc.entry.js';
import type { KycService } from './kyc.service.js';

/** Where the provider's SDK, widget and calls live, as when the platform mounts it. */
export const KYC_BASE = '/providers/kyc';
/** Where the operator takes the provider's webhooks. */
export const KYC_WEBHOOK_PATH = '/api/v1/kyc/webhook';
export interface KycServerOptions extends Omit<StandaloneOptions, 'schema'> {
  operatorUrl: string;
  /** The platform's KYC_SECRET. */
  secret: string;
  /** The operator's sites that frame the widget; the origin of `operatorUrl` unless told. */
  operatorSites?: readonly string[];
  assetsDir?: string;
  imageWorker?: string;
  autoApprove?: boolean;
  schema?: string;
  transport?: Transport;
}

export function buildKycServer(options: KycServerOptions): Promise<Standalone<KycService>> {
  return buildStandalone({ ...options, schema: options.schema ?? KYC_SCHEMA }, async (app, { sql, schema, jobs }) => {
    const kyc = await registerKyc(app, {
      sql,
      schema,
      transport: options.transport ?? httpTransport(options.operatorUrl),
      webhookPath: KYC_WEBHOOK_PATH,
      secret: options.secret,
      base: KYC_BASE,
      operatorSites: options.operatorSites ?? [new URL(options.operatorUrl).origin],
      ...(options.assetsDir ? { assetsDir: options.assetsDir } : {}),
      ...(options.imageWorker ? { imageWorker: options.imageWorker } : {}),
      autoApprove: options.autoApprove ?? false,
    });
    jobs.whenOwed(kycOwedWork(kyc), kyc.workDue);
    return kyc;
  });
}
