import { randomUUID } from 'node:crypto';
import { httpOutcome } from '../shared/owed-calls.js';
import { type ChatEvent, conversationAnswer, messageAnswer } from './support-chat.answers.js';
import type { SupportChatStore } from './support-chat.store.js';
import type { OperatorWebhook } from './support-chat.webhook.js';

/**
 * The webhooks the chat owes the operator: each change writes its event in the change's own
 * transaction (so none is lost), with the conversation as it then is, and delivery sends them until
 * the operator answers 2xx, a conversation's events in the order they happened.
 */
export class ChatDelivery {
  constructor(
    private readonly webhook: OperatorWebhook,
    private readonly now: () => Date,
  ) {}

  /** Writes `type`'s event for the conversation (and its new message), in the caller's transaction. */
  async record(
    store: SupportChatStore,
    type: ChatEvent['type'],
    conversationId: string,
    messageId: string | null = null,
  ): Promise<void> {
    const conversation = await store.findConversation(conversationId);
    const message = messageId ? await store.findMessage(messageId) : undefined;
    if (!conversation) throw new Error(`conversation ${conversationId} vanished inside its own change`);
    const now = this.now();
    const event: ChatEvent = {
      id: `evt_${randomUUID()}`,
      type,
      created_at: now.getTime(),
      conversation: conversationAnswer(conversation),
      ...(message ? { message: messageAnswer(message) } : {}),
    };
    await store.owed.add(event.id, conversationId, JSON.stringify(event), now);
  }

  /**
   * Sends every due event (of one conversation, or of all); a conversation's later events wait for
   * its earlier ones. Answers when the earliest that failed is tried again (null: none failed).
   */
  deliverDue(store: SupportChatStore, now = this.now(), conversationId: string | null = null): Promise<Date | null> {
    const send = async (body: string) => httpOutcome(await this.webhook.send(body), 'operator');
    return store.owed.deliverDue(send, now, conversationId);
  }
}
