import type { CannedAnswer } from './support-chat.canned.js';
import type { Contact, Conversation, Message } from './support-chat.store.js';

/** The shapes the chat answers and reports in (snake_case, unix milliseconds): rows never leave as they are. */

export interface ContactAnswer {
  external_id: string;
  kind: 'player' | 'visitor';
  name: string | null;
  email: string | null;
  language: string;
}

export interface MessageAnswer {
  id: string;
  conversation_id: string;
  author: 'contact' | 'operator' | 'bot';
  operator: string | null;
  body: string;
  created_at: number;
  read_by_contact: boolean;
  read_by_operator: boolean;
}

export interface ConversationAnswer {
  id: string;
  contact: ContactAnswer;
  status: 'open' | 'waiting' | 'closed';
  assignee: string | null;
  created_at: number;
  updated_at: number;
  last_message: MessageAnswer | null;
  unread_by_contact: number;
  unread_by_operator: number;
}

export interface CannedAnswerAnswer {
  id: string;
  title: string;
  body: string;
  language: string;
}

/** A webhook's body: `message` with `message.created` only. */
export interface ChatEvent {
  id: string;
  type: 'message.created' | 'conversation.updated';
  created_at: number;
  conversation: ConversationAnswer;
  message?: MessageAnswer;
}

export const contactAnswer = (contact: Contact): ContactAnswer => ({
  external_id: contact.externalId,
  kind: contact.kind,
  name: contact.name,
  email: contact.email,
  language: contact.language,
});

export const messageAnswer = (message: Message): MessageAnswer => ({
  id: message.id,
  conversation_id: message.conversationId,
  author: message.author,
  operator: message.author === 'operator' ? message.operatorName : null,
  body: message.body,
  created_at: message.createdAt.getTime(),
  read_by_contact: message.readByContact,
  read_by_operator: message.readByOperator,
});

export const conversationAnswer = (conversation: Conversation): ConversationAnswer => ({
  id: conversation.id,
  contact: contactAnswer(conversation.contact),
  status: conversation.status,
  assignee: conversation.assignee,
  created_at: conversation.createdAt.getTime(),
  updated_at: conversation.updatedAt.getTime(),
  last_message: conversation.lastMessage && messageAnswer(conversation.lastMessage),
  unread_by_contact: conversation.unreadByContact,
  unread_by_operator: conversation.unreadByOperator,
});

export const cannedAnswerAnswer = (answer: CannedAnswer): CannedAnswerAnswer => ({
  id: answer.id,
  title: answer.title,
  body: answer.body,
  language: answer.language,
});
