import { buildApp } from './app.js';
import {
  ConfigError,
  devFeedNotice,
  firstAdminNotice,
  inboxNotice,
  kycAutoApproveNotice,
  loadConfig,
  metricsNotice,
} from './config.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const app = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  app.log.info(`Meridian ${config.version} on http://localhost:${config.port} (${database})`);
  app.log.info(inboxNotice(config));
  const metrics = metricsNotice(config);
  if (metrics) app.log.info(metrics);
  const devFeed = devFeedNotice(config);
  if (devFeed) app.log.warn(devFeed);
  const kycDemo = kycAutoApproveNotice(config);
  if (kycDemo) app.log.warn(kycDemo);
  const setupToken = await app.services.operators.prepareSetup();
  if (setupToken) app.log.warn(firstAdminNotice(config.port, setupToken));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
