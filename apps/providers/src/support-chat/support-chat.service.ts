import { randomUUID } from 'node:crypto';
import type { Json } from '../shared/json-body.js';
import { WorkDue } from '../shared/provider-jobs.js';
import type { CannedAnswer } from './support-chat.canned.js';
import type { ChatDelivery } from './support-chat.delivery.js';
import {
  contactKindOf,
  type ListQuery,
  type Parsed,
  parseAssignee,
  parseCannedAnswer,
  parseContactMessage,
  parseReply,
  parseUpTo,
} from './support-chat.input.js';
import type { Conversation, Message, SupportChatStore } from './support-chat.store.js';

export type ErrorCode = 'invalid' | 'unauthorized' | 'not_found' | 'conflict' | 'rate_limited';

/** A refusal the protocol answers as `{ error: { code, message } }` with `status`. */
export class SupportChatError extends Error {
  override name = 'SupportChatError';
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 429,
    readonly code: ErrorCode,
    message: string,
    /** A 429's wait before the next message is taken (seconds). */
    readonly retryAfterS: number | null = null,
  ) {
    super(message);
  }
}

/** How many messages a contact may send: a burst a minute, and a day's worth. */
export interface ContactLimits {
  perMinute: number;
  perDay: number;
}
export const CONTACT_LIMITS: ContactLimits = { perMinute: 10, perDay: 100 };

/** How many messages a conversation's answer carries: the last ones. */
export const MESSAGES_SHOWN = 200;

export interface SupportChatServiceOptions {
  now?: () => Date;
  limits?: ContactLimits;
}

/** The operator the platform vouches for on an operator call. */
export interface Operator {
  email: string;
  name: string;
}

export interface ConversationWithMessages {
  conversation: Conversation;
  messages: Message[];
}

const valid = <T>(parsed: Parsed<T>): T => {
  if (!parsed.ok) throw new SupportChatError(400, 'invalid', parsed.message);
  return parsed.value;
};
const notFound = (what: string) => new SupportChatError(404, 'not_found', `No such ${what}.`);

/**
 * The chat vendor: contacts write (a conversation opens when none is), operators reply, assign,
 * close and mark read; every change is reported to the operator's platform by webhook. Who wrote
 * last sets the status: `open` the contact, `waiting` an operator; writing marks the other side's
 * earlier messages read, since the writer has them in front of them.
 */
export class SupportChatService {
  private readonly now: () => Date;
  private readonly limits: ContactLimits;
  /** Where the service says that webhooks fall due to be sent again (for whoever runs `tick`). */
  readonly workDue = new WorkDue();

  constructor(
    private readonly store: SupportChatStore,
    private readonly delivery: ChatDelivery,
    options: SupportChatServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.limits = options.limits ?? CONTACT_LIMITS;
  }

  /** A contact's message: into its conversation not closed, or a new one; the same `client_message_id` is the same message. */
  async contactMessage(body: Json): Promise<{ conversation: Conversation; message: Message }> {
    const input = valid(parseContactMessage(body));
    const now = this.now();
    const externalId = input.contact.externalId;
    const result = await this.store.transaction(async (store) => {
      await store.upsertContact(input.contact, now);
      const dedupeKey = `contact:${externalId}:${input.clientMessageId}`;
      const earlier = await store.messageByKey(dedupeKey);
      if (earlier) return { conversationId: earlier.conversationId, messageId: earlier.id, fresh: false };
      await this.checkRate(store, externalId, now);
      let conversationId = await store.liveConversationId(externalId);
      if (!conversationId) {
        conversationId = `conv_${randomUUID()}`;
        await store.insertConversation(conversationId, externalId, now);
      }
      const messageId = `msg_${randomUUID()}`;
      await store.insertMessage({
        id: messageId,
        conversationId,
        author: 'contact',
        operatorEmail: null,
        operatorName: null,
        body: input.body,
        dedupeKey,
        createdAt: now,
      });
      await store.markRead(conversationId, 'contact', messageId);
      await store.setStatus(conversationId, 'open', now);
      await this.delivery.record(store, 'message.created', conversationId, messageId);
      return { conversationId, messageId, fresh: true };
    });
    if (result.fresh) await this.deliverSoon(result.conversationId);
    return this.withMessage(result.conversationId, result.messageId);
  }

