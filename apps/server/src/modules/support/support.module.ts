import type { SupportChatService } from '@meridian/providers/support-chat/support-chat.entry';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Bus } from '../../platform/bus.js';
import type { CaptchaService } from '../../platform/captcha.js';
import type { JobQueue } from '../../platform/jobs.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { sharedSecret } from '../../platform/secrets.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { OperatorsService } from '../operators/operators.service.js';
import type { PlayersService } from '../players/players.service.js';
import { SupportInbox } from './support.inbox.js';
import { scheduleUnreadMail, scheduleVisitorSweep } from './support.jobs.js';
import { builtInSupportChat, mountSupportChat, remoteSupportChat } from './support.mount.js';
import { SupportChatClient } from './support.provider.js';
import { SupportService } from './support.service.js';
import { SupportSocketBackend } from './support.sockets.js';

/** The support chat's parts on this node (docs/support-chat.md). */
export interface SupportModule {
  secret: string;
  client: SupportChatClient;
  service: SupportService;
  inbox: SupportInbox;
  sockets: SupportSocketBackend;
  /** The built-in provider, when this node mounted it (not with SUPPORT_CHAT_URL). */
  provider: SupportChatService | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The support chat; null with SUPPORT_CHAT=off. */
    support: SupportModule | null;
  }
}

/** Builds the support chat over the provider it is configured with: the built-in one in process, or SUPPORT_CHAT_URL. */
export async function createSupport(
  app: FastifyInstance,
  deps: {
    config: Pick<AppConfig, 'supportChat'>;
    db: Database;
    captcha: CaptchaService;
    limiter: RateLimiter;
    bus: Bus;
    jobs: JobQueue;
    operators: OperatorsService;
    players: () => Pick<PlayersService, 'player'>;
  },
): Promise<SupportModule> {
  const { config, db } = deps;
  const secret = config.supportChat.secret ?? (await sharedSecret(db, 'support_chat'));
  const link = config.supportChat.url
    ? remoteSupportChat(config.supportChat.url, secret)
    : builtInSupportChat(app, secret);
  const client = new SupportChatClient(link);
  const service = new SupportService(db, client, { ...deps, secret });
  return {
    secret,
    client,
    service,
    inbox: new SupportInbox(db, client, deps.players, app.log),
    sockets: new SupportSocketBackend(db, service, deps.operators),
    provider: null,
  };
}

/**
 * Mounts the built-in provider unless one runs on its own, and defines the chat's work on the
 * queue: the mails of unread answers and the sweep of expired visitors' tokens.
 */
export async function startSupport(
  app: FastifyInstance,
  support: SupportModule,
  deps: { config: Pick<AppConfig, 'supportChat'>; db: Database; jobs: JobQueue; messages: MessagesService },
): Promise<void> {
  if (!deps.config.supportChat.url) {
    support.provider = await mountSupportChat(app, { secret: support.secret, jobs: deps.jobs });
  }
  scheduleUnreadMail(deps.jobs, {
    db: deps.db,
    chat: support.client,
    messages: deps.messages,
    siteUrl: deps.config.supportChat.siteUrl,
  });
  scheduleVisitorSweep(deps.jobs, deps.db);
}
