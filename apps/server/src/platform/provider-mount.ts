import type { PlatformTransport, SqlRunner } from '@meridian/providers/cashier/cashier.entry';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type Kysely, sql } from 'kysely';

/** The built-in providers' schemas, by provider. */
export const PROVIDER_SCHEMAS = { cashier: 'cashier', casinoGames: 'games', kyc: 'kyc', liveCasino: 'live' } as const;

/**
 * A built-in provider's schema on the platform's database: its own name beside `public`,
 * `<schema>_<name>` beside any other (as the job queue's), so test runs sharing one PostgreSQL keep
 * their providers' tables apart.
 */
export function providerSchemaOf(appSchema: string, provider: keyof typeof PROVIDER_SCHEMAS): string {
  const name = PROVIDER_SCHEMAS[provider];
  return appSchema === 'public' ? name : `${appSchema}_${name}`;
}

/** A built-in provider's table on the platform's database, for SQL written by hand (tests, checks). */
export function providerTable(app: FastifyInstance, provider: keyof typeof PROVIDER_SCHEMAS, table: string) {
  return sql.table(`${providerSchemaOf(app.database.schema, provider)}.${table}`);
}

/** A provider this node mounted (tests and scripts that work with the built-in one). */
export function mounted<T>(provider: T | null, name: string): T {
  if (provider === null) throw new Error(`the ${name} runs as a service of its own: this node mounted none`);
  return provider;
}

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
