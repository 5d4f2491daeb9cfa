/**
 * The chat's state as the player sees it: the conversation the server answered, live updates merged
 * in as they come, and the player's own messages shown before (or without) the server's answer.
 */

/** The fields of a chat message the panel reads (the contract's message has these and more). */
export interface ChatMessage {
  id: string;
  author: 'contact' | 'operator' | 'bot';
  operator: string | null;
  body: string;
  created_at: number;
  read_by_contact: boolean;
}

export interface ChatConversation {
  id: string;
  status: 'open' | 'waiting' | 'closed';
  updated_at: number;
  unread_by_contact: number;
}

export interface ChatState<C extends ChatConversation = ChatConversation, M extends ChatMessage = ChatMessage> {
  conversation: C | null;
  messages: M[];
}

/** A frame of the live channels: the conversation as it is now, and the message that changed it, if any. */
export interface ChatUpdate<C extends ChatConversation = ChatConversation, M extends ChatMessage = ChatMessage> {
  conversation: C;
  message?: M | null;
}

/** A message the player wrote that the server has not confirmed: still on its way, or refused. */
export interface PendingMessage {
  client_message_id: string;
  body: string;
  /** The browser's clock when written: it orders the pending messages among themselves. */
  created_at: number;
  status: 'sending' | 'failed';
  /** Why it failed, when the server said (`TooManyRequests`). */
  failure?: string;
  /** The server's messages already shown when it was sent: a new one with its text is its echo. */
  known: readonly string[];
}

export type TimelineItem<M extends ChatMessage = ChatMessage> =
  | { kind: 'message'; key: string; message: M }
  | { kind: 'pending'; key: string; pending: PendingMessage };

const byTime = (a: ChatMessage, b: ChatMessage) => a.created_at - b.created_at || (a.id < b.id ? -1 : 1);

/** Puts a message into the list once (a later copy of the same id replaces the earlier), oldest first. */
export function upsertMessage<M extends ChatMessage>(messages: readonly M[], message: M): M[] {
  const rest = messages.filter((item) => item.id !== message.id);
  return [...rest, message].sort(byTime);
}

/**
 * Applies a live update. A frame of the same conversation replaces it unless it is older than the
 * one held; a frame of another conversation (the player wrote after the last one was closed) starts
 * the list afresh.
 */
export function applyChatUpdate<C extends ChatConversation, M extends ChatMessage>(
  state: ChatState<C, M> | undefined,
  update: ChatUpdate<C, M>,
): ChatState<C, M> {
  const current = state ?? { conversation: null, messages: [] };
  const same = current.conversation?.id === update.conversation.id;
  const stale =
    same && current.conversation !== null && current.conversation.updated_at > update.conversation.updated_at;
  const conversation = stale ? (current.conversation as C) : update.conversation;
  const base = same || current.conversation === null ? current.messages : [];
  const messages = update.message ? upsertMessage(base, update.message) : base;
  return { conversation, messages };
}

/** Whether a server message is the echo of a pending one: the player's, with its text, new since it was sent. */
function isEchoOf(message: ChatMessage, pending: PendingMessage): boolean {
  return message.author === 'contact' && message.body === pending.body && !pending.known.includes(message.id);
}

/**
 * The messages to show, oldest first: the server's, then the player's pending ones after them. A
 * pending message whose echo already came over the socket (before the send's own answer) is hidden,
 * so it never shows twice.
 */
export function buildTimeline<M extends ChatMessage>(
  messages: readonly M[],
  pending: readonly PendingMessage[],
): TimelineItem<M>[] {
  const claimed = new Set<string>();
  const shownPending: PendingMessage[] = [];
  for (const item of [...pending].sort((a, b) => a.created_at - b.created_at)) {
    const echo =
      item.status === 'sending'
        ? messages.find((message) => !claimed.has(message.id) && isEchoOf(message, item))
        : undefined;
    if (echo) claimed.add(echo.id);
    else shownPending.push(item);
  }
  return [
    ...messages.map((message): TimelineItem<M> => ({ kind: 'message', key: message.id, message })),
    ...shownPending.map((item): TimelineItem<M> => ({ kind: 'pending', key: item.client_message_id, pending: item })),
  ];
}

/** The answers (an operator's or the bot's) the player has not read yet. */
export function unreadAnswers(messages: readonly ChatMessage[]): number {
  return messages.filter((message) => message.author !== 'contact' && !message.read_by_contact).length;
}

/** The newest unread answer: reading the panel marks everything up to it read. */
export function lastUnreadAnswer(messages: readonly ChatMessage[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message && message.author !== 'contact' && !message.read_by_contact) return message.id;
  }
  return null;
}

/**
 * The count for the support button's badge: what the conversation says, or the answers counted in the
 * list when it holds more than that (a live message arrives before its conversation's count).
 */
export function unreadBadge(state: ChatState | undefined): number {
  if (!state?.conversation) return 0;
  return Math.max(state.conversation.unread_by_contact, unreadAnswers(state.messages));
}

/** The answers up to and including `upTo` marked read, as the server now has them. */
export function markAnswersRead<M extends ChatMessage>(messages: readonly M[], upTo: string): M[] {
  const index = messages.findIndex((message) => message.id === upTo);
  if (index < 0) return [...messages];
  return messages.map((message, at) =>
    at <= index && message.author !== 'contact' && !message.read_by_contact
      ? { ...message, read_by_contact: true }
      : message,
  );
}

/** Whether a channel's frame data is a support update (the visitor's channel carries nothing else). */
export function isChatUpdate<U extends ChatUpdate = ChatUpdate>(data: unknown): data is U {
  if (typeof data !== 'object' || data === null || !('conversation' in data)) return false;
  const { conversation } = data as { conversation: unknown };
  return typeof conversation === 'object' && conversation !== null && 'id' in conversation;
}