  /** The contact's conversation not closed, else its latest (closed), with its last messages. */
  async contactConversation(externalId: string): Promise<{ conversation: Conversation | null; messages: Message[] }> {
    this.checkContactId(externalId);
    const conversation = await this.store.currentConversation(externalId);
    if (!conversation) return { conversation: null, messages: [] };
    return { conversation, messages: await this.store.messages(conversation.id, MESSAGES_SHOWN) };
  }

  /** The operators' messages read by the contact, up to `up_to` (a message of one of the contact's conversations). */
  async contactRead(externalId: string, body: Json): Promise<Conversation> {
    this.checkContactId(externalId);
    const upTo = valid(parseUpTo(body));
    const message = await this.store.findMessage(upTo);
    const conversation = message && (await this.store.findConversation(message.conversationId));
    if (!message || conversation?.contact.externalId !== externalId) throw notFound('message');
    return this.markRead(message.conversationId, 'contact', upTo);
  }

  /** Newest activity first; `next_cursor` is null on the last page. */
  async list(query: ListQuery): Promise<{ list: Conversation[]; nextCursor: string | null }> {
    const before = query.cursor === null ? null : decodeCursor(query.cursor);
    const page = await this.store.listConversations({
      status: query.status,
      assignee: query.assignee,
      before,
      limit: query.limit + 1,
    });
    const list = page.slice(0, query.limit);
    const last = list.at(-1);
    return { list, nextCursor: page.length > query.limit && last ? encodeCursor(last) : null };
  }

  async conversation(id: string): Promise<ConversationWithMessages> {
    const conversation = await this.store.findConversation(id);
    if (!conversation) throw notFound('conversation');
    return { conversation, messages: await this.store.messages(id, MESSAGES_SHOWN) };
  }

  /**
   * An operator's reply (the same `client_message_id` on the conversation is the same reply); a
   * closed conversation reopens, unless the contact has since started another.
   */
  async reply(id: string, body: Json, operator: Operator): Promise<{ conversation: Conversation; message: Message }> {
    const input = valid(parseReply(body));
    const now = this.now();
    const result = await this.store.transaction(async (store) => {
      if (!(await store.lockConversation(id))) throw notFound('conversation');
      const dedupeKey = `operator:${id}:${input.clientMessageId}`;
      const earlier = await store.messageByKey(dedupeKey);
      if (earlier) return { messageId: earlier.id, fresh: false };
      const conversation = (await store.findConversation(id)) as Conversation;
      if (conversation.status === 'closed') {
        const contactId = conversation.contact.externalId;
        await store.lockContact(contactId);
        if (await store.liveConversationId(contactId)) {
          throw new SupportChatError(
            409,
            'conflict',
            'The contact has started a new conversation since this one was closed: reply there.',
          );
        }
      }
      const messageId = `msg_${randomUUID()}`;
      await store.insertMessage({
        id: messageId,
        conversationId: id,
        author: 'operator',
        operatorEmail: operator.email,
        operatorName: operator.name,
        body: input.body,
        dedupeKey,
        createdAt: now,
      });
      await store.markRead(id, 'operator', messageId);
      await store.setStatus(id, 'waiting', now);
      await this.delivery.record(store, 'message.created', id, messageId);
      return { messageId, fresh: true };
    });
    if (result.fresh) await this.deliverSoon(id);
    return this.withMessage(id, result.messageId);
  }

  async assign(id: string, body: Json): Promise<Conversation> {
    const assignee = valid(parseAssignee(body));
    return this.change(id, async (store, conversation) => {
      if (conversation.assignee === assignee) return false;
      await store.setAssignee(id, assignee, this.now());
      return true;
    });
  }

  /** Closes the conversation; a closed one is answered as it is. */
  async close(id: string): Promise<Conversation> {
    return this.change(id, async (store, conversation) => {
      if (conversation.status === 'closed') return false;
      await store.setStatus(id, 'closed', this.now());
      return true;
    });
  }

  /** The contact's messages read by the operators, up to `up_to` (a message of this conversation). */
  async operatorRead(id: string, body: Json): Promise<Conversation> {
    const upTo = valid(parseUpTo(body));
    const message = await this.store.findMessage(upTo);
    if (!(await this.store.findConversation(id))) throw notFound('conversation');
    if (message?.conversationId !== id) throw notFound('message in this conversation');
    return this.markRead(id, 'operator', upTo);
  }

