import { randomUUID } from 'node:crypto';
import { captchaChallengeSchema } from '@meridian/contract/auth';
import { adminEndpoints } from '@meridian/contract/endpoints/admin-all';
import { endpoints } from '@meridian/contract/endpoints/all';
import { SUPPORT_INBOX_CHANNEL, supportChannel } from '@meridian/contract/realtime';
import { SUPPORT_UNREAD_MAIL_MINUTES } from '@meridian/contract/support';
import { solveChallenge } from 'altcha-lib/v1';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, registerByEmail, registerOneClick } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { type Frame, listeningApp, type TestSocketClient } from '../realtime/realtime.test-client.js';
import { signChatCall } from './support.provider.js';
import { UNREAD_MAIL_JOB, unreadMailJobId } from './support.service.js';

const sockets = listeningApp();
const app = () => sockets.app;
const support = () => {
  const module = app().support;
  if (!module) throw new Error('the support chat is on by default');
  return module;
};

type Operator = Awaited<ReturnType<typeof newSignedInOperator>>;
let clock: ReturnType<typeof operatorClock> | undefined;
async function operator(role: 'support' | 'trader' = 'support'): Promise<Operator> {
  clock ??= operatorClock(app());
  return newSignedInOperator(app(), clock, role);
}

const write = (who: { token?: string; visitor?: string }, body: string, id = randomUUID()) =>
  call(app(), 'POST', '/support/messages', {
    body: { body, client_message_id: id },
    ...(who.token ? { token: who.token } : {}),
    ...(who.visitor ? { headers: { 'x-support-visitor': who.visitor } } : {}),
  });

const ownThread = (who: { token?: string; visitor?: string }) =>
  call(app(), 'GET', '/support/conversation', {
    ...(who.token ? { token: who.token } : {}),
    ...(who.visitor ? { headers: { 'x-support-visitor': who.visitor } } : {}),
  });

