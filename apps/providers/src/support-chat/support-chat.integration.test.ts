import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioDatabase } from '../shared/studio-database.js';
import { providerTestDatabase } from '../shared/test-database.js';
import {
  CHAT_SIGNATURE_HEADER,
  CHAT_TIMESTAMP_HEADER,
  type ChatConversation,
  type ChatEvent,
  type ChatMessage,
  registerSupportChat,
  SUPPORT_CHAT_SCHEMA,
  type SupportChatService,
} from './support-chat.entry.js';
import { type OperatorRequest, type OperatorResponse, signChat } from './support-chat.webhook.js';

const SECRET = 'support-chat-test-secret-0123456789abcdef';
const BASE = '/chat';
const WEBHOOK = '/operator/support-webhook';
const ANNA = { email: 'anna@meridian.example', name: 'Анна' };
const BORIS = { email: 'boris@meridian.example', name: 'Boris' };

type Pair = { conversation: ChatConversation; message: ChatMessage };
type Thread = { conversation: ChatConversation | null; messages: ChatMessage[] };

describe('the support chat provider', () => {
  let app: FastifyInstance;
  let chat: SupportChatService;
  let database: StudioDatabase & { schema: string };
  const webhooks: OperatorRequest[] = [];
  let answer: () => OperatorResponse = () => ({ status: 200, body: '{}' });
  let clock = Date.parse('2026-12-01T10:00:00Z');

  beforeAll(async () => {
    database = await providerTestDatabase(SUPPORT_CHAT_SCHEMA, 'support_chat_test');
    app = Fastify();
    chat = await registerSupportChat(app, {
      sql: database.sql,
      schema: database.schema,
      transport: async (request) => {
        webhooks.push(request);
        return answer();
      },
      webhookPath: WEBHOOK,
      secret: SECRET,
      base: BASE,
      now: () => new Date(clock),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A call of the protocol, signed as the platform signs it (or with a wrong key, another time, no signature). */
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    options: {
      operator?: { email: string; name: string };
      secret?: string;
      at?: number;
      unsigned?: boolean;
      /** The call the signature was made for, when not this one. */
      signedFor?: { method: string; url: string };
    } = {},
  ) => {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const timestamp = options.at ?? Math.floor(clock / 1000);
    return app.inject({
      method,
      url: `${BASE}${url}`,
      headers: {
        ...(raw ? { 'content-type': 'application/json' } : {}),
        ...(options.unsigned
          ? {}
          : {
              [CHAT_TIMESTAMP_HEADER]: String(timestamp),
              [CHAT_SIGNATURE_HEADER]: signChat(
                options.secret ?? SECRET,
                timestamp,
                options.signedFor?.method ?? method,
                `${BASE}${options.signedFor?.url ?? url}`,
                raw,
              ),
            }),
        ...(options.operator
          ? { 'x-operator': options.operator.email, 'x-operator-name': encodeURIComponent(options.operator.name) }
          : {}),
      },
      ...(raw ? { payload: raw } : {}),
    });
  };
  const operator = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, who = ANNA) =>
    call(method, url, body, { operator: who });

  let contacts = 0;
  const newContact = (kind: 'player' | 'visitor' = 'player', language = 'en') => {
    const id = `${++contacts}-${randomBytes(4).toString('hex')}`;
    return { external_id: `${kind}:${id}`, kind, name: kind === 'player' ? 'Ada' : null, email: null, language };
  };
  type Contact = ReturnType<typeof newContact>;
  const write = async (contact: Contact, body: string, clientMessageId: string = randomUUID()) => {
    const res = await call('POST', '/api/contacts/messages', { contact, body, client_message_id: clientMessageId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Pair;
  };
  const reply = async (conversationId: string, body: string, who = ANNA, clientMessageId: string = randomUUID()) => {
    const res = await operator(
      'POST',
      `/api/operator/conversations/${conversationId}/replies`,
      {
        body,
        client_message_id: clientMessageId,
      },
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Pair;
  };
  const threadOf = async (contact: Contact) => {
    const res = await call('GET', `/api/contacts/${contact.external_id}/conversation`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Thread;
  };
  const eventsOf = (conversationId: string) =>
    webhooks.map((w) => JSON.parse(w.body ?? '') as ChatEvent).filter((e) => e.conversation.id === conversationId);

  it('refuses calls that are unsigned, signed with another key or stale, with the protocol’s error shape', async () => {
    const body = { contact: newContact(), body: 'Hello', client_message_id: randomUUID() };
    const refused = [
      await call('POST', '/api/contacts/messages', body, { unsigned: true }),
      await call('POST', '/api/contacts/messages', body, { secret: 'x'.repeat(40) }),
      await call('POST', '/api/contacts/messages', body, { at: Math.floor(clock / 1000) - 600 }),
      await call('GET', `/api/contacts/${body.contact.external_id}/conversation`, undefined, { unsigned: true }),
      await call('GET', '/api/operator/canned-answers', undefined, { operator: ANNA, secret: 'y'.repeat(40) }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'unauthorized', message: 'The call is not signed by the operator.' },
      });
    }
    // A body changed after signing is not the one signed.
    const timestamp = Math.floor(clock / 1000);
    const tampered = await app.inject({
      method: 'POST',
      url: `${BASE}/api/contacts/messages`,
      headers: {
        'content-type': 'application/json',
        [CHAT_TIMESTAMP_HEADER]: String(timestamp),
        [CHAT_SIGNATURE_HEADER]: signChat(
          SECRET,
          timestamp,
          'POST',
          `${BASE}/api/contacts/messages`,
          JSON.stringify(body),
        ),
      },
      payload: JSON.stringify({ ...body, body: 'Something else' }),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await threadOf(body.contact)).conversation).toBeNull();

    // A signed read, its body empty, is no signature for another call with an empty body (a close).
    const { conversation } = await write(body.contact, 'Hello');
    const replayed = await call('POST', `/api/operator/conversations/${conversation.id}/close`, undefined, {
      operator: ANNA,
      signedFor: { method: 'GET', url: `/api/operator/conversations/${conversation.id}` },
    });
    expect(replayed.statusCode).toBe(401);
    // Nor is one made for a query the list it arrives with.
    const widened = await call('GET', '/api/operator/conversations?status=closed', undefined, {
      operator: ANNA,
      signedFor: { method: 'GET', url: '/api/operator/conversations?status=open' },
    });
    expect(widened.statusCode).toBe(401);
    expect((await threadOf(body.contact)).conversation?.status).toBe('open');
  });

  it('opens a conversation with a contact’s first message and takes the same client_message_id once', async () => {
    const contact = newContact('visitor', 'ru');
    expect(await threadOf(contact)).toEqual({ conversation: null, messages: [] });
    const id = randomUUID();
    const first = await write(contact, '  Здравствуйте, где мой вывод?  ', id);
    expect(first.conversation).toMatchObject({
      contact,
      status: 'open',
      assignee: null,
      created_at: clock,
      updated_at: clock,
      unread_by_contact: 0,
      unread_by_operator: 1,
    });
    expect(first.message).toMatchObject({
      conversation_id: first.conversation.id,
      author: 'contact',
      operator: null,
      body: 'Здравствуйте, где мой вывод?',
      created_at: clock,
      read_by_contact: true,
      read_by_operator: false,
    });
    expect(first.conversation.last_message).toEqual(first.message);

    const again = await write(contact, 'a retry of the same send', id);
    expect(again.message).toEqual(first.message);
    const second = await write(contact, 'And another thing');
    expect(second.conversation.id).toBe(first.conversation.id);
    expect(second.conversation.unread_by_operator).toBe(2);
    const thread = await threadOf(contact);
    expect(thread.messages.map((m) => m.body)).toEqual(['Здравствуйте, где мой вывод?', 'And another thing']);
    // Each new message is reported once; the repeat is not.
    expect(eventsOf(first.conversation.id).map((e) => [e.type, e.message?.id])).toEqual([
      ['message.created', first.message.id],
      ['message.created', second.message.id],
    ]);
  });

  it('refuses a body that is not 1 to 2000 characters of plain text with a clear message', async () => {
    const contact = newContact();
    const send = (body: unknown, extra: Record<string, unknown> = {}) =>
      call('POST', '/api/contacts/messages', { contact, body, client_message_id: randomUUID(), ...extra });
    const cases: Array<[unknown, string]> = [
      ['   \n ', 'body must not be empty.'],
      ['x'.repeat(2001), 'body must be at most 2000 characters.'],
      [42, 'body must be text.'],
      ['bell\u0007', 'body must be plain text, without control characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'invalid', message } });
    }
    expect((await send('hi', { client_message_id: 'not-a-uuid' })).json().error.message).toBe(
      'client_message_id must be a UUID.',
    );
    const wrongKind = await call('POST', '/api/contacts/messages', {
      contact: { ...contact, kind: 'visitor' },
      body: 'hi',
      client_message_id: randomUUID(),
    });
    expect(wrongKind.json().error.message).toBe('contact.kind must be player, as its external_id says.');
    const notJson = await app.inject({
      method: 'POST',
      url: `${BASE}/api/contacts/messages`,
      headers: {
        'content-type': 'application/json',
        [CHAT_TIMESTAMP_HEADER]: String(Math.floor(clock / 1000)),
        [CHAT_SIGNATURE_HEADER]: signChat(
          SECRET,
          Math.floor(clock / 1000),
          'POST',
          `${BASE}/api/contacts/messages`,
          '{',
        ),
      },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await threadOf(contact)).conversation).toBeNull();
    // 2000 characters, counted as a reader counts them (an emoji is one), and line breaks are text.
    const longest = `${'😀'.repeat(1000)}\n${'a'.repeat(999)}`;
    expect((await send(longest)).statusCode).toBe(200);
  });

  it('never shows a contact another contact’s messages', async () => {
    const ada = newContact();
    const eve = newContact();
    const adas = await write(ada, 'My card number ends 4242');
    const eves = await write(eve, 'Hello');
    expect(eves.conversation.id).not.toBe(adas.conversation.id);
    await reply(adas.conversation.id, 'Thanks Ada');
    expect((await threadOf(eve)).messages.map((m) => m.body)).toEqual(['Hello']);
    expect((await threadOf(ada)).messages.map((m) => m.body)).toEqual(['My card number ends 4242', 'Thanks Ada']);
    // Eve cannot mark Ada's messages read, or learn they exist.
    const adaThread = await threadOf(ada);
    const peek = await call('POST', `/api/contacts/${eve.external_id}/read`, { up_to: adaThread.messages[1]?.id });
    expect(peek.statusCode).toBe(404);
    expect((await threadOf(ada)).conversation?.unread_by_contact).toBe(1);
    expect((await call('GET', '/api/contacts/nobody/conversation')).statusCode).toBe(400);
  });

  it('lets operators reply, assign, close and reopen, with read marks and unread counts both ways', async () => {
    const contact = newContact('player', 'en');
    const opened = await write(contact, 'Is my verification done?');
    const id = opened.conversation.id;
    expect((await operator('GET', `/api/operator/conversations/${id}`)).json()).toMatchObject({
      conversation: { id, status: 'open' },
      messages: [{ body: 'Is my verification done?' }],
    });

    clock += 60_000;
    const answered = await reply(id, 'It takes up to 24 hours.', ANNA);
    expect(answered.message).toMatchObject({
      author: 'operator',
      operator: 'Анна',
      read_by_contact: false,
      read_by_operator: true,
    });
    // Replying reads what the contact wrote; the contact has one answer unread.
    expect(answered.conversation).toMatchObject({
      status: 'waiting',
      unread_by_contact: 1,
      unread_by_operator: 0,
      updated_at: clock,
    });
    const sameId = randomUUID();
    const once = await reply(id, 'Anything else?', ANNA, sameId);
    expect((await reply(id, 'Anything else? (retry)', ANNA, sameId)).message).toEqual(once.message);
    expect(once.conversation.unread_by_contact).toBe(2);

    // The contact reads up to the first answer: the one after it stays unread.
    const read = await call('POST', `/api/contacts/${contact.external_id}/read`, { up_to: answered.message.id });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().conversation.unread_by_contact).toBe(1);
    expect(eventsOf(id).at(-1)).toMatchObject({ type: 'conversation.updated', conversation: { unread_by_contact: 1 } });

    // Writing back reads the rest and makes the conversation the operators' turn again.
    const back = await write(contact, 'No, thank you');
    expect(back.conversation).toMatchObject({ id, status: 'open', unread_by_contact: 0, unread_by_operator: 1 });
    const opRead = await operator('POST', `/api/operator/conversations/${id}/read`, { up_to: back.message.id });
    expect(opRead.json().conversation.unread_by_operator).toBe(0);
    const other = await write(newContact(), 'Someone else');
    const elsewhere = await operator('POST', `/api/operator/conversations/${id}/read`, { up_to: other.message.id });
    expect(elsewhere.statusCode).toBe(404);

    const assigned = await operator('POST', `/api/operator/conversations/${id}/assign`, { assignee: BORIS.email });
    expect(assigned.json().conversation.assignee).toBe(BORIS.email);
    const mine = await operator('GET', '/api/operator/conversations?assignee=me&limit=100', undefined, BORIS);
    expect(mine.json().list.map((c: ChatConversation) => c.id)).toEqual([id]);
    expect(
      (await operator('POST', `/api/operator/conversations/${id}/assign`, { assignee: 'nobody' })).statusCode,
    ).toBe(400);

    const closed = await operator('POST', `/api/operator/conversations/${id}/close`);
    expect(closed.json().conversation).toMatchObject({ status: 'closed', assignee: BORIS.email });
    const events = eventsOf(id).length;
    expect((await operator('POST', `/api/operator/conversations/${id}/close`)).json().conversation.status).toBe(
      'closed',
    );
    expect(eventsOf(id).length).toBe(events);
    // The contact still sees the closed conversation, until it writes again.
    expect((await threadOf(contact)).conversation).toMatchObject({ id, status: 'closed' });

    // An operator's reply reopens it.
    const reopened = await reply(id, 'One more thing: your limits are set.', BORIS);
    expect(reopened.conversation).toMatchObject({ id, status: 'waiting' });
    await operator('POST', `/api/operator/conversations/${id}/close`);

    // After a close the contact's next message starts a new conversation; the old one then takes no reply.
    const fresh = await write(contact, 'Hello again');
    expect(fresh.conversation.id).not.toBe(id);
    expect(fresh.conversation).toMatchObject({ status: 'open', assignee: null, unread_by_operator: 1 });
    expect((await threadOf(contact)).conversation?.id).toBe(fresh.conversation.id);
    const stale = await operator('POST', `/api/operator/conversations/${id}/replies`, {
      body: 'late',
      client_message_id: randomUUID(),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');

    expect((await operator('GET', '/api/operator/conversations/conv_missing')).statusCode).toBe(404);
    const noOperator = await call('GET', `/api/operator/conversations/${id}`);
    expect(noOperator.statusCode).toBe(400);
    expect(noOperator.json().error.message).toBe('x-operator must be the operator’s e-mail address.');
  });

  it('lists conversations newest activity first, by status and assignee, a page at a time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      clock += 1_000;
      ids.push((await write(newContact(), `question ${i}`)).conversation.id);
    }
    clock += 1_000;
    await reply(ids[0] as string, 'answer');
    const page = async (query: string) => {
      const res = await operator('GET', `/api/operator/conversations?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { list: ChatConversation[]; next_cursor: string | null };
    };
    const first = await page('limit=2');
    expect(first.list.map((c) => c.id)).toEqual([ids[0], ids[2]]);
    const second = await page(`limit=2&cursor=${first.next_cursor}`);
    expect(second.list[0]?.id).toBe(ids[1]);
    const open = (await page('status=open&limit=100')).list.map((c) => c.id);
    expect(open).toContain(ids[1]);
    expect(open).not.toContain(ids[0]);
    expect((await page('status=waiting&assignee=none&limit=100')).list.map((c) => c.id)).toContain(ids[0]);
    for (const query of ['limit=101', 'status=pending', 'cursor=abc', 'assignee=x']) {
      expect((await operator('GET', `/api/operator/conversations?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('answers 429 past 10 messages a minute and 100 a day, and takes the same message again', async () => {
    const contact = newContact();
    const send = (body: string, id: string = randomUUID()) =>
      call('POST', '/api/contacts/messages', { contact, body, client_message_id: id });
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      ids.push(randomUUID());
      expect((await send(`m${i}`, ids[i])).statusCode).toBe(200);
      clock += 1_000;
    }
    const limited = await send('one too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'rate_limited',
      message: 'A contact may send 10 messages a minute: try again later.',
    });
    // The first message leaves the minute 60 s after it was sent: 50 s from now.
    expect(limited.headers['retry-after']).toBe('50');
    expect((await send('a retry', ids[9])).statusCode).toBe(200);
    clock += 50_000;
    expect((await send('m10')).statusCode).toBe(200);

    for (let i = 11; i < 100; i++) {
      if ((i - 11) % 10 === 0) clock += 61_000;
      expect((await send(`m${i}`)).statusCode, `message ${i}`).toBe(200);
    }
    clock += 61_000;
    const daily = await send('the 101st');
    expect(daily.statusCode).toBe(429);
    expect(daily.json().error.message).toBe('A contact may send 100 messages a day: try again later.');
    clock += 86_400_000;
    expect((await send('the next day')).statusCode).toBe(200);
    // Another contact has its own allowance.
    expect((await write(newContact(), 'hi')).message.body).toBe('hi');
  });

  it('sends each event signed, again and again with backoff until the operator answers 2xx', async () => {
    const told: number[] = [];
    const stop = chat.workDue.listen((at) => told.push(at.getTime()));
    answer = () => ({ status: 503, body: 'busy' });
    const start = webhooks.length;
    const sentAt = clock;
    const { conversation, message } = await write(newContact('visitor'), 'Are you there?');
    expect(webhooks.length - start).toBe(1);
    // Whoever runs the scheduled work hears when the failed webhook is due again: 2 s on.
    expect(told).toEqual([sentAt + 2_000]);
    clock += 1_000;
    await chat.deliverDue();
    expect(webhooks.length - start).toBe(1);
    clock += 1_500;
    expect((await chat.tick())?.getTime()).toBe(clock + 4_000);
    expect(webhooks.length - start).toBe(2);
    // The close waits behind the message: a conversation's events arrive in the order they happened.
    await operator('POST', `/api/operator/conversations/${conversation.id}/close`);
    expect(webhooks.length - start).toBe(2);
    clock += 4_500;
    answer = () => ({ status: 200, body: '{}' });
    expect(await chat.tick()).toBeNull();
    stop();

    const sent = webhooks.slice(start);
    const bodies = sent.map((w) => JSON.parse(w.body ?? '') as ChatEvent);
    expect(bodies.map((e) => e.type)).toEqual([
      'message.created',
      'message.created',
      'message.created',
      'conversation.updated',
    ]);
    // A retry is the same event (the platform takes each id once), signed afresh when it is sent.
    expect(new Set(bodies.map((e) => e.id)).size).toBe(2);
    expect(sent.map((w) => Number(w.headers[CHAT_TIMESTAMP_HEADER]) - Math.floor(sentAt / 1000))).toEqual([0, 2, 7, 7]);
    expect(bodies[0]).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'message.created',
      created_at: sentAt,
      conversation: expect.objectContaining({ id: conversation.id, status: 'open', unread_by_operator: 1 }),
      message,
    });
    expect(bodies[3]).toMatchObject({ type: 'conversation.updated', conversation: { status: 'closed' } });
    expect(bodies[3]).not.toHaveProperty('message');
    for (const request of sent) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe(WEBHOOK);
      expect(request.headers['content-type']).toBe('application/json');
      const timestamp = Number(request.headers[CHAT_TIMESTAMP_HEADER]);
      expect(request.headers[CHAT_SIGNATURE_HEADER]).toBe(
        signChat(SECRET, timestamp, 'POST', WEBHOOK, request.body ?? ''),
      );
    }
    clock += 60_000;
    expect(await chat.tick()).toBeNull();
    expect(webhooks.length - start).toBe(4);
  });

  it('keeps canned answers, starting with greetings, timings and a closing in English and Russian', async () => {
    const list = async () =>
      (await operator('GET', '/api/operator/canned-answers')).json().list as Array<{
        id: string;
        title: string;
        body: string;
        language: string;
      }>;
    const demo = await list();
    expect(demo.filter((a) => a.language === 'en').map((a) => a.title)).toEqual(
      expect.arrayContaining(['Greeting', 'Verification time', 'Withdrawal time', 'Closing']),
    );
    expect(demo.filter((a) => a.language === 'ru')).toHaveLength(4);
    expect(demo.find((a) => a.id === 'ca_verification_en')?.body).toContain('up to 24 hours');

    const created = await operator('POST', '/api/operator/canned-answers', {
      title: ' Bonus rules ',
      body: 'Bonus funds must be wagered 30 times.',
      language: 'en',
    });
    expect(created.statusCode, created.body).toBe(200);
    const made = created.json();
    expect(made).toEqual({
      id: expect.stringMatching(/^ca_/),
      title: 'Bonus rules',
      body: 'Bonus funds must be wagered 30 times.',
      language: 'en',
    });
    expect(await list()).toContainEqual(made);
    const changed = await operator('PUT', `/api/operator/canned-answers/${made.id}`, {
      title: 'Правила бонуса',
      body: 'Бонус нужно отыграть 30 раз.',
      language: 'ru',
    });
    expect(changed.json()).toEqual({
      id: made.id,
      title: 'Правила бонуса',
      body: 'Бонус нужно отыграть 30 раз.',
      language: 'ru',
    });
    expect((await operator('DELETE', `/api/operator/canned-answers/${made.id}`)).json()).toEqual({ id: made.id });
    expect((await list()).some((a) => a.id === made.id)).toBe(false);
    expect((await operator('DELETE', `/api/operator/canned-answers/${made.id}`)).statusCode).toBe(404);
    const bad = await operator('PUT', `/api/operator/canned-answers/${made.id}`, {
      title: '',
      body: 'x',
      language: 'en',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('title must be one line of 1 to 100 characters.');
    const noLanguage = await operator('POST', '/api/operator/canned-answers', {
      title: 'T',
      body: 'B',
      language: 'English',
    });
    expect(noLanguage.json().error.message).toBe('language must be a language code such as en or ru.');
  });
});
