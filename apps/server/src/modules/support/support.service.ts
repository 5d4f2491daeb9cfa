import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LanguageCode } from '@meridian/contract/constants';
import { SUPPORT_INBOX_CHANNEL, supportChannel } from '@meridian/contract/realtime';
import {
  SUPPORT_SIGNATURE_HEADER,
  SUPPORT_TIMESTAMP_HEADER,
  SUPPORT_UNREAD_MAIL_MINUTES,
  SUPPORT_VISITOR_TTL_DAYS,
  type SupportContact,
  type SupportOwnConversation,
  type SupportVisitor,
  type SupportWebhook,
} from '@meridian/contract/support';
import type { Database } from '../../db/database.js';
import type { Bus } from '../../platform/bus.js';
import type { CaptchaService } from '../../platform/captcha.js';
import { AppError, notFound, unauthorized, validationFailed } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs.js';
import { type RateLimiter, tooManyRequests } from '../../platform/rate-limit.js';
import { publishSupportUpdate, publishUserEvent } from '../../platform/user-events.js';
import { findUser } from '../users/users.service.js';
import { contactOf, ownConversation } from './support.presenter.js';
import { checkChatCall, type SupportChatClient, SupportProviderError } from './support.provider.js';
import * as repo from './support.repository.js';
import { unavailableText } from './support.texts.js';

/** Who writes: a signed-in player (second factor passed) or a visitor with a live token. */
export type SupportCaller =
  | { kind: 'player'; userId: bigint; language: LanguageCode }
  | { kind: 'visitor'; visitorId: string; language: LanguageCode };

/** Messages a player or visitor may send, and from one address, in a minute. */
export const SUPPORT_RATE = { perContact: 10, perAddress: 30, windowSeconds: 60 };

/** The queue of the mails of operators' answers left unread. */
export const UNREAD_MAIL_JOB = 'support-unread-mail';
export interface UnreadMailJob {
  conversation_id: string;
  message_id: string;
  user_id: string;
}

