/** Starts the support chat on its own (`npm run support-chat`); settings from the environment (docs/support-chat.md). */
import { serveStandalone, standaloneEnv } from '../shared/standalone.js';
import { buildSupportChatServer } from './support-chat.standalone.js';

const settings = standaloneEnv('SUPPORT_CHAT', { port: 8094, dataDir: './data/support-chat' });
if ('error' in settings) {
  console.error(settings.error);
  process.exit(2);
}
const { app } = await buildSupportChatServer({
  operatorUrl: settings.operatorUrl,
  secret: settings.secret,
  dataDir: settings.dataDir,
  ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}),
  ...(settings.schema ? { schema: settings.schema } : {}),
  logger: { level: settings.logLevel },
});
await serveStandalone(app, settings, 'Meridian support chat');
