/**
 * The support chat as a service of its own: the platform calls its signed protocol over the
 * network (SUPPORT_CHAT_URL) and it sends its webhooks to the operator at `operatorUrl`.
 */
import { httpTransport, type Transport } from '../shared/signed-client.js';
import { buildStandalone, type Standalone, type StandaloneOptions } from '../shared/standalone.js';
import { registerSupportChat, SUPPORT_CHAT_SCHEMA, supportChatOwedWork } from './support-chat.entry.js';
import type { ContactLimits, SupportChatService } from './support-chat.service.js';

/** Where the provider's calls live, as when the platform mounts it. */
export const SUPPORT_CHAT_BASE = '/providers/support-chat';
/** Where the operator takes the provider's webhooks. */
export const SUPPORT_CHAT_WEBHOOK_PATH = '/api/v1/support/webhook';

export interface SupportChatServerOptions extends Omit<StandaloneOptions, 'schema'> {
  operatorUrl: string;
  /** The platform's SUPPORT_CHAT_SECRET. */
  secret: string;
  schema?: string;
  transport?: Transport;
  limits?: ContactLimits;
  now?: () => Date;
}

export function buildSupportChatServer(options: SupportChatServerOptions): Promise<Standalone<SupportChatService>> {
  return buildStandalone(
    { ...options, schema: options.schema ?? SUPPORT_CHAT_SCHEMA },
    async (app, { sql, schema, jobs }) => {
      const chat = await registerSupportChat(app, {
        sql,
        schema,
        transport: options.transport ?? httpTransport(options.operatorUrl),
        webhookPath: SUPPORT_CHAT_WEBHOOK_PATH,
        secret: options.secret,
        base: SUPPORT_CHAT_BASE,
        ...(options.limits ? { limits: options.limits } : {}),
        ...(options.now ? { now: options.now } : {}),
      });
      jobs.whenOwed(supportChatOwedWork(chat), chat.workDue);
      return chat;
    },
  );
}
