import {
  type CashierService,
  type PlatformTransport,
  registerCashier,
  type SqlRunner,
} from '@meridian/providers/cashier/cashier.entry';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import type { JobQueue } from '../../platform/jobs.js';

/** Where the built-in cashier's page and calls live. */
export const CASHIER_BASE = '/providers/cashier';
/** How often due bank transfers and payouts are completed and undelivered webhooks sent again (seconds). */
const TICK_S = 1;

/** Plain SQL on the platform's database handle, for the cashier's own `cashier_*` tables. */
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
 * Requests to the platform made in-process through Fastify's injector: the cashier still speaks
 * the public HTTP protocol (signed requests through routing, hooks and validation), without a
 * socket the node may not have yet (tests never listen).
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

/**
 * Mounts the built-in cashier at /providers/cashier and runs its scheduled work (bank transfers
 * arriving, payouts, webhook retries) as a job on the queue, once a second on one node of all.
 */
export async function mountCashier(
  app: FastifyInstance,
  options: { webhookSecret: string; bankDelayS: number; jobs: JobQueue },
): Promise<CashierService> {
  const cashier = await registerCashier(app, {
    sql: sqlRunner(app.database.db),
    transport: injectTransport(app),
    webhookSecret: options.webhookSecret,
    bankDelayS: options.bankDelayS,
    base: CASHIER_BASE,
  });

  options.jobs.every('cashier-tick', TICK_S, () => cashier.tick());
  return cashier;
}