  cannedAnswers(): Promise<CannedAnswer[]> {
    return this.store.cannedAnswers();
  }

  async createCannedAnswer(body: Json): Promise<CannedAnswer> {
    const answer = { id: `ca_${randomUUID()}`, ...valid(parseCannedAnswer(body)) };
    await this.store.insertCannedAnswer(answer);
    return answer;
  }

  async updateCannedAnswer(id: string, body: Json): Promise<CannedAnswer> {
    const answer = { id, ...valid(parseCannedAnswer(body)) };
    if (!(await this.store.updateCannedAnswer(answer))) throw notFound('canned answer');
    return answer;
  }

  async deleteCannedAnswer(id: string): Promise<void> {
    if (!(await this.store.deleteCannedAnswer(id))) throw notFound('canned answer');
  }

  /**
   * Scheduled work: sends the webhooks still owed. Answers when the next one owed is due (null:
   * none is owed).
   */
  async tick(now = this.now()): Promise<Date | null> {
    await this.delivery.deliverDue(this.store, now);
    return this.store.owed.nextDue();
  }

  /** Sends what is due now (all conversations, or one); answers when what failed is tried again. */
  deliverDue(now = this.now(), conversationId: string | null = null): Promise<Date | null> {
    return this.delivery.deliverDue(this.store, now, conversationId);
  }

  /** A 429 when the contact has sent its minute's or its day's worth. */
  private async checkRate(store: SupportChatStore, externalId: string, now: Date): Promise<void> {
    const windows = [
      { ms: 60_000, limit: this.limits.perMinute, what: 'a minute' },
      { ms: 86_400_000, limit: this.limits.perDay, what: 'a day' },
    ];
    for (const window of windows) {
      const freeAt = await store.sendingFreeAt(externalId, now, window.ms, window.limit);
      if (freeAt) {
        throw new SupportChatError(
          429,
          'rate_limited',
          `A contact may send ${window.limit} messages ${window.what}: try again later.`,
          Math.max(1, Math.ceil((freeAt.getTime() - now.getTime()) / 1000)),
        );
      }
    }
  }

  private checkContactId(externalId: string): void {
    if (!contactKindOf(externalId)) {
      throw new SupportChatError(400, 'invalid', 'external_id must be player:{id} or visitor:{id}.');
    }
  }

  /** A change of one conversation under its lock, reported when `apply` says it changed something. */
  private async change(
    id: string,
    apply: (store: SupportChatStore, conversation: Conversation) => Promise<boolean>,
  ): Promise<Conversation> {
    const changed = await this.store.transaction(async (store) => {
      if (!(await store.lockConversation(id))) throw notFound('conversation');
      const done = await apply(store, (await store.findConversation(id)) as Conversation);
      if (done) await this.delivery.record(store, 'conversation.updated', id);
      return done;
    });
    if (changed) await this.deliverSoon(id);
    return (await this.store.findConversation(id)) as Conversation;
  }

  private markRead(id: string, side: 'contact' | 'operator', upTo: string): Promise<Conversation> {
    return this.change(id, async (store) => (await store.markRead(id, side, upTo)) > 0);
  }

  private async withMessage(conversationId: string, messageId: string) {
    const conversation = await this.store.findConversation(conversationId);
    const message = await this.store.findMessage(messageId);
    return { conversation: conversation as Conversation, message: message as Message };
  }

  /**
   * Delivers a conversation's new events after the answer's transaction; what fails is the
   * scheduled work's, told when it is due (`workDue`).
   */
  private async deliverSoon(conversationId: string): Promise<void> {
    const now = this.now();
    try {
      this.workDue.tell(await this.delivery.deliverDue(this.store, now, conversationId));
    } catch {
      // The events are stored: the scheduled work sends them.
      this.workDue.tellRetry(now.getTime());
    }
  }
}

/** A page's end as an opaque cursor: its last conversation's activity and id. */
const encodeCursor = (conversation: Conversation): string =>
  Buffer.from(`${conversation.updatedAt.getTime()}.${conversation.id}`).toString('base64url');

function decodeCursor(cursor: string): { at: Date; id: string } {
  const match = /^(\d{1,15})\.(conv_[0-9a-f-]{36})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new SupportChatError(400, 'invalid', 'cursor is not one this list gave.');
  return { at: new Date(Number(match[1])), id: match[2] as string };
}
