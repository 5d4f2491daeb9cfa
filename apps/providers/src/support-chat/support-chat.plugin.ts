import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Json, jsonObject, keepRawJson, rawBody } from '../shared/json-body.js';
import { signedByOperator } from '../shared/operator-signature.js';
import { cannedAnswerAnswer, conversationAnswer, messageAnswer } from './support-chat.answers.js';
import { parseEmail, parseListQuery } from './support-chat.input.js';
import { type Operator, SupportChatError, type SupportChatService } from './support-chat.service.js';
import type { Conversation, Message } from './support-chat.store.js';
import { CHAT_SIGNATURE_HEADER, CHAT_TIMESTAMP_HEADER, chatSignedText } from './support-chat.webhook.js';

export interface SupportChatPluginOptions {
  chat: SupportChatService;
  /** The key the operator signs its calls with (the chat signs its webhooks with it too). */
  secret: string;
  nowMs?: () => number;
}

type Query = Record<string, string | undefined>;
type Params = { Params: { id: string } };

const pair = ({ conversation, message }: { conversation: Conversation; message: Message }) => ({
  conversation: conversationAnswer(conversation),
  message: messageAnswer(message),
});
const withMessages = ({ conversation, messages }: { conversation: Conversation | null; messages: Message[] }) => ({
  conversation: conversation && conversationAnswer(conversation),
  messages: messages.map(messageAnswer),
});

/**
 * The operator's signed `x-operator-name`, percent-encoded so a name in any script travels in a
 * header; a plain ASCII name reads as itself.
 */
function decodeName(value: string): string | null {
  try {
    const name = decodeURIComponent(value).trim();
    return name.length > 0 && name.length <= 100 && !/\p{Cc}/u.test(name) ? name : null;
  } catch {
    return null;
  }
}

/**
 * The chat vendor's HTTP protocol as a Fastify plugin, every call signed by the operator's platform
 * (docs/support-chat.md). The contact side, for the platform acting for a player or visitor:
 * `POST /api/contacts/messages`, `GET /api/contacts/{external_id}/conversation`, `POST
 * /api/contacts/{external_id}/read`. The operator side, with the operator the platform has checked
 * in `x-operator` and `x-operator-name`: conversations under `/api/operator/conversations` and canned
 * answers under `/api/operator/canned-answers`.
 */
export async function supportChatPlugin(app: FastifyInstance, options: SupportChatPluginOptions): Promise<void> {
  const { chat, secret } = options;
  const nowMs = options.nowMs ?? Date.now;
  keepRawJson(app);

  const json = (request: FastifyRequest): Json => {
    const body = jsonObject(request);
    if (!body) throw new SupportChatError(400, 'invalid', 'The body is not valid JSON.');
    return body;
  };

  const fail = (reply: FastifyReply, error: SupportChatError) => {
    if (error.retryAfterS !== null) reply.header('retry-after', String(error.retryAfterS));
    return reply.status(error.status).send({ error: { code: error.code, message: error.message } });
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SupportChatError) return fail(reply, error);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return fail(reply, new SupportChatError(400, 'invalid', error.message));
    }
    request.log.error({ err: error }, 'support chat provider error');
    return reply.status(500).send({ error: { code: 'internal', message: 'Internal error.' } });
  });
  app.setNotFoundHandler((_request, reply) => fail(reply, new SupportChatError(404, 'not_found', 'No such call.')));

  // Every call is the operator's platform's: the providers' shared check, under the chat's header
  // names, over the method and the path (with its query) as they arrived as well as the body.
  app.addHook('preHandler', async (request) => {
    const signed = signedByOperator(
      secret,
      {
        'x-casino-timestamp': request.headers[CHAT_TIMESTAMP_HEADER],
        'x-casino-signature': request.headers[CHAT_SIGNATURE_HEADER],
      },
      chatSignedText(request.method, request.url, rawBody(request)),
      nowMs(),
    );
    if (!signed) throw new SupportChatError(401, 'unauthorized', 'The call is not signed by the operator.');
  });

  const operatorOf = (request: FastifyRequest): Operator => {
    const email = parseEmail(request.headers['x-operator'], 'x-operator');
    if (!email.ok) throw new SupportChatError(400, 'invalid', 'x-operator must be the operator’s e-mail address.');
    const header = request.headers['x-operator-name'];
    const name = typeof header === 'string' ? decodeName(header) : null;
    if (!name) throw new SupportChatError(400, 'invalid', 'x-operator-name must be the operator’s display name.');
    return { email: email.value, name };
  };

  // The contact side.

  app.post('/api/contacts/messages', async (request) => pair(await chat.contactMessage(json(request))));

  app.get<{ Params: { external_id: string } }>('/api/contacts/:external_id/conversation', async (request) =>
    withMessages(await chat.contactConversation(request.params.external_id)),
  );

  app.post<{ Params: { external_id: string } }>('/api/contacts/:external_id/read', async (request) => ({
    conversation: conversationAnswer(await chat.contactRead(request.params.external_id, json(request))),
  }));

  // The operator side.

  app.get('/api/operator/conversations', async (request) => {
    const operator = operatorOf(request);
    const query = parseListQuery(request.query as Query, operator.email);
    if (!query.ok) throw new SupportChatError(400, 'invalid', query.message);
    const page = await chat.list(query.value);
    return { list: page.list.map(conversationAnswer), next_cursor: page.nextCursor };
  });

  app.get<Params>('/api/operator/conversations/:id', async (request) => {
    operatorOf(request);
    return withMessages(await chat.conversation(request.params.id));
  });

  app.post<Params>('/api/operator/conversations/:id/replies', async (request) =>
    pair(await chat.reply(request.params.id, json(request), operatorOf(request))),
  );

  app.post<Params>('/api/operator/conversations/:id/assign', async (request) => {
    operatorOf(request);
    return { conversation: conversationAnswer(await chat.assign(request.params.id, json(request))) };
  });

  app.post<Params>('/api/operator/conversations/:id/close', async (request) => {
    operatorOf(request);
    return { conversation: conversationAnswer(await chat.close(request.params.id)) };
  });

  app.post<Params>('/api/operator/conversations/:id/read', async (request) => {
    operatorOf(request);
    return { conversation: conversationAnswer(await chat.operatorRead(request.params.id, json(request))) };
  });

  app.get('/api/operator/canned-answers', async (request) => {
    operatorOf(request);
    return { list: (await chat.cannedAnswers()).map(cannedAnswerAnswer) };
  });

  app.post('/api/operator/canned-answers', async (request) => {
    operatorOf(request);
    return cannedAnswerAnswer(await chat.createCannedAnswer(json(request)));
  });

  app.put<Params>('/api/operator/canned-answers/:id', async (request) => {
    operatorOf(request);
    return cannedAnswerAnswer(await chat.updateCannedAnswer(request.params.id, json(request)));
  });

  app.delete<Params>('/api/operator/canned-answers/:id', async (request) => {
    operatorOf(request);
    await chat.deleteCannedAnswer(request.params.id);
    return { id: request.params.id };
  });
}
