import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The schema this handle works in (a private one per test run on a shared PostgreSQL). */
  schema: string;
  close(): Promise<void>;
}

const INT8_OID = 20;

/** Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR. */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>,
  options: { schema?: string } = {},
): Promise<DatabaseHandle> {
  const schema = options.schema ?? 'public';
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize, schema);
  return openPGlite(config.dataDir, schema);
}

async function openPostgres(url: string, max: number, schema: string): Promise<DatabaseHandle> {
  if (schema !== 'public') {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema if not exists ${quoteIdent(schema)}`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: schema === 'public' ? undefined : `-c search_path=${schema}`,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === INT8_OID ? (v: string) => BigInt(v) : pg.types.getTypeParser(oid, format as 'text')) as never,
    },
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  await sql`select 1`.execute(db);
  return {
    db,
    kind: 'postgres',
    schema,
    async close() {
      await db.destroy();
    },
  };
}

async function openPGlite(dataDir: string, schema: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(inMemory ? undefined : dataDir);
  if (schema !== 'public') {
    await pglite.exec(`create schema if not exists ${quoteIdent(schema)}; set search_path to ${quoteIdent(schema)};`);
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    schema,
    async close() {
      await db.destroy();
    },
  };
}

/** Drops a private schema (tests on a shared PostgreSQL clean up after themselves). */
export async function dropSchema(handle: DatabaseHandle): Promise<void> {
  if (handle.schema === 'public') return;
  await sql`drop schema if exists ${sql.id(handle.schema)} cascade`.execute(handle.db);
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid schema name: ${name}`);
  return `"${name}"`;
}
