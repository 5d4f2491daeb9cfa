import { API_BASE } from '@meridian/contract/constants';
import {
  registerSupportChat,
  type SupportChatService,
  supportChatOwedWork,
} from '@meridian/providers/support-chat/support-chat.entry';
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../platform/jobs.js';
import { scheduleOwedWork } from '../../platform/provider-jobs.js';
import { injectTransport, sqlRunner } from '../../platform/provider-mount.js';
import { fetchChatTransport, injectChatTransport, type SupportChatLink } from './support.provider.js';

/** Where the built-in chat provider's protocol lives. */
export const SUPPORT_CHAT_BASE = '/providers/support-chat';

/**
 * The built-in provider's schema on the platform's database: `support_chat` beside `public`,
 * `<schema>_support_chat` beside any other, so test runs sharing one PostgreSQL keep theirs apart.
 */
export const supportChatSchemaOf = (appSchema: string) =>
  appSchema === 'public' ? 'support_chat' : `${appSchema}_support_chat`;

/** The platform's link to the built-in provider, reached in process through the router. */
export function builtInSupportChat(app: FastifyInstance, secret: string): SupportChatLink {
  return { secret, base: SUPPORT_CHAT_BASE, transport: injectChatTransport(app) };
}

/** The platform's link to a provider running on its own at `origin` (SUPPORT_CHAT_URL). */
export function remoteSupportChat(origin: string, secret: string): SupportChatLink {
  return { secret, base: `${origin}${SUPPORT_CHAT_BASE}`, transport: fetchChatTransport() };
}

/**
 * Mounts the built-in chat provider at /providers/support-chat through its one public entry: its
 * webhooks come to /api/v1/support/webhook signed with `secret`, and those not yet answered are sent
 * again by a job on the queue, once across nodes.
 */
export async function mountSupportChat(
  app: FastifyInstance,
  options: { secret: string; jobs: JobQueue; now?: () => Date },
): Promise<SupportChatService> {
  const chat = await registerSupportChat(app, {
    sql: sqlRunner(app.database.db),
    schema: supportChatSchemaOf(app.database.schema),
    transport: injectTransport(app),
    webhookPath: `${API_BASE}/support/webhook`,
    secret: options.secret,
    base: SUPPORT_CHAT_BASE,
    ...(options.now ? { now: options.now } : {}),
  });
  scheduleOwedWork(options.jobs, supportChatOwedWork(chat), chat.workDue);
  return chat;
}