async function newVisitor(): Promise<{ visitor_token: string; visitor_id: string }> {
  const res = await call(app(), 'POST', '/support/visitor', { body: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload;
}

async function playerSocket(token: string): Promise<TestSocketClient> {
  const client = await sockets.open();
  await client.authenticate(token);
  expect(await client.subscribe('user')).toMatchObject({ type: 'snapshot', channel: 'user' });
  return client;
}

async function inboxSocket(token: string): Promise<TestSocketClient> {
  const client = await sockets.open();
  client.send({ type: 'operator_auth', token });
  expect((await client.next()).type).toBe('operator_authenticated');
  expect(await client.subscribe(SUPPORT_INBOX_CHANNEL)).toMatchObject({
    type: 'snapshot',
    data: { since: expect.any(Number) },
  });
  return client;
}

/** The next frame that carries a support update with a message of this body, skipping others. */
async function nextSupportFrame(client: TestSocketClient, body: string): Promise<Frame> {
  for (;;) {
    const frame = await client.nextUpdate();
    if (frame.type === 'update' && frame.data?.message?.body === body) return frame;
  }
}

/** Nothing is waiting for the socket: a ping is answered by the very next frame. */
async function expectNothingFor(client: TestSocketClient): Promise<void> {
  client.send({ type: 'ping' });
  expect(await client.next()).toEqual({ type: 'pong' });
}

async function conversationOf(op: Operator, externalId: string) {
  const list = await adminCall(app(), 'GET', '/support/conversations?limit=100', { token: op.token });
  expect(list.statusCode, list.body).toBe(200);
  const found = list
    .json()
    .payload.list.find((c: { contact: { external_id: string } }) => c.contact.external_id === externalId);
  expect(found, `a conversation of ${externalId}`).toBeDefined();
  return found as { id: string; contact: { external_id: string } };
}

async function reply(op: Operator, conversationId: string, body: string) {
  const res = await adminCall(app(), 'POST', `/support/conversations/${conversationId}/replies`, {
    token: op.token,
    body: { body, client_message_id: randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as { message: { id: string; created_at: number } };
}

async function playerIdOf(token: string): Promise<number> {
  return (await call(app(), 'GET', '/user/profile', { token })).json().payload.user.id;
}

describe('support chat: a player and the inbox', () => {
  it('takes a player’s message to the inbox, and the reply to that player’s sockets only', async () => {
    const op = await operator();
    const alice = await registerByEmail(app());
    const aliceId = await playerIdOf(alice.token);
    const bob = await registerOneClick(app());
    const visitor = await newVisitor();

    const inbox = await inboxSocket(op.token);
    const aliceSocket = await playerSocket(alice.token);
    const bobSocket = await playerSocket(bob.token);
    const visitorSocket = await sockets.open();
    visitorSocket.send({
      type: 'subscribe',
      channel: supportChannel(visitor.visitor_id),
      visitor_token: visitor.visitor_token,
    });
    expect(await visitorSocket.next()).toMatchObject({ type: 'snapshot', channel: supportChannel(visitor.visitor_id) });

    const sent = await write({ token: alice.token }, 'Where is my withdrawal?');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().payload.message).toMatchObject({ author: 'contact', body: 'Where is my withdrawal?' });
    expect(sent.json().payload.conversation).not.toHaveProperty('contact');

    const toInbox = await nextSupportFrame(inbox, 'Where is my withdrawal?');
    expect(toInbox).toMatchObject({
      channel: SUPPORT_INBOX_CHANNEL,
      data: { conversation: { contact: { external_id: `player:${aliceId}`, kind: 'player', email: alice.email } } },
    });
    const echoed = await nextSupportFrame(aliceSocket, 'Where is my withdrawal?');
    expect(echoed.data).toMatchObject({ kind: 'support', message: { author: 'contact' } });

    const conversation = await conversationOf(op, `player:${aliceId}`);
    const thread = await adminCall(app(), 'GET', `/support/conversations/${conversation.id}`, { token: op.token });
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().payload.player).toMatchObject({ id: aliceId, email: alice.email, kyc: 'not_verified' });
    expect(thread.json().payload.player.wallets.length).toBeGreaterThan(0);

    const answer = await reply(op, conversation.id, 'It was paid this morning.');
    const delivered = await nextSupportFrame(aliceSocket, 'It was paid this morning.');
    expect(delivered).toMatchObject({
      channel: 'user',
      data: { kind: 'support', message: { id: answer.message.id, author: 'operator', read_by_contact: false } },
    });
    expect(delivered.data.conversation).toMatchObject({ id: conversation.id, status: 'waiting', unread_by_contact: 1 });
    expect(JSON.stringify(delivered.data)).not.toContain(op.email);

    await expectNothingFor(bobSocket);
    await expectNothingFor(visitorSocket);
    expect((await ownThread({ token: bob.token })).json().payload).toEqual({ conversation: null, messages: [] });
    expect((await ownThread({ visitor: visitor.visitor_token })).json().payload).toEqual({
      conversation: null,
      messages: [],
    });
    // Another caller naming Alice's message reads nothing of hers: the contact is always the caller.
    const foreign = await call(app(), 'POST', '/support/read', {
      token: bob.token,
      body: { up_to: answer.message.id },
    });
    expect([404, 422]).toContain(foreign.statusCode);

    const own = await ownThread({ token: alice.token });
    expect(own.json().payload.messages.map((m: { body: string }) => m.body)).toEqual([
      'Where is my withdrawal?',
      'It was paid this morning.',
    ]);
    expect(own.json().payload.messages[1].operator).toBeTruthy();
  });

  it('answers 401 without a session or a visitor token', async () => {
    expect((await ownThread({})).statusCode).toBe(401);
    expect((await write({}, 'hello')).statusCode).toBe(401);
    expect((await ownThread({ visitor: 'x'.repeat(43) })).statusCode).toBe(401);
  });

  it('limits a player’s messages (429)', async () => {
    const carol = await registerOneClick(app());
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) answers.push((await write({ token: carol.token }, `message ${i}`)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
  });
});

describe('support chat: visitors', () => {
  it('asks for the bot check before a visitor’s token', async () => {
    const config = app().config;
    config.captchaProvider = 'altcha';
    try {
      const refused = await call(app(), 'POST', '/support/visitor', { body: {} });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.captcha).toBeDefined();
      const challenge = captchaChallengeSchema.parse((await call(app(), 'GET', '/auth/captcha')).json().payload);
      const solution = await solveChallenge(
        challenge.challenge,
        challenge.salt,
        challenge.algorithm,
        challenge.maxnumber,
      ).promise;
      const captcha = Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
      const given = await call(app(), 'POST', '/support/visitor', { body: { captcha } });
      expect(given.statusCode, given.body).toBe(200);
      expect(given.json().payload.visitor_id).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      config.captchaProvider = 'none';
    }
  });

  it('keeps only the hash of the token, and lets its visitor write and hear the answer', async () => {
    const op = await operator();
    const visitor = await newVisitor();
    const stored = await app()
      .database.db.selectFrom('support_visitors')
      .selectAll()
      .where('id', '=', visitor.visitor_id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(visitor.visitor_token);
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(30 * 86_400_000);

    const socket = await sockets.open();
    const channel = supportChannel(visitor.visitor_id);
    socket.send({ type: 'subscribe', channel, visitor_token: 'wrong-token-of-some-length' });
    expect(await socket.next()).toMatchObject({ type: 'error', channel });
    socket.send({ type: 'subscribe', channel, visitor_token: visitor.visitor_token });
    expect(await socket.next()).toMatchObject({ type: 'snapshot', channel });

    expect((await write({ visitor: visitor.visitor_token }, 'Can I bet on tennis?')).statusCode).toBe(200);
    await nextSupportFrame(socket, 'Can I bet on tennis?');
    const conversation = await conversationOf(op, `visitor:${visitor.visitor_id}`);
    const thread = await adminCall(app(), 'GET', `/support/conversations/${conversation.id}`, { token: op.token });
    expect(thread.json().payload.player).toBeNull();
    await reply(op, conversation.id, 'Yes, every day.');
    const frame = await nextSupportFrame(socket, 'Yes, every day.');
    expect(frame).toMatchObject({ channel, data: { message: { author: 'operator' } } });
    expect(frame.data.conversation).not.toHaveProperty('contact');
  });
});

describe('support chat: the provider’s webhook', () => {
  const event = (id: string) => {
    const now = Date.now();
    const conversation = {
      id: `conv_${randomUUID()}`,
      contact: {
        external_id: 'visitor:00000000-0000-4000-8000-000000000000',
        kind: 'visitor',
        name: null,
        email: null,
        language: 'en',
      },
      status: 'open',
      assignee: null,
      created_at: now,
      updated_at: now,
      last_message: null,
      unread_by_contact: 0,
      unread_by_operator: 0,
    };
    return JSON.stringify({ id, type: 'conversation.updated', created_at: now, conversation });
  };
  const post = (body: string, headers: Record<string, string>) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/support/webhook',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const signed = (body: string, nowS = Math.floor(Date.now() / 1000), path = '/api/v1/support/webhook') => ({
    'x-chat-timestamp': String(nowS),
    'x-chat-signature': signChatCall(support().secret, nowS, 'POST', path, body),
  });

  it('refuses bad signatures, stale ones and ones made for another path', async () => {
    const body = event(`evt_${randomUUID()}`);
    expect((await post(body, {})).statusCode).toBe(401);
    expect((await post(body, { ...signed(body), 'x-chat-signature': 'a'.repeat(64) })).statusCode).toBe(401);
    expect((await post(body, signed(body, Math.floor(Date.now() / 1000) - 600))).statusCode).toBe(401);
    expect((await post(body, signed(body, undefined, '/api/v1/kyc/webhook'))).statusCode).toBe(401);
  });

  it('takes an event id once', async () => {
    const body = event(`evt_${randomUUID()}`);
    const first = await post(body, signed(body));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payload.replayed).toBe(false);
    const again = await post(body, signed(body));
    expect(again.json().payload.replayed).toBe(true);
  });
});

describe('support chat: the mail of an unread answer', () => {
  const jobsTable = () => sql.id(app().jobs.schema, 'job');
  const mailsTo = async (email: string) => {
    const res = await app().inject({ method: 'GET', url: '/dev/inbox.json' });
    return res.json().payload.list.filter((m: { to: string }) => m.to === email) as { subject: string; body: string }[];
  };
  /** Five minutes pass for the queue: the waiting mails fall due. */
  const fiveMinutesLater = () =>
    sql`update ${jobsTable()} set start_after = now() - interval '1 second'
        where name = ${UNREAD_MAIL_JOB} and state = 'created'`.execute(app().database.db);

  it('mails the player an answer still unread after 5 minutes, and not one they read', async () => {
    const op = await operator();
    const unread = await registerByEmail(app());
    const reader = await registerByEmail(app());
    const answers = new Map<string, { message: { id: string; created_at: number } }>();
    for (const player of [unread, reader]) {
      expect((await write({ token: player.token }, 'Hello?')).statusCode).toBe(200);
      const conversation = await conversationOf(op, `player:${await playerIdOf(player.token)}`);
      answers.set(player.email, await reply(op, conversation.id, `Hello ${player.email}, how can we help?`));
    }
    const unreadAnswer = answers.get(unread.email);
    if (!unreadAnswer) throw new Error('answered');
    const job = await app().jobs.job(UNREAD_MAIL_JOB, unreadMailJobId(unreadAnswer.message.id));
    expect(job?.startAfter.getTime()).toBe(unreadAnswer.message.created_at + SUPPORT_UNREAD_MAIL_MINUTES * 60_000);
    expect(await app().jobs.runDue(UNREAD_MAIL_JOB)).toBe(0);

    const read = await call(app(), 'POST', '/support/read', {
      token: reader.token,
      body: { up_to: answers.get(reader.email)?.message.id },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().payload.conversation.unread_by_contact).toBe(0);

    await fiveMinutesLater();
    expect(await app().jobs.runDue(UNREAD_MAIL_JOB)).toBeGreaterThanOrEqual(2);
    const mails = await mailsTo(unread.email);
    expect(mails.filter((m) => m.subject === 'Meridian support has answered you')).toHaveLength(1);
    expect(mails[0]?.body).toContain(`Hello ${unread.email}, how can we help?`);
    expect(mails[0]?.body).toContain('/?support=open');
    expect((await mailsTo(reader.email)).filter((m) => m.subject.includes('support'))).toHaveLength(0);
  });
});

describe('support chat: operators', () => {
  it('refuses an operator whose role lacks support.manage, on the API and on the socket', async () => {
    const trader = await operator('trader');
    const res = await adminCall(app(), 'GET', '/support/conversations', { token: trader.token });
    expect(res.statusCode).toBe(403);
    const socket = await sockets.open();
    socket.send({ type: 'operator_auth', token: trader.token });
    expect(await socket.next()).toMatchObject({ type: 'error', channel: null });
    expect(await socket.subscribe(SUPPORT_INBOX_CHANNEL)).toMatchObject({
      type: 'error',
      channel: SUPPORT_INBOX_CHANNEL,
    });
    const player = await registerOneClick(app());
    const playerOnInbox = await sockets.open();
    playerOnInbox.send({ type: 'operator_auth', token: player.token });
    expect(await playerOnInbox.next()).toMatchObject({ type: 'error' });
  });

  it('audits assignment, closing and canned answers; unknown ids are 404', async () => {
    const op = await operator();
    const player = await registerOneClick(app());
    expect((await write({ token: player.token }, 'Please close my chat')).statusCode).toBe(200);
    const conversation = await conversationOf(op, `player:${player.id}`);

    const trader = await operator('trader');
    const wrong = await adminCall(app(), 'POST', `/support/conversations/${conversation.id}/assign`, {
      token: op.token,
      body: { assignee: trader.email },
    });
    expect(wrong.statusCode).toBe(422);
    const assigned = await adminCall(app(), 'POST', `/support/conversations/${conversation.id}/assign`, {
      token: op.token,
      body: { assignee: op.email },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().payload.conversation.assignee).toBe(op.email);
    const closed = await adminCall(app(), 'POST', `/support/conversations/${conversation.id}/close`, {
      token: op.token,
    });
    expect(closed.json().payload.conversation.status).toBe('closed');

    const created = await adminCall(app(), 'POST', '/support/canned-answers', {
      token: op.token,
      body: { title: 'Greeting', body: 'Hello! How can we help?', language: 'en' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().payload.id;
    const changed = await adminCall(app(), 'PUT', `/support/canned-answers/${id}`, {
      token: op.token,
      body: { title: 'Greeting', body: 'Hi! How can we help?', language: 'en' },
    });
    expect(changed.json().payload.body).toBe('Hi! How can we help?');
    expect((await adminCall(app(), 'DELETE', `/support/canned-answers/${id}`, { token: op.token })).statusCode).toBe(
      200,
    );

    const actions = await app()
      .database.db.selectFrom('operator_audit_log')
      .select(['action', 'target'])
      .where('operator_id', '=', BigInt(op.id))
      .where('action', 'like', 'support.%')
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'support.assigned', target: `conversation:${conversation.id}` },
      { action: 'support.closed', target: `conversation:${conversation.id}` },
      { action: 'support.canned_answer_created', target: `canned_answer:${id}` },
      { action: 'support.canned_answer_updated', target: `canned_answer:${id}` },
      { action: 'support.canned_answer_deleted', target: `canned_answer:${id}` },
    ]);

    expect((await adminCall(app(), 'GET', '/support/conversations/conv_nope', { token: op.token })).statusCode).toBe(
      404,
    );
    expect((await adminCall(app(), 'DELETE', '/support/canned-answers/nope', { token: op.token })).statusCode).toBe(
      404,
    );
  });
});

describe('support chat: the provider down', () => {
  it('answers 502 ProviderUnavailable to players and operators', async () => {
    const op = await operator();
    const player = await registerOneClick(app());
    const link = support().client.link;
    const transport = link.transport;
    link.transport = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    try {
      const written = await write({ token: player.token }, 'Is anyone there?');
      expect(written.statusCode).toBe(502);
      expect(written.json().code).toBe('ProviderUnavailable');
      const listed = await adminCall(app(), 'GET', '/support/conversations', { token: op.token });
      expect(listed.statusCode).toBe(502);
    } finally {
      link.transport = transport;
    }
  });
});

describe('support chat: settings', () => {
  it('tells the web app to open the built-in chat', async () => {
    const settings = (await call(app(), 'GET', '/settings')).json().payload;
    expect(settings.services.support_chat).toEqual({ enabled: true });
  });

  describe('with SUPPORT_CHAT=off', () => {
    const off = useApp({ supportChat: { enabled: false, secret: undefined, siteUrl: 'http://localhost:8080' } });

    it('says so in the settings, and serves none of the chat', async () => {
      const settings = (await call(off(), 'GET', '/settings')).json().payload;
      expect(settings.services.support_chat).toEqual({ enabled: false });
      expect((await call(off(), 'POST', '/support/visitor', { body: {} })).statusCode).toBe(404);
      expect(off().support).toBeNull();
    });
  });
});

describe('support chat: the OpenAPI document', () => {
  it('lists every support call', async () => {
    const document = (await app().inject({ method: 'GET', url: '/api/docs/json' })).json();
    const support = [...endpoints, ...adminEndpoints].filter((e) =>
      e.tags.some((t) => t.startsWith('support') || t === 'backoffice support'),
    );
    expect(support.length).toBe(15);
    for (const endpoint of support) {
      const base = endpoint.api === 'admin' ? '/api/admin/v1' : '/api/v1';
      expect(document.paths[`${base}${endpoint.path}`]?.[endpoint.method.toLowerCase()], endpoint.key).toBeDefined();
    }
  });
});
