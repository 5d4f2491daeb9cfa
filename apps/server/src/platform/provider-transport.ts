import type { FastifyInstance } from 'fastify';

/** One HTTP exchange with a provider's operator API (a game studio, the verification provider). */
export interface ProviderRequest {
  method: 'GET' | 'POST';
  /** A path for an in-process provider, or a full address for a remote one. */
  path: string;
  headers: Record<string, string>;
  /** The raw body of a POST; a GET has none. */
  body?: string;
}
export type ProviderTransport = (request: ProviderRequest) => Promise<{ status: number; body: string }>;

/** A file a provider answers: its bytes and media type as sent (an error answer's text is in `bytes` too). */
export interface ProviderFile {
  status: number;
  type: string;
  bytes: Buffer;
}
export type ProviderFileTransport = (request: Omit<ProviderRequest, 'method' | 'body'>) => Promise<ProviderFile>;

/** A transport over the network, for a provider running elsewhere. */
export function fetchProviderTransport(timeoutMs = 10_000): ProviderTransport {
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

/** Files over the network, for a provider running elsewhere. */
export function fetchProviderFiles(timeoutMs = 30_000): ProviderFileTransport {
  return async (request) => {
    const res = await fetch(request.path, { headers: request.headers, signal: AbortSignal.timeout(timeoutMs) });
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  };
}

/** Files from a provider mounted in this process, through Fastify's injector. */
export function injectProviderFiles(app: FastifyInstance): ProviderFileTransport {
  return async (request) => {
    const res = await app.inject({ method: 'GET', url: request.path, headers: request.headers });
    return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), bytes: res.rawPayload };
  };
}
