/** Starts the verification provider on its own (`npm run kyc`); settings from the environment (docs/kyc.md). */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStandalone, standaloneEnv } from '../shared/standalone.js';
import { buildKycServer } from './kyc.standalone.js';

const settings = standaloneEnv('KYC', { port: 8093, dataDir: './data/kyc' });
if ('error' in settings) {
  console.error(settings.error);
  process.exit(2);
}
// Bundled beside the server's build: the SDK and widget are in ./kyc, the photo checks' worker beside.
const here = fileURLToPath(new URL('.', import.meta.url));
const { app } = await buildKycServer({
  operatorUrl: settings.operatorUrl,
  secret: settings.secret,
  operatorSites: settings.operatorSites,
  assetsDir: process.env.KYC_ASSETS_DIR ?? join(here, 'kyc'),
  imageWorker: join(here, 'kyc-image-worker.js'),
  autoApprove: process.env.KYC_AUTO_APPROVE === 'true',
  dataDir: settings.dataDir,
  ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}),
  ...(settings.schema ? { schema: settings.schema } : {}),
  logger: { level: settings.logLevel },
});
await serveStandalone(app, settings, 'Meridian identity checks');