type Headers = Record<string, string | string[] | undefined>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A job id (a UUID) from the message's id: one mail per message however often the event comes. */
export function unreadMailJobId(messageId: string): string {
  const hex = createHash('sha256').update(`support-unread:${messageId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The support chat of players and visitors (docs/support-chat.md): the platform vouches for who
 * writes (a player's session, a visitor's token) and calls the chat provider as that contact; the
 * provider's webhook events are taken once each and told live to the contact and the inbox.
 */
export class SupportService {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly chat: SupportChatClient,
    private readonly deps: {
      captcha: CaptchaService;
      limiter: RateLimiter;
      bus: Bus;
      jobs: JobQueue;
      secret: string;
    },
  ) {}

  /** A visitor's token after the bot check: random, kept hashed, good for 30 days. */
  async createVisitor(captcha: string | undefined, ip: string): Promise<SupportVisitor> {
    await this.deps.captcha.verify(captcha, ip);
    await this.deps.limiter.attempt('support_visitor', ip);
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const now = new Date(this.now());
    const expiresAt = new Date(now.getTime() + SUPPORT_VISITOR_TTL_DAYS * 86_400_000);
    await repo.insertVisitor(this.db, { id, tokenHash: hashToken(token), ip, createdAt: now, expiresAt });
    return { visitor_token: token, visitor_id: id, expires_at: Math.floor(expiresAt.getTime() / 1000) };
  }

  /** The visitor a live token was given to, or null. */
  async visitorOf(token: string): Promise<{ visitorId: string } | null> {
    if (token.length < 20 || token.length > 200) return null;
    const row = await repo.findLiveVisitor(this.db, hashToken(token), new Date(this.now()));
    return row ? { visitorId: row.id } : null;
  }

  /** The caller of a player or visitor call: the session's player first, else the visitor's token; 401 without either. */
  async callerOf(
    user: { id: bigint } | null,
    visitorToken: string | string[] | undefined,
    language: LanguageCode,
  ): Promise<SupportCaller> {
    if (user) return { kind: 'player', userId: user.id, language };
    const token = Array.isArray(visitorToken) ? visitorToken[0] : visitorToken;
    const visitor = token ? await this.visitorOf(token) : null;
    if (!visitor) throw unauthorized('Sign in, or start the chat as a visitor.');
    return { kind: 'visitor', visitorId: visitor.visitorId, language };
  }

  async conversation(caller: SupportCaller) {
    const thread = await this.#provider(caller.language, () => this.chat.contactConversation(externalIdOf(caller)));
    return { conversation: thread.conversation && ownConversation(thread.conversation), messages: thread.messages };
  }

  /** Writes as the caller; limited per player or visitor and per address. */
  async write(caller: SupportCaller, body: { body: string; client_message_id: string }, ip: string) {
    const { limiter } = this.deps;
    const { perContact, perAddress, windowSeconds } = SUPPORT_RATE;
    await limiter.limit(`support_message:${externalIdOf(caller)}`, perContact, windowSeconds);
    await limiter.limit(`support_message:ip:${ip}`, perAddress, windowSeconds);
    const contact = await this.#contact(caller);
    const answer = await this.#provider(caller.language, () =>
      this.chat.contactMessage(contact, body.body, body.client_message_id),
    );
    return { conversation: ownConversation(answer.conversation), message: answer.message };
  }

  async read(caller: SupportCaller, upTo: string): Promise<{ conversation: SupportOwnConversation }> {
    const answer = await this.#provider(caller.language, () => this.chat.contactRead(externalIdOf(caller), upTo));
    return { conversation: ownConversation(answer.conversation) };
  }

  /** Refuses a webhook whose signature, or timestamp window, does not hold (401). */
  checkWebhook(headers: Headers, method: string, path: string, body: string): void {
    const one = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const result = checkChatCall(
      this.deps.secret,
      { timestamp: one(SUPPORT_TIMESTAMP_HEADER), signature: one(SUPPORT_SIGNATURE_HEADER) },
      method,
      path,
      body,
      Math.floor(this.now() / 1000),
    );
    if (result === 'bad_signature') throw unauthorized('Invalid signature.');
    if (result === 'stale') throw unauthorized('The request timestamp is outside the allowed window.');
  }

  /**
   * Takes one event of the provider, once by its id: an operator's answer to a player starts the
   * mail that goes if it is still unread in 5 minutes, in the same transaction; after the commit the
   * change is told to the contact's sockets and to the inbox.
   */
  async takeWebhook(event: SupportWebhook): Promise<{ id: string; replayed: boolean }> {
    const { conversation } = event;
    const message = event.type === 'message.created' ? event.message : undefined;
    const contact = contactOf(conversation.contact);
    const taken = await this.db.transaction().execute(async (trx) => {
      const fresh = await repo.takeEvent(trx, {
        id: event.id,
        type: event.type,
        conversationId: conversation.id,
        receivedAt: new Date(this.now()),
      });
      if (fresh && message?.author === 'operator' && contact?.kind === 'player') {
        await this.deps.jobs.send<UnreadMailJob>(
          UNREAD_MAIL_JOB,
          { conversation_id: conversation.id, message_id: message.id, user_id: String(contact.userId) },
          {
            id: unreadMailJobId(message.id),
            startAfter: new Date(message.created_at + SUPPORT_UNREAD_MAIL_MINUTES * 60_000),
            trx,
          },
        );
      }
      return fresh;
    });
    if (!taken) return { id: event.id, replayed: true };
    const own = { conversation: ownConversation(conversation), ...(message ? { message } : {}) };
    const { bus } = this.deps;
    if (contact?.kind === 'player') publishUserEvent(bus, contact.userId, { kind: 'support', ...own });
    if (contact?.kind === 'visitor') publishSupportUpdate(bus, supportChannel(contact.visitorId), own);
    publishSupportUpdate(bus, SUPPORT_INBOX_CHANNEL, { conversation, ...(message ? { message } : {}) });
    return { id: event.id, replayed: false };
  }

  async #contact(caller: SupportCaller): Promise<SupportContact> {
    if (caller.kind === 'visitor') {
      return {
        external_id: externalIdOf(caller),
        kind: 'visitor',
        name: null,
        email: null,
        language: caller.language,
      };
    }
    const user = await findUser(this.db, caller.userId);
    if (!user) throw unauthorized();
    const profile = (user.profile ?? {}) as Record<string, unknown>;
    const name = [profile.first_name, profile.last_name]
      .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
      .join(' ');
    return {
      external_id: externalIdOf(caller),
      kind: 'player',
      name: name || null,
      email: user.email,
      language: caller.language,
    };
  }

  /** A provider call for a player or visitor: its refusals as the platform's answers, anything else 502. */
  async #provider<T>(language: LanguageCode, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof SupportProviderError)) throw error;
      if (error.status === 404) throw notFound('No such message in your conversation.');
      if (error.status === 429) throw tooManyRequests(60);
      if (error.status === 400) throw validationFailed({ body: ['The chat did not take this message.'] });
      throw new AppError('ProviderUnavailable', unavailableText(language));
    }
  }
}

export function externalIdOf(caller: SupportCaller): string {
  return caller.kind === 'player' ? `player:${caller.userId}` : `visitor:${caller.visitorId}`;
}
