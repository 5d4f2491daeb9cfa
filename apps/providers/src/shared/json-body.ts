import type { FastifyInstance, FastifyRequest } from 'fastify';

export type Json = Record<string, unknown>;

/** A JSON value when it is a string, else undefined. */
export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Keeps JSON bodies as their raw text: an operator's signature is checked over the exact bytes. */
export function keepRawJson(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

/** The request's raw body ('' without one). */
export const rawBody = (request: FastifyRequest): string => (typeof request.body === 'string' ? request.body : '');

/** The body as a JSON object ({} when empty or not an object), or null when it is not JSON. */
export function jsonObject(request: FastifyRequest): Json | null {
  try {
    const value = JSON.parse(rawBody(request) || '{}');
    return typeof value === 'object' && value !== null ? (value as Json) : {};
  } catch {
    return null;
  }
}
