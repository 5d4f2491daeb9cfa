import type { PlatformTransport, SqlRunner } from '@meridian/providers/cashier/cashier.entry';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';

/** Plain SQL on the platform's database handle, for a built-in provider's own tables. */
export function sqlRunner<T>(db: Kysely<T>): SqlRunner {
  return {
    async query<R>(text: string, params: readonly unknown[] = []) {
      const result = await db.executeQuery<R>(CompiledQuery.raw(text, [...params]));
      return result.rows;
    },
    transaction(work) {
      return db.transaction().execute((trx) => work(sqlRunner(trx)));
    },
  };
}

/**
 * Requests to the platform made in-process through Fastify's injector: a built-in provider still
 * speaks the public HTTP protocol (signed requests through routing, hooks and validation), without
 * a socket the node may not have yet (tests never listen).
 */
export function injectTransport(app: FastifyInstance): PlatformTransport {
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
