import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { serverPaths } from '../paths.js';
import type { Database } from './database.js';

// Any fixed number: every node that starts takes the same lock, so only one migrates at a time.
const MIGRATION_LOCK = 724_117_001;

export interface MigrationFile {
  name: string;
  sql: string;
}

export function readMigrations(): MigrationFile[] {
  return readdirSync(serverPaths.migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(serverPaths.migrations, name), 'utf8') }));
}

/** Applies pending forward-only SQL migrations in one transaction; the same files serve PGlite and PostgreSQL. */
export async function migrate(db: Database, files: MigrationFile[] = readMigrations()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file.name)) continue;
      await sql.raw(file.sql).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: file.name }).execute();
      applied.push(file.name);
    }
    return applied;
  });
}
