import type { FieldErrors } from '@meridian/contract/envelope';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from './envelope.js';
import { AppError } from './errors.js';
import { TooManyRequestsError } from './rate-limit.js';

/** Maps every failure of an /api/v1 call to the envelope and the status codes of ARCHITECTURE.md §4. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.status).send(failure(error.code, error.message, error.errors));
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
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(failure('TooManyRequests', error.message || 'Too many requests'));
    }
    if (status === 400 || status === 415 || status === 413) {
      // Malformed bodies are bad input like any other: a clear message and nothing changed.
      return reply.status(422).send(failure('ValidationError', error.message));
    }
    if (status === 404) return reply.status(404).send(failure('NotFound', 'Not found'));
    if (status < 500) return reply.status(status).send(failure('ValidationError', error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure('InternalError', 'Internal server error'));
  });
}
