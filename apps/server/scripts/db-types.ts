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
import { DiffChecker, type GenerateOptions, generate, PostgresDialect } from 'kysely-codegen';
import { type DatabaseHandle, openDatabase } from '../src/db/database.js';
import { type MigrationFile, migrate, readMigrations } from '../src/db/migrate.js';

export const DB_TYPES_FILE = fileURLToPath(new URL('../src/db/schema.generated.ts', import.meta.url));

/**
 * The built-in cashier keeps its store in the platform's database but reads it on its own; the
 * platform never queries those tables, so its types do not name them.
 */
const NOT_THE_PLATFORMS = 'cashier_*';

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
  const schema = handle.schema;
  const source = await generate({
    // kysely-codegen is CommonJS and is typed by kysely's CommonJS declarations; the object is the same.
    db: handle.db as unknown as GenerateOptions['db'],
    // DATE columns are read as their YYYY-MM-DD text (db/database.ts).
    dialect: new PostgresDialect({ dateParser: 'string', defaultSchemas: [schema] }),
    defaultSchemas: [schema],
    includePattern: `${schema}.*`,
    excludePattern: `${schema}.${NOT_THE_PLATFORMS}`,
    typeMapping: TYPE_MAPPING,
    outFile: null,
  });
  return formatted(source);
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
