/** Starts the cashier on its own (`npm run cashier`); settings from the environment (docs/api.md). */
import { serveStandalone, standaloneEnv } from '../shared/standalone.js';
import { buildCashierServer } from './cashier.standalone.js';

const settings = standaloneEnv('CASHIER', {
  port: 8091,
  dataDir: './data/cashier',
  secretVar: 'CASHIER_WEBHOOK_SECRET',
});
if ('error' in settings) {
  console.error(settings.error);
  process.exit(2);
}
const delay = Number(process.env.BANK_TRANSFER_DELAY_S ?? 30);
const { app } = await buildCashierServer({
  operatorUrl: settings.operatorUrl,
  secret: settings.secret,
  bankDelayS: Number.isInteger(delay) && delay >= 0 ? delay : 30,
  dataDir: settings.dataDir,
  ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}),
  ...(settings.schema ? { schema: settings.schema } : {}),
  logger: { level: settings.logLevel },
});
await serveStandalone(app, settings, 'Meridian cashier');
