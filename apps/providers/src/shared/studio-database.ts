import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { SqlRunner } from './sql.js';

/** A studio's own database when it runs on its own: PostgreSQL at `url`, else PGlite in `dataDir`. */
export interface StudioDatabase {
  sql: SqlRunner;
  close(): Promise<void>;
}

type Queryable = Pick<PGlite | Transaction, 'query'>;

function pgliteRunner(db: Queryable, begin: SqlRunner['transaction']): SqlRunner {
  return {
    async query<T>(text: string, params: readonly unknown[] = []) {
      return (await db.query<T>(text, [...params])).rows;
    },
    transaction: begin,
  };
}

function pgRunner(client: pg.Pool | pg.PoolClient, begin: SqlRunner['transaction']): SqlRunner {
  return {
    async query<T>(text: string, params: readonly unknown[] = []) {
      return (await client.query(text, [...params])).rows as T[];
    },
    transaction: begin,
  };
}

/**
 * Opens the studio's database. Inside a transaction a further `transaction` runs in the same one:
 * the studio's stores open one at the top of each unit of work.
 */
export async function openStudioDatabase(options: { url?: string; dataDir: string }): Promise<StudioDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const sql: SqlRunner = pgRunner(pool, async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const inner: SqlRunner = pgRunner(client, (nested) => nested(inner));
        const result = await work(inner);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    });
    return { sql, close: () => pool.end() };
  }
  const db = await PGlite.create(options.dataDir);
  const sql: SqlRunner = pgliteRunner(db, (work) =>
    db.transaction(async (tx) => {
      const inner: SqlRunner = pgliteRunner(tx, (nested) => nested(inner));
      return work(inner);
    }),
  );
  return { sql, close: () => db.close() };
}
