import { type SignedResponse, signBody, type Transport } from '../shared/signed-client.js';

export type { SignedRequest as OperatorRequest, SignedResponse as OperatorResponse } from '../shared/signed-client.js';
/** How the provider reaches the operator: a path on its origin (in-process), or a full address. */
export type OperatorTransport = Transport;

/** The signature of every call between the chat and the operator, both ways. */
export const CHAT_SIGNATURE_HEADER = 'x-chat-signature';
export const CHAT_TIMESTAMP_HEADER = 'x-chat-timestamp';

/**
 * What the chat's signature covers besides the timestamp: the method and the path with its query
 * as the receiver reads it, then the raw body. Many of the protocol's calls have an empty body (the
 * reads, a close, a delete), so the body alone would let a captured read be replayed as a close.
 */
export const chatSignedText = (method: string, path: string, body: string): string => `${method} ${path}.${body}`;

/** hex(HMAC-SHA256(secret, timestamp + "." + method + " " + path + "." + raw body)), on the kit's HMAC. */
export const signChat = (secret: string, timestamp: number, method: string, path: string, body: string): string =>
  signBody(secret, timestamp, chatSignedText(method, path, body));

/** The path and query of a path or a full address, as its receiver reads it. */
export const pathOf = (target: string): string => {
  if (target.startsWith('/')) return target;
  const url = new URL(target);
  return `${url.pathname}${url.search}`;
};

/** The chat's webhook to the operator: each body signed as it is sent (a retry gets a fresh timestamp). */
export class OperatorWebhook {
  constructor(
    private readonly transport: OperatorTransport,
    private readonly secret: string,
    private readonly path: string,
    private readonly nowMs: () => number = Date.now,
  ) {}

  send(body: string): Promise<SignedResponse> {
    const timestamp = Math.floor(this.nowMs() / 1000);
    const headers = {
      'content-type': 'application/json',
      [CHAT_TIMESTAMP_HEADER]: String(timestamp),
      [CHAT_SIGNATURE_HEADER]: signChat(this.secret, timestamp, 'POST', pathOf(this.path), body),
    };
    return this.transport({ method: 'POST', path: this.path, headers, body });
  }
}
