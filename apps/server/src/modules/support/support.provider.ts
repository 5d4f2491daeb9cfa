import { createHmac } from 'node:crypto';
import {
  SUPPORT_SIGNATURE_HEADER,
  SUPPORT_TIMESTAMP_HEADER,
  type SupportContact,
  type SupportConversation,
  type SupportMessage,
  supportConversationSchema,
  supportMessageSchema,
} from '@meridian/contract/support';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkSignature } from '../../platform/signature.js';

export type ChatMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One exchange with the chat provider: a path for one mounted here, or a full address. */
export interface ChatRequest {
  method: ChatMethod;
  path: string;
  headers: Record<string, string>;
  body?: string;
}
export type ChatTransport = (request: ChatRequest) => Promise<{ status: number; body: string }>;

/** The connected chat provider: the key both sides sign with, and where its protocol answers. */
export interface SupportChatLink {
  secret: string;
  /** `/providers/support-chat` in process, or the same below the provider's own origin. */
  base: string;
  transport: ChatTransport;
}

/** The operator a call to the provider's operator side is made for, as the platform checked them. */
export interface ChatOperator {
  email: string;
  name: string;
}

/**
 * What is signed (docs/support-chat.md): the timestamp, the method and the path with its query as
 * the receiver reads it, and the raw body; the path makes a signed read useless as another call.
 */
