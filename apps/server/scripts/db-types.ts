/**
 * The platform's database types, generated from the migrated schema (kysely-codegen) into
 * src/db/schema.generated.ts; src/db/schema.ts narrows them where SQL cannot say more.
 *
 *   tsx apps/server/scripts/db-types.ts           migrate a fresh embedded database, write the file
 *   tsx apps/server/scripts/db-types.ts --check   fail, with the difference, when the file is not what
 *                                                 the migrations make (a step of `npm test`)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ColumnMetadata, sql, type TableMetadata } from 'kysely';
import { DiffChecker, PostgresDialect, serializeFromMetadata } from 'kysely-codegen';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { type MigrationFile, migrate, readMigrations } from '../src/db/migrate.js';

export const DB_TYPES_FILE = fileURLToPath(new URL('../src/db/schema.generated.ts', import.meta.url));

/**
 * The built-in cashier keeps its store in the platform's database but reads it on its own; the
 * platform never queries those tables, so its types do not name them.
 */
const NOT_THE_PLATFORMS = /^cashier_/;

/** SQL types read as the platform's connections read them (db/database.ts sets the parsers). */
const TYPE_MAPPING = {
  // BIGINT is money and ids: read as bigint on both dialects, never a string or a float.
  int8: 'bigint',
  timestamptz: 'Date',
  // NUMERIC is read as its exact text and written as text, never through a float.
  numeric: 'string',
};

/** The TypeScript of the tables in `handle`'s schema, formatted as the repository's biome formats it. */
export async function generateDbTypes(handle: DatabaseHandle): Promise<string> {
  const schemas = [handle.schema];
  // DATE columns are read as their YYYY-MM-DD text (db/database.ts).
  const dialect = new PostgresDialect({ dateParser: 'string', defaultSchemas: schemas });
  // kysely-codegen is CommonJS and is typed by kysely's CommonJS declarations; the object is the same.
  const db = handle.db as unknown as Parameters<typeof dialect.introspector.introspectEnums>[0];
  const metadata = dialect.introspector.createDatabaseMetadata({
    tables: await tablesOf(handle),
    domains: await dialect.introspector.introspectDomains(db),
    enums: await dialect.introspector.introspectEnums(db),
    partitions: await dialect.introspector.introspectPartitions(db),
  });
  return formatted(serializeFromMetadata({ metadata, dialect, defaultSchemas: schemas, typeMapping: TYPE_MAPPING }));
}

/**
 * The tables and views of the handle's schema, as Kysely's introspection describes them. Kysely's own
 * `getTables()` reads every schema of the database and asks for each one's privileges by name, which
 * fails when another run on the same PostgreSQL drops its schema in between.
 */
async function tablesOf(handle: DatabaseHandle): Promise<TableMetadata[]> {
  const { rows } = await sql<{
    table: string;
    kind: string;
    column: string;
    type: string;
    type_schema: string;
    not_null: boolean;
    has_default: boolean;
    auto_incrementing: boolean;
    comment: string | null;
  }>`
    select c.relname as table, c.relkind as kind, a.attname as column, t.typname as type,
      tns.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
      pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) is not null
        as auto_incrementing,
      col_description(a.attrelid, a.attnum) as comment
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
    join pg_catalog.pg_type t on t.oid = a.atttypid
    join pg_catalog.pg_namespace tns on tns.oid = t.typnamespace
    where ns.nspname = ${handle.schema} and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`.execute(handle.db);
  const tables = new Map<string, { name: string; schema: string; isView: boolean; columns: ColumnMetadata[] }>();
  for (const row of rows) {
    if (NOT_THE_PLATFORMS.test(row.table)) continue;
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table, schema: handle.schema, isView: row.kind === 'v' || row.kind === 'm', columns: [] };
      tables.set(row.table, table);
    }
    table.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.type_schema,
      isNullable: !row.not_null,
      hasDefaultValue: row.has_default,
      isAutoIncrementing: row.auto_incrementing,
      comment: row.comment ?? undefined,
    });
  }
  return [...tables.values()];
}

/** The types a fresh embedded database has once `migrations` are applied. */
export async function migratedDbTypes(migrations: MigrationFile[] = readMigrations()): Promise<string> {
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://', databasePoolSize: 1 });
  try {
    await migrate(handle.db, migrations);
    return await generateDbTypes(handle);
  } finally {
    await handle.close();
  }
}

/** Null when the committed types are the generated ones, else what to do and the difference. */
export function dbTypesDrift(committed: string, generated: string): string | null {
  const diff = new DiffChecker().diff(committed, generated);
  if (!diff) return null;
  return [
    'apps/server/src/db/schema.generated.ts does not describe the migrated schema.',
    'Run `npm run db:types` and commit the file (then narrow new columns in db/schema.ts where needed).',
    'Committed (-) against migrated (+):',
    diff,
  ].join('\n');
}

function formatted(source: string): string {
  const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
  const result = spawnSync(process.execPath, [biome, 'check', '--write', `--stdin-file-path=${DB_TYPES_FILE}`], {
    input: source,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`biome could not format the generated types:\n${result.stderr}`);
  return result.stdout;
}

async function main(): Promise<void> {
  const generated = await migratedDbTypes();
  if (!process.argv.includes('--check')) {
    writeFileSync(DB_TYPES_FILE, generated);
    console.log(`wrote ${DB_TYPES_FILE}`);
    return;
  }
  const drift = dbTypesDrift(readFileSync(DB_TYPES_FILE, 'utf8'), generated);
  if (drift) {
    console.error(drift);
    process.exit(1);
  }
  console.log('database types match the migrations');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await main();
