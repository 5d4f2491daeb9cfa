/**
 * @module-tag engine
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStudioDatabase } from '../shared/studio-database.js';
import type { ChatCannedAnswer, ChatConversation, ChatEvent, ChatMessage } from './support-chat.entry.js';
import { buildSupportChatServer, SUPPORT_CHAT_BASE, SUPPORT_CHAT_WEBHOOK_PATH } from './support-chat.standalone.js';
import { CHAT_SIGNATURE_HEADER, CHAT_TIMESTAMP_HEADER, signChat } from './support-chat.webhook.js';

const SECRET = 'support-chat-standalone-secret-0123456789';

const addressOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/**
 * The support chat as a service of its own (`npm run support-chat`): on its own port and database,
 * called by the platform over the network, its webhooks sent across HTTP to the operator's address.
 */
describe('the support chat running on its own', () => {
  const schema = `support_chat_${randomBytes(6).toString('hex')}`;
  const url = process.env.DATABASE_URL;
  let operator: FastifyInstance;
  let provider: FastifyInstance;
  let providerUrl: string;
  const events: ChatEvent[] = [];

  beforeAll(async () => {
    // The operator's side as the platform runs it: it takes only webhooks signed with the shared key.
    operator = Fastify();
    operator.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    operator.post(SUPPORT_CHAT_WEBHOOK_PATH, async (request, reply) => {
      const timestamp = Number(request.headers[CHAT_TIMESTAMP_HEADER]);
      const body = String(request.body);
      if (request.headers[CHAT_SIGNATURE_HEADER] !== signChat(SECRET, timestamp, request.method, request.url, body)) {
        return reply.status(401).send({ error: 'unsigned' });
      }
      events.push(JSON.parse(body) as ChatEvent);
      return { ok: true };
    });
    await operator.listen({ port: 0, host: '127.0.0.1' });
    const built = await buildSupportChatServer({
      operatorUrl: addressOf(operator),
      secret: SECRET,
      dataDir: 'memory://',
      schema,
      ...(url ? { databaseUrl: url } : {}),
    });
    provider = built.app;
    await provider.listen({ port: 0, host: '127.0.0.1' });
    providerUrl = addressOf(provider);
  });
  afterAll(async () => {
    await provider?.close();
    await operator?.close();
    if (url) {
      const db = await openStudioDatabase({ url, dataDir: '' });
      await db.sql.query(`drop schema if exists ${schema} cascade`);
      await db.close();
    }
  });

  /** A signed call over the network, as the platform makes it. */
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000);
    const res = await fetch(`${providerUrl}${SUPPORT_CHAT_BASE}${path}`, {
      method,
      headers: {
        ...(raw ? { 'content-type': 'application/json' } : {}),
        [CHAT_TIMESTAMP_HEADER]: String(timestamp),
        [CHAT_SIGNATURE_HEADER]: signChat(SECRET, timestamp, method, `${SUPPORT_CHAT_BASE}${path}`, raw),
        ...headers,
      },
      ...(raw ? { body: raw } : {}),
    });
    return { status: res.status, json: (await res.json()) as T };
  };
  const asOperator = { 'x-operator': 'anna@meridian.example', 'x-operator-name': encodeURIComponent('Анна') };

  it('plays a message and a reply across HTTP, each reported to the operator by a signed webhook', async () => {
    expect((await fetch(`${providerUrl}/health`)).status).toBe(200);
    const unsigned = await fetch(`${providerUrl}${SUPPORT_CHAT_BASE}/api/operator/canned-answers`);
    expect(unsigned.status).toBe(401);

    const contact = { external_id: 'player:42', kind: 'player', name: 'Ada', email: null, language: 'en' };
    const sent = await call<{ conversation: ChatConversation }>('POST', '/api/contacts/messages', {
      contact,
      body: 'Where is my withdrawal?',
      client_message_id: randomUUID(),
    });
    expect(sent.status).toBe(200);
    const conversationId = sent.json.conversation.id;

    const inbox = await call<{ list: ChatConversation[] }>(
      'GET',
      '/api/operator/conversations?status=open&assignee=none',
      undefined,
      asOperator,
    );
    expect(inbox.json.list.map((c) => c.id)).toEqual([conversationId]);
    const canned = await call<{ list: ChatCannedAnswer[] }>(
      'GET',
      '/api/operator/canned-answers',
      undefined,
      asOperator,
    );
    const withdrawals = canned.json.list.find((a) => a.id === 'ca_withdrawals_en') as ChatCannedAnswer;
    const replied = await call<{ conversation: ChatConversation }>(
      'POST',
      `/api/operator/conversations/${conversationId}/replies`,
      { body: withdrawals.body, client_message_id: randomUUID() },
      asOperator,
    );
    expect(replied.status).toBe(200);
    expect(replied.json.conversation.status).toBe('waiting');

    const thread = await call<{ conversation: ChatConversation; messages: ChatMessage[] }>(
      'GET',
      '/api/contacts/player:42/conversation',
    );
    expect(thread.json.messages.map((m) => [m.author, m.operator])).toEqual([
      ['contact', null],
      ['operator', 'Анна'],
    ]);
    expect(thread.json.conversation.unread_by_contact).toBe(1);

    // Both arrived before the answers did: the provider sends at once, and retries on its job table.
    expect(events.map((e) => [e.type, e.message?.author])).toEqual([
      ['message.created', 'contact'],
      ['message.created', 'operator'],
    ]);
    expect(events[1]?.message?.body).toBe(withdrawals.body);
  });
});
