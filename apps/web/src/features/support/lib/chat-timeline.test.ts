import { describe, expect, it } from 'vitest';
import {
  applyChatUpdate,
  buildTimeline,
  type ChatConversation,
  type ChatMessage,
  isChatUpdate,
  lastUnreadAnswer,
  markAnswersRead,
  type PendingMessage,
  unreadBadge,
} from './chat-timeline';

const conversation = (patch: Partial<ChatConversation> = {}): ChatConversation => ({
  id: 'c1',
  status: 'open',
  updated_at: 1000,
  unread_by_contact: 0,
  ...patch,
});
const message = (id: string, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  author: 'contact',
  operator: null,
  body: `text ${id}`,
  created_at: Number(id.replace(/\D/g, '')) * 10,
  read_by_contact: true,
  ...patch,
});
const pending = (id: string, patch: Partial<PendingMessage> = {}): PendingMessage => ({
  client_message_id: id,
  body: `pending ${id}`,
  created_at: 5,
  status: 'sending',
  known: [],
  ...patch,
});

describe('applyChatUpdate', () => {
  it('adds a live message once, in time order, whatever order frames come in', () => {
    let state = applyChatUpdate(undefined, { conversation: conversation(), message: message('m2') });
    state = applyChatUpdate(state, { conversation: conversation({ updated_at: 900 }), message: message('m1') });
    state = applyChatUpdate(state, { conversation: conversation(), message: message('m2') });
    expect(state.messages.map((item) => item.id)).toEqual(['m1', 'm2']);
  });

  it('keeps the newer conversation when an older frame arrives late', () => {
    const state = applyChatUpdate(
      { conversation: conversation({ updated_at: 2000, status: 'waiting' }), messages: [] },
      { conversation: conversation({ updated_at: 1500, status: 'open' }) },
    );
    expect(state.conversation?.status).toBe('waiting');
  });

  it('replaces a read message with its read copy', () => {
    const state = applyChatUpdate(
      { conversation: conversation(), messages: [message('m1', { author: 'operator', read_by_contact: false })] },
      { conversation: conversation(), message: message('m1', { author: 'operator', read_by_contact: true }) },
    );
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]?.read_by_contact).toBe(true);
  });

  it('starts afresh when the player writes after the last conversation was closed', () => {
    const state = applyChatUpdate(
      { conversation: conversation({ status: 'closed' }), messages: [message('m1')] },
      { conversation: conversation({ id: 'c2' }), message: message('m9') },
    );
    expect(state.conversation?.id).toBe('c2');
    expect(state.messages.map((item) => item.id)).toEqual(['m9']);
  });
});

describe('buildTimeline', () => {
  it('shows pending messages after the server’s', () => {
    const items = buildTimeline([message('m1')], [pending('p1')]);
    expect(items.map((item) => item.key)).toEqual(['m1', 'p1']);
  });

  it('hides a sending message once its echo came over the socket', () => {
    const echo = message('m2', { body: 'pending p1' });
    expect(buildTimeline([message('m1'), echo], [pending('p1', { known: ['m1'] })]).map((item) => item.key)).toEqual([
      'm1',
      'm2',
    ]);
  });

  it('does not take an older message with the same text for the echo', () => {
    const old = message('m1', { body: 'pending p1' });
    expect(buildTimeline([old], [pending('p1', { known: ['m1'] })]).map((item) => item.key)).toEqual(['m1', 'p1']);
  });

  it('pairs two equal messages with two echoes, one each', () => {
    const items = buildTimeline(
      [message('m1', { body: 'hi' })],
      [pending('p1', { body: 'hi' }), pending('p2', { body: 'hi', created_at: 6 })],
    );
    expect(items.map((item) => item.key)).toEqual(['m1', 'p2']);
  });

  it('keeps a failed message on show, to be retried', () => {
    const items = buildTimeline([], [pending('p1', { status: 'failed' })]);
    expect(items[0]).toMatchObject({ kind: 'pending', pending: { status: 'failed' } });
  });
});

describe('unread answers', () => {
  const messages = [
    message('m1', { author: 'operator', read_by_contact: true }),
    message('m2'),
    message('m3', { author: 'operator', read_by_contact: false }),
    message('m4', { author: 'bot', read_by_contact: false }),
  ];

  it('names the newest unread answer to mark read', () => {
    expect(lastUnreadAnswer(messages)).toBe('m4');
    expect(lastUnreadAnswer([message('m1')])).toBeNull();
  });

  it('counts the badge from the conversation or the list, whichever knows more', () => {
    expect(unreadBadge(undefined)).toBe(0);
    expect(unreadBadge({ conversation: conversation({ unread_by_contact: 1 }), messages })).toBe(2);
    expect(unreadBadge({ conversation: conversation({ unread_by_contact: 5 }), messages: [] })).toBe(5);
  });
});

describe('markAnswersRead', () => {
  it('marks the answers up to the one read, not the later ones', () => {
    const messages = [
      message('m1', { author: 'operator', read_by_contact: false }),
      message('m2', { author: 'operator', read_by_contact: false }),
      message('m3', { author: 'operator', read_by_contact: false }),
    ];
    expect(markAnswersRead(messages, 'm2').map((item) => item.read_by_contact)).toEqual([true, true, false]);
    expect(markAnswersRead(messages, 'gone')).toEqual(messages);
  });
});

describe('isChatUpdate', () => {
  it('tells a support update from other frame data', () => {
    expect(isChatUpdate({ conversation: conversation() })).toBe(true);
    expect(isChatUpdate({ since: 1 })).toBe(false);
    expect(isChatUpdate(null)).toBe(false);
  });
});
