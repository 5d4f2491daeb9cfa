import { createHmac } from 'node:crypto';

/** One HTTP exchange between a provider and the operator's platform, either way round. */
export interface SignedRequest {
  method: 'GET' | 'POST';
  /** A path on the other side's origin (in-process), or a full address. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}
export interface SignedResponse {
  status: number;
  body: string;
}
/** How a provider's calls travel: in-process through the host's router, or over the network. */
export type Transport = (request: SignedRequest) => Promise<SignedResponse>;

/** hex(HMAC-SHA256(secret, timestamp + "." + raw body)): every provider's signature, both ways. */
export const signBody = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * The headers of a signed call: the timestamp (unix seconds) and the signature under the names the
 * provider's protocol gives them, and the body's type when there is one.
 */
export function signedHeaders(
  secret: string,
  body: string,
  nowMs: number,
  names: { timestamp: string; signature: string },
): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    ...(body ? { 'content-type': 'application/json' } : {}),
    [names.timestamp]: String(timestamp),
    [names.signature]: signBody(secret, timestamp, body),
  };
}

/** Calls over the network to the origin at `baseUrl` (a provider or a platform running on its own). */
export function httpTransport(baseUrl: string, timeoutMs = 10_000): Transport {
  return async (request) => {
    const res = await fetch(new URL(request.path, baseUrl), {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.text() };
  };
}
