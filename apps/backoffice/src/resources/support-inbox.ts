import type { SupportConversation, SupportMessage, SupportStatus } from '@meridian/contract/support';

/** Whose conversations the inbox lists: the operator's own, nobody's, or everyone's. */
export type AssigneeFilter = 'mine' | 'unassigned' | 'all';
export interface InboxFilter {
  status: SupportStatus;
  assignee: AssigneeFilter;
}

/** The list call's query for a filter (the provider reads `me` as the caller). */
export function inboxQuery(filter: InboxFilter): { status: SupportStatus; assignee?: string } {
  if (filter.assignee === 'mine') return { status: filter.status, assignee: 'me' };
  if (filter.assignee === 'unassigned') return { status: filter.status, assignee: 'none' };
  return { status: filter.status };
}

/** Whether a conversation belongs in the list the operator is looking at. */
export function matchesFilter(conversation: SupportConversation, filter: InboxFilter, me: string | null): boolean {
  if (conversation.status !== filter.status) return false;
  if (filter.assignee === 'mine') return me !== null && conversation.assignee === me;
  if (filter.assignee === 'unassigned') return conversation.assignee === null;
  return true;
}

const newestFirst = (a: SupportConversation, b: SupportConversation) => b.updated_at - a.updated_at;

/**
 * A live update applied to the list: the conversation replaces its older copy, joins the list when it
 * now matches the filter (a new one, one reopened) and leaves it when it no longer does (closed,
 * taken by someone else); newest activity first. An update older than the copy held changes nothing.
 */
export function applyInboxUpdate(
  list: readonly SupportConversation[],
  conversation: SupportConversation,
  filter: InboxFilter,
  me: string | null,
): SupportConversation[] {
  const held = list.find((item) => item.id === conversation.id);
  if (held && held.updated_at > conversation.updated_at) return [...list];
  const rest = list.filter((item) => item.id !== conversation.id);
  if (!matchesFilter(conversation, filter, me)) return rest;
  return [...rest, conversation].sort(newestFirst);
}

/** Messages that came live, put into the thread once each, oldest first. */
export function mergeThreadMessage(messages: readonly SupportMessage[], message: SupportMessage): SupportMessage[] {
  const rest = messages.filter((item) => item.id !== message.id);
  return [...rest, message].sort((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : 1));
}

/** The newest message of the contact's that operators have not read: opening the thread marks up to it. */
export function lastUnreadFromContact(messages: readonly SupportMessage[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message && message.author === 'contact' && !message.read_by_operator) return message.id;
  }
  return null;
}

/** The unread messages of a list's conversations, for the heading's count. */
export function unreadTotal(list: readonly SupportConversation[]): number {
  return list.reduce((sum, conversation) => sum + conversation.unread_by_operator, 0);
}

/**
 * A canned answer put into the reply box at the caret: replacing what is selected, on a line of its
 * own when the box already has text; answers the new text and where the caret goes (after it).
 */
export function insertCanned(
  text: string,
  answer: string,
  selection: { start: number; end: number } = { start: text.length, end: text.length },
): { text: string; caret: number } {
  const before = text.slice(0, selection.start);
  const after = text.slice(selection.end);
  const lead = before && !before.endsWith('\n') ? '\n' : '';
  const trail = after && !after.startsWith('\n') ? '\n' : '';
  const inserted = `${lead}${answer}${trail}`;
  return { text: `${before}${inserted}${after}`, caret: before.length + lead.length + answer.length };
}

/** Canned answers in the conversation's language first, then the rest, each group by title. */
export function cannedForLanguage<T extends { title: string; language: string }>(
  answers: readonly T[],
  language: string,
): T[] {
  return [...answers].sort(
    (a, b) => Number(b.language === language) - Number(a.language === language) || a.title.localeCompare(b.title),
  );
}

/** Who wrote: the player's or visitor's name, else their kind and number. */
export function contactLabel(conversation: SupportConversation, translate: (key: string, options?: object) => string) {
  const { contact } = conversation;
  if (contact.name) return contact.name;
  if (contact.email) return contact.email;
  const id = contact.external_id.split(':')[1] ?? '';
  return contact.kind === 'player'
    ? translate('meridian.support.player', { id })
    : translate('meridian.support.visitor', { id: id.slice(0, 8) });
}
