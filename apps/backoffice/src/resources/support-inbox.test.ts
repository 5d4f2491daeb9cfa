import type { SupportConversation, SupportMessage } from '@meridian/contract/support';
import { describe, expect, it } from 'vitest';
import {
  applyInboxUpdate,
  cannedForLanguage,
  type InboxFilter,
  inboxQuery,
  insertCanned,
  lastUnreadFromContact,
  mergeThreadMessage,
  unreadTotal,
} from './support-inbox';

const ME = 'ann@example.com';
const conversation = (id: string, patch: Partial<SupportConversation> = {}): SupportConversation => ({
  id,
  contact: { external_id: 'player:7', kind: 'player', name: 'Ann', email: null, language: 'en' },
  status: 'open',
  assignee: null,
  created_at: 1,
  updated_at: 100,
  last_message: null,
  unread_by_contact: 0,
  unread_by_operator: 0,
  ...patch,
});
const message = (id: string, created_at: number, patch: Partial<SupportMessage> = {}): SupportMessage => ({
  id,
  conversation_id: 'c1',
  author: 'contact',
  operator: null,
  body: id,
  created_at,
  read_by_contact: true,
  read_by_operator: true,
  ...patch,
});
const openAll: InboxFilter = { status: 'open', assignee: 'all' };

describe('inboxQuery', () => {
  it('asks the provider for the operator’s own as `me` and nobody’s as `none`', () => {
    expect(inboxQuery({ status: 'open', assignee: 'mine' })).toEqual({ status: 'open', assignee: 'me' });
    expect(inboxQuery({ status: 'waiting', assignee: 'unassigned' })).toEqual({ status: 'waiting', assignee: 'none' });
    expect(inboxQuery({ status: 'closed', assignee: 'all' })).toEqual({ status: 'closed' });
  });
});

describe('applyInboxUpdate', () => {
  it('puts a new conversation on top', () => {
    const list = applyInboxUpdate([conversation('a')], conversation('b', { updated_at: 200 }), openAll, ME);
    expect(list.map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('moves an updated conversation to the top and replaces its copy', () => {
    const list = applyInboxUpdate(
      [conversation('b', { updated_at: 200 }), conversation('a')],
      conversation('a', { updated_at: 300, unread_by_operator: 2 }),
      openAll,
      ME,
    );
    expect(list.map((item) => [item.id, item.unread_by_operator])).toEqual([
      ['a', 2],
      ['b', 0],
    ]);
  });

  it('drops a conversation that no longer matches: closed, or taken by another operator', () => {
    expect(
      applyInboxUpdate([conversation('a')], conversation('a', { status: 'closed', updated_at: 200 }), openAll, ME),
    ).toEqual([]);
    const mine: InboxFilter = { status: 'open', assignee: 'mine' };
    expect(
      applyInboxUpdate(
        [conversation('a', { assignee: ME })],
        conversation('a', { assignee: 'bob@example.com', updated_at: 200 }),
        mine,
        ME,
      ),
    ).toEqual([]);
  });

  it('ignores an update older than the copy held', () => {
    const held = conversation('a', { updated_at: 500, assignee: ME });
    expect(applyInboxUpdate([held], conversation('a', { updated_at: 400 }), openAll, ME)).toEqual([held]);
  });

  it('lists only nobody’s conversations under unassigned', () => {
    const filter: InboxFilter = { status: 'open', assignee: 'unassigned' };
    expect(applyInboxUpdate([], conversation('a', { assignee: ME }), filter, ME)).toEqual([]);
    expect(applyInboxUpdate([], conversation('a'), filter, ME)).toHaveLength(1);
  });
});

describe('the thread', () => {
  it('adds a live message once, in time order', () => {
    let messages = mergeThreadMessage([message('m2', 20)], message('m1', 10));
    messages = mergeThreadMessage(messages, message('m2', 20));
    expect(messages.map((item) => item.id)).toEqual(['m1', 'm2']);
  });

  it('names the newest unread message of the contact', () => {
    expect(
      lastUnreadFromContact([
        message('m1', 1, { read_by_operator: false }),
        message('m2', 2, { read_by_operator: false }),
        message('m3', 3, { author: 'operator' }),
      ]),
    ).toBe('m2');
    expect(lastUnreadFromContact([message('m1', 1)])).toBeNull();
  });

  it('sums the unread messages of the list', () => {
    expect(
      unreadTotal([conversation('a', { unread_by_operator: 2 }), conversation('b', { unread_by_operator: 3 })]),
    ).toBe(5);
  });
});

describe('insertCanned', () => {
  it('fills an empty box', () => {
    expect(insertCanned('', 'Hello!')).toEqual({ text: 'Hello!', caret: 6 });
  });

  it('goes on a line of its own after text, and replaces a selection', () => {
    expect(insertCanned('Hi Ann,', 'Thanks.')).toEqual({ text: 'Hi Ann,\nThanks.', caret: 15 });
    expect(insertCanned('Hi XX bye', 'Ann', { start: 3, end: 5 })).toEqual({ text: 'Hi \nAnn\n bye', caret: 7 });
  });

  it('offers the conversation’s language first', () => {
    const answers = [
      { title: 'b', language: 'en' },
      { title: 'a', language: 'ru' },
      { title: 'c', language: 'ru' },
    ];
    expect(cannedForLanguage(answers, 'ru').map((item) => item.title)).toEqual(['a', 'c', 'b']);
  });
});
