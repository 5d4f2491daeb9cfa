import type { FastifyInstance } from 'fastify';
import { migrateProvider } from '../shared/migrations.js';
import { OWED_REST_S, type OwedWork } from '../shared/provider-jobs.js';
import type { SqlRunner } from '../shared/sql.js';
import { ChatDelivery } from './support-chat.delivery.js';
import { SUPPORT_CHAT_MIGRATIONS } from './support-chat.migrations.js';
import { supportChatPlugin } from './support-chat.plugin.js';
import { type ContactLimits, SupportChatService } from './support-chat.service.js';
import { SupportChatStore } from './support-chat.store.js';
import { type OperatorTransport, OperatorWebhook } from './support-chat.webhook.js';

// The host sees these and nothing else of the provider's internals, so a real chat vendor can take
// its place by configuration (the dependency rules allow only this file).
export type { OwedWork } from '../shared/provider-jobs.js';
export type { SqlRunner } from '../shared/sql.js';
export type {
  CannedAnswerAnswer as ChatCannedAnswer,
  ChatEvent,
  ContactAnswer as ChatContact,
  ConversationAnswer as ChatConversation,
  MessageAnswer as ChatMessage,
} from './support-chat.answers.js';
export type { ContactLimits, SupportChatService } from './support-chat.service.js';
export type { OperatorTransport } from './support-chat.webhook.js';
export { CHAT_SIGNATURE_HEADER, CHAT_TIMESTAMP_HEADER } from './support-chat.webhook.js';

/** How often at most the webhooks owed are sent again (seconds). */
export const SUPPORT_CHAT_DELIVERY_S = 5;

/** The provider's schema on a database of its own. */
export const SUPPORT_CHAT_SCHEMA = 'support_chat';

/**
 * The provider's scheduled work, for whichever queue runs it: the webhooks owed, sent when they
 * fall due (the service tells of them through its `workDue`).
 */
export function supportChatOwedWork(chat: SupportChatService): OwedWork {
  return { name: 'support-chat-delivery', everyS: SUPPORT_CHAT_DELIVERY_S, restS: OWED_REST_S, run: () => chat.tick() };
}

export interface SupportChatMountOptions {
  /** Plain SQL on the host's database, for the provider's own `chat_*` tables. */
  sql: SqlRunner;
  /** The provider's own schema for its tables (`support_chat` unless told). */
  schema?: string;
  /** How the provider reaches the operator's webhook. */
  transport: OperatorTransport;
  /** The operator's webhook: a path on its origin, or a full address. */
  webhookPath: string;
  /** The key both sides sign with. */
  secret: string;
  /** The path the provider's calls live under (its routes' prefix). */
  base: string;
  /** How many messages a contact may send a minute and a day (10 and 100 unless told). */
  limits?: ContactLimits;
  now?: () => Date;
}

/** The built-in support chat's one public entry: makes its tables and registers its protocol under `base`. */
export async function registerSupportChat(
  app: FastifyInstance,
  options: SupportChatMountOptions,
): Promise<SupportChatService> {
  const schema = options.schema ?? SUPPORT_CHAT_SCHEMA;
  await migrateProvider(options.sql, schema, SUPPORT_CHAT_MIGRATIONS);
  const now = options.now ?? (() => new Date());
  const webhook = new OperatorWebhook(options.transport, options.secret, options.webhookPath, () => now().getTime());
  const chat = new SupportChatService(new SupportChatStore(options.sql, schema), new ChatDelivery(webhook, now), {
    now,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  await app.register(supportChatPlugin, {
    chat,
    secret: options.secret,
    prefix: options.base,
    nowMs: () => now().getTime(),
  });
  return chat;
}