export function signChatCall(secret: string, timestamp: number, method: string, path: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${method} ${path}.${body}`).digest('hex');
}

/** Checks a call the provider signed (its webhook): 'ok', or why not. */
export function checkChatCall(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  method: string,
  path: string,
  body: string,
  nowS = Math.floor(Date.now() / 1000),
) {
  return checkSignature(secret, headers, `${method} ${path}.${body}`, nowS);
}

/** The provider could not be reached, or answered something the platform cannot use. */
export class SupportProviderError extends Error {
  override name = 'SupportProviderError';
  constructor(
    message: string,
    /** The provider's own HTTP status, when it answered (404, 409, 429 are the caller's to map). */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const threadAnswer = z.object({
  conversation: supportConversationSchema.nullable(),
  messages: z.array(supportMessageSchema),
});
const pairAnswer = z.object({ conversation: supportConversationSchema, message: supportMessageSchema });
const conversationAnswer = z.object({ conversation: supportConversationSchema });
const listAnswer = z.object({ list: z.array(supportConversationSchema), next_cursor: z.string().nullable() });
const cannedAnswer = z.object({ id: z.string(), title: z.string(), body: z.string(), language: z.string() });
const cannedList = z.object({ list: z.array(cannedAnswer) });
const deletedAnswer = z.object({ id: z.string() });

/**
 * The chat provider's protocol, signed like every call between the two (docs/support-chat.md):
 * the contact side for a player or visitor the platform vouches for, the operator side under the
 * operator the platform has checked.
 */
export class SupportChatClient {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(readonly link: SupportChatLink) {}

  contactMessage(contact: SupportContact, body: string, clientMessageId: string) {
    return this.#call(pairAnswer, 'POST', '/api/contacts/messages', null, {
      contact,
      body,
      client_message_id: clientMessageId,
    });
  }

  contactConversation(
    externalId: string,
  ): Promise<{ conversation: SupportConversation | null; messages: SupportMessage[] }> {
    return this.#call(threadAnswer, 'GET', `/api/contacts/${encodeURIComponent(externalId)}/conversation`, null);
  }

  contactRead(externalId: string, upTo: string) {
    return this.#call(conversationAnswer, 'POST', `/api/contacts/${encodeURIComponent(externalId)}/read`, null, {
      up_to: upTo,
    });
  }

  list(operator: ChatOperator, query: { status?: string; assignee?: string; cursor?: string; limit: number }) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
    return this.#call(listAnswer, 'GET', `/api/operator/conversations?${search}`, operator);
  }

  conversation(operator: ChatOperator, id: string) {
    return this.#call(threadAnswer, 'GET', `/api/operator/conversations/${encodeURIComponent(id)}`, operator);
  }

  reply(operator: ChatOperator, id: string, body: string, clientMessageId: string) {
    return this.#call(pairAnswer, 'POST', `${conversationPath(id)}/replies`, operator, {
      body,
      client_message_id: clientMessageId,
    });
  }

  assign(operator: ChatOperator, id: string, assignee: string | null) {
    return this.#call(conversationAnswer, 'POST', `${conversationPath(id)}/assign`, operator, { assignee });
  }

  close(operator: ChatOperator, id: string) {
    return this.#call(conversationAnswer, 'POST', `${conversationPath(id)}/close`, operator, {});
  }

  operatorRead(operator: ChatOperator, id: string, upTo: string) {
    return this.#call(conversationAnswer, 'POST', `${conversationPath(id)}/read`, operator, { up_to: upTo });
  }

  cannedAnswers(operator: ChatOperator) {
    return this.#call(cannedList, 'GET', '/api/operator/canned-answers', operator);
  }

  createCannedAnswer(operator: ChatOperator, answer: { title: string; body: string; language: string }) {
    return this.#call(cannedAnswer, 'POST', '/api/operator/canned-answers', operator, answer);
  }

  updateCannedAnswer(operator: ChatOperator, id: string, answer: { title: string; body: string; language: string }) {
    return this.#call(cannedAnswer, 'PUT', `/api/operator/canned-answers/${encodeURIComponent(id)}`, operator, answer);
  }

  deleteCannedAnswer(operator: ChatOperator, id: string) {
    return this.#call(deletedAnswer, 'DELETE', `/api/operator/canned-answers/${encodeURIComponent(id)}`, operator);
  }

  async #call<T>(
    schema: z.ZodType<T>,
    method: ChatMethod,
    path: string,
    operator: ChatOperator | null,
    json?: unknown,
  ): Promise<T> {
    const body = json === undefined ? '' : JSON.stringify(json);
    const url = `${this.link.base}${path}`;
    const timestamp = Math.floor(this.now() / 1000);
    const headers: Record<string, string> = {
      [SUPPORT_TIMESTAMP_HEADER]: String(timestamp),
      [SUPPORT_SIGNATURE_HEADER]: signChatCall(this.link.secret, timestamp, method, pathOf(url), body),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(operator ? { 'x-operator': operator.email, 'x-operator-name': encodeURIComponent(operator.name) } : {}),
    };
    let answer: { status: number; body: string };
    try {
      answer = await this.link.transport({ method, path: url, headers, ...(body ? { body } : {}) });
    } catch (error) {
      throw new SupportProviderError(`chat provider unreachable: ${(error as Error).message}`);
    }
    if (answer.status !== 200) {
      throw new SupportProviderError(
        `chat provider answered ${answer.status}: ${answer.body.slice(0, 200)}`,
        answer.status,
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      throw new SupportProviderError('chat provider answered no JSON');
    }
    const result = schema.safeParse(parsed);
    if (!result.success) throw new SupportProviderError(`chat provider answered an unreadable ${method} ${path}`);
    return result.data;
  }
}

const conversationPath = (id: string) => `/api/operator/conversations/${encodeURIComponent(id)}`;

/** The path and query of an address or a path, as the receiver reads it. */
function pathOf(url: string): string {
  if (url.startsWith('/')) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** A transport over the network, for a provider running on its own. */
export function fetchChatTransport(timeoutMs = 10_000): ChatTransport {
  return async (request) => {
    const res = await fetch(request.path, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  };
}

/** A transport through Fastify's injector, for the provider mounted in this process. */
export function injectChatTransport(app: FastifyInstance): ChatTransport {
  return async (request) => {
    const res = await app.inject({
      method: request.method,
      url: request.path,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    return { status: res.statusCode, body: res.body };
  };
}
