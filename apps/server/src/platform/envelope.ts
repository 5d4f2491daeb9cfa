import type { Envelope, ErrorDetails, FieldErrors } from '@meridian/contract/envelope';
import type { FastifyReply } from 'fastify';

export function ok<T>(payload: T, message = ''): Envelope<T> {
  return { payload, errors: null, message, code: 'OK' };
}

export function failure(
  code: string,
  message: string,
  errors: FieldErrors | null = null,
  details: ErrorDetails | null = null,
): Envelope<null> {
  return details ? { payload: null, errors, message, code, details } : { payload: null, errors, message, code };
}

/**
 * Sends an answer that is already serialised (cached per language or country). Fastify sends a
 * JSON-typed string or buffer as it is, skipping the response serializer; large cached answers are
 * kept as buffers so they are not encoded again per request.
 */
export function sendSerialized(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}
