import type { SqlRunner } from './sql.js';

/** One forward-only step of a provider's tables: the statements it runs, given the provider's schema. */
export interface ProviderMigration {
  /** Sortable and never renamed once shipped (`0001_tables`). */
  name: string;
  statements: (schema: string) => readonly string[];
}

/**
 * The kit's own tables, in every provider's schema: the scheduled work of a provider running on
 * its own (shared/provider-jobs.ts; a mounted provider runs on its host's queue and leaves it empty).
 */
const KIT_MIGRATIONS: readonly ProviderMigration[] = [
  {
    name: '0000_kit_jobs',
    statements: (s) => [
      `create table if not exists ${s}.jobs (
  name text primary key,
  next_run_at timestamptz not null default now(),
  last_error text
)`,
    ],
  },
];

/** A schema name the kit accepts: plain lower-case, so it is used unquoted in the SQL. */
export function checkSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`invalid provider schema name: ${schema}`);
  return schema;
}

/**
 * The provider's schema beside the database's own: `name` beside `public`, `<schema>_<name>`
 * beside any other, so deployments and test runs sharing one PostgreSQL keep their tables apart.
 */
export function providerSchemaOf(hostSchema: string, name: string): string {
  return checkSchemaName(hostSchema === 'public' ? name : `${hostSchema}_${name}`);
}

/**
 * Brings a provider's schema up to date: the migrations not yet recorded in `<schema>.migrations`
 * run in name order, in one transaction, under a lock nodes starting together wait on. Forward
 * only: a recorded migration this code does not know (a newer release ran) stops the start.
 * Answers the names it ran.
 */
export async function migrateProvider(
  sql: SqlRunner,
  schema: string,
  migrations: readonly ProviderMigration[],
): Promise<string[]> {
  checkSchemaName(schema);
  const ordered = [...KIT_MIGRATIONS, ...migrations].sort((a, b) => a.name.localeCompare(b.name));
  return sql.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`meridian-provider-schema:${schema}`]);
    await tx.query(`create schema if not exists ${schema}`);
    await tx.query(
      `create table if not exists ${schema}.migrations (
         name text primary key,
         executed_at timestamptz not null default now()
       )`,
    );
    const done = new Set(
      (await tx.query<{ name: string }>(`select name from ${schema}.migrations`)).map((row) => row.name),
    );
    const known = new Set(ordered.map((m) => m.name));
    const unknown = [...done].filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new Error(`schema ${schema} has migrations this release does not know: ${unknown.join(', ')}`);
    }
    const ran: string[] = [];
    for (const migration of ordered) {
      if (done.has(migration.name)) continue;
      for (const statement of migration.statements(schema)) await tx.query(statement);
      await tx.query(`insert into ${schema}.migrations (name) values ($1)`, [migration.name]);
      ran.push(migration.name);
    }
    return ran;
  });
}

/** Plain DDL as statements: split at each `;` that ends a line (no statement of the kit's has one inside). */
export const statementsOf = (text: string): string[] =>
  text
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);

/**
 * The statements of a provider's first migration that take over its tables from before it had a
 * schema: each table still in the schema the connection works in (where `create table if not
 * exists` made it) moves into the provider's, with its rows, indexes and sequences.
 */
export function adoptTables(schema: string, tables: readonly string[]): string[] {
  return tables.map(
    (table) => `do $$ begin
  if to_regclass(format('%I.%I', current_schema(), '${table}')) is not null
     and current_schema() <> '${schema}' then
    execute format('alter table %I.%I set schema ${schema}', current_schema(), '${table}');
  end if;
end $$`,
  );
}
