import { maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import type { FieldErrors } from '@meridian/contract/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from './envelope.js';
import { AppError } from './errors.js';
import { TooManyRequestsError } from './rate-limit.js';

/** Maps every failure of an /api/v1 call to the envelope and the status codes of ARCHITECTURE.md §4. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.status).send(failure(error.code, error.message, error.errors, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const key = path || String((issue.params as { missingProperty?: string })?.missingProperty ?? '_');
        errors[key] ??= [];
        errors[key].push(issue.message ?? 'is invalid');
      }
      return reply.status(422).send(failure('ValidationError', 'The given data was invalid.', errors));
    }
    if (clientWentAway(error, request.raw)) {
      // Nothing failed here and nobody is left to answer: a note, not an error.
      request.log.info({ code: error.code }, 'the client closed the connection before the answer');
      return reply.status(499).send();
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const answer = answerOf(status, error.message);
    return reply.status(answer.status).send(failure(answer.code, answer.message));
  });
}

/**
 * Whether a failure is the client having gone away mid-request (its tab or connection closed) rather
 * than a fault of the server: its socket is gone, or a stream of the answer closed early. A reset
 * of a connection the server opened itself (to a provider) is the server's failure and stays one.
 */
export function clientWentAway(
  error: { code?: string },
  raw: { aborted?: boolean; socket?: { destroyed?: boolean } | null },
): boolean {
  return raw.aborted === true || raw.socket?.destroyed === true || error.code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/** The status, code and message the envelope carries for a failure Fastify or Node reported. */
function answerOf(status: number, message: string): { status: number; code: string; message: string } {
  switch (status) {
    case 400:
    case 415:
      // Malformed bodies and URLs are bad input like any other: a clear message and nothing changed.
      return { status: 422, code: 'ValidationError', message };
    case 404:
      return { status, code: 'NotFound', message: 'Not found' };
    case 408:
      return { status, code: 'RequestTimeout', message: 'The request took too long to arrive.' };
    case 413:
      return { status, code: 'PayloadTooLarge', message: 'The request body is too large.' };
    case 414:
      return { status, code: 'UriTooLong', message: 'The request URL is too long.' };
    case 429:
      return { status, code: 'TooManyRequests', message: message || 'Too many requests' };
    case 431:
      return { status, code: 'HeaderFieldsTooLarge', message: 'The request headers are too large.' };
    default:
      if (status < 500) return { status, code: 'ValidationError', message };
      return { status: 500, code: 'InternalError', message: 'Internal server error' };
  }
}

/**
 * Node counts the request line into its header limit (`maxHeaderSize`, 16 KiB) and has no URL
 * limit of its own: a request line that alone reaches the limit is a URL too long (414), any
 * other overflow is the headers (431).
 */
function overflowStatus(raw: unknown): 414 | 431 {
  const head = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const end = head.indexOf('\r\n');
  const line = end === -1 ? head : head.slice(0, end);
  return /^[A-Z]+ /.test(line) && line.length >= maxHeaderSize ? 414 : 431;
}

/**
 * Answers for what fails before routing, in the same envelope: Node's HTTP parser refusing a
 * request (headers over the limit, a URL longer than all of them, malformed HTTP) and the
 * router refusing a URL (a path parameter over `maxParamLength`, an undecodable path).
 */
export const httpErrorOptions: Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'> = {
  frameworkErrors(error, _request, reply) {
    const answer = answerOf(error.statusCode ?? 400, error.message);
    // The option's reply type is generic over every route; this one answers no route at all.
    (reply as unknown as FastifyReply).status(answer.status).send(failure(answer.code, answer.message));
  },
  clientErrorHandler(error, socket: Socket) {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    let status = 400;
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') status = 408;
    // Node hands over the bytes it could not parse (Fastify's type says otherwise).
    else if (error.code === 'HPE_HEADER_OVERFLOW')
      status = overflowStatus((error as { rawPacket?: unknown }).rawPacket);
    // Not an API call at all: it never reached a route, so it is not a field error either.
    const answer =
      status === 400
        ? { status, code: 'BadRequest', message: 'The request is not valid HTTP.' }
        : answerOf(status, 'The request is not valid HTTP.');
    const body = JSON.stringify(failure(answer.code, answer.message));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${answer.status} ${STATUS_TEXT[answer.status]}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          'X-Content-Type-Options: nosniff\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          'Connection: close\r\n\r\n' +
          body,
      );
    }
    socket.destroy(error);
  },
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  422: 'Unprocessable Content',
  431: 'Request Header Fields Too Large',
};
