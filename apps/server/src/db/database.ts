import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { serverPaths } from '../paths.js';
import { PROVIDER_SCHEMAS, providerSchemaOf } from '../platform/provider-mount.js';
import { tunePGliteCompilation } from './pglite-wasm.js';
import { PreparingClient, StatementTap } from './prepared-client.js';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The schema this handle works in (a private one per test run on a shared PostgreSQL). */
  schema: string;
  /** PostgreSQL: the connection URL, for connections outside the pool (the leader election's lock). */
  url?: string;
  /** The pool's counts (PGlite's pool holds its one connection): what the metrics show of it. */
  pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** Every statement the pool sends, for whoever listens (tests count a call's statements with it). */
  statements: StatementTap;
  close(): Promise<void>;
}

const INT8_OID = 20;
// DATE columns are read as their YYYY-MM-DD text: a Date would move with the server's time zone.
const DATE_OID = 1082;
const TYPES = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID
      ? (v: string) => BigInt(v)
      : oid === DATE_OID
        ? (v: string) => v
        : pg.types.getTypeParser(oid, format as 'text')) as never,
};

/**
 * The embedded server's memory settings: PostgreSQL's defaults (128 MB of shared buffers) are sized
 * for a machine of its own, while the embedded one shares the API process.
 */
export const PGLITE_CONF = [
  'shared_buffers = 16MB',
  'work_mem = 4MB',
  'maintenance_work_mem = 16MB',
  'temp_buffers = 4MB',
  'wal_buffers = 1MB',
];

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
  const statements = new StatementTap();
  const pool = new pg.Pool({
    connectionString: url,
    max,
    Client: PreparingClient.tapped(statements),
    options: schema === 'public' ? undefined : `-c search_path=${schema}`,
    types: TYPES,
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  await sql`select 1`.execute(db);
  return {
    db,
    kind: 'postgres',
    schema,
    url,
    pool,
    statements,
    async close() {
      await db.destroy();
    },
  };
}

async function openPGlite(dataDir: string, schema: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) initPGliteDir(dataDir);
  tunePGliteCompilation();
  const pglite = await PGlite.create(inMemory ? undefined : dataDir, {
    postgresqlconf: PGLITE_CONF,
    // PGlite reads small bigints as numbers and large ones as bigints; pg (above) always answers
    // bigint, so both dialects hand the same type to the code.
    parsers: { [INT8_OID]: (value: string) => BigInt(value), [DATE_OID]: (value: string) => value },
  });
  if (schema !== 'public') {
    await pglite.exec(`create schema if not exists ${quoteIdent(schema)}; set search_path to ${quoteIdent(schema)};`);
  }
  const statements = new StatementTap();
  const pool = new pg.Pool({
    ...createPgConfig(pglite),
    max: 1,
    Client: PreparingClient.tapped(statements),
    types: TYPES,
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    schema,
    pool,
    statements,
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Creates the embedded cluster in a new folder, in a child process (initdb's memory goes with it). */
export function initPGliteDir(dataDir: string): void {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true });
  execFileSync(process.execPath, [serverPaths.pgliteInit, dataDir, JSON.stringify(PGLITE_CONF)], { stdio: 'inherit' });
}

/**
 * The schema of the job queue's tables (platform/jobs.ts) beside an app schema: `pgboss` beside
 * `public`, `<schema>_pgboss` beside any other, so deployments and test runs that share one
 * PostgreSQL keep their jobs apart.
 */
export function jobsSchemaOf(schema: string): string {
  return schema === 'public' ? 'pgboss' : `${schema}_pgboss`;
}

/** Closes a test database and removes it: its private schemas (the providers' too) on PostgreSQL, its folder on PGlite. */
export async function disposeDatabase(handle: DatabaseHandle, dataDir: string): Promise<void> {
  if (handle.kind === 'postgres' && handle.schema !== 'public') {
    await sql`drop schema if exists ${sql.id(jobsSchemaOf(handle.schema))} cascade`.execute(handle.db);
    for (const provider of Object.keys(PROVIDER_SCHEMAS) as Array<keyof typeof PROVIDER_SCHEMAS>) {
      await sql`drop schema if exists ${sql.id(providerSchemaOf(handle.schema, provider))} cascade`.execute(handle.db);
    }
    await sql`drop schema if exists ${sql.id(handle.schema)} cascade`.execute(handle.db);
  }
  await handle.close();
  if (handle.kind === 'pglite' && !dataDir.startsWith('memory://')) rmSync(dataDir, { recursive: true, force: true });
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid schema name: ${name}`);
  return `"${name}"`;
}
