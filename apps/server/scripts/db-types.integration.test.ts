/**
 * @module-tag engine
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Generated, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.js';
import { type DatabaseHandle, disposeDatabase, openDatabase } from '../src/db/database.js';
import { migrate, readMigrations } from '../src/db/migrate.js';
import type * as Db from '../src/db/schema.generated.js';
import type { Narrow } from '../src/db/schema.js';
import { DB_TYPES_FILE, dbTypesDrift, generateDbTypes } from './db-types.js';

describe('the generated database types', () => {
  const config = testConfig();
  const committed = readFileSync(DB_TYPES_FILE, 'utf8');
  let handle: DatabaseHandle;

  beforeAll(async () => {
    // A schema of its own, migrated from nothing, on PGlite or the suite's PostgreSQL.
    handle = await openDatabase(config, { schema: `test_${randomBytes(6).toString('hex')}` });
    await migrate(handle.db);
  });
  afterAll(async () => {
    if (handle) await disposeDatabase(handle, config.dataDir);
  });

  it('describe the tables the migrations make', async () => {
    expect(dbTypesDrift(committed, await generateDbTypes(handle))).toBeNull();
  });

  /** The types generated with one more migration applied; `revert` undoes it for the next test. */
  async function typesAfter(change: string, revert: string): Promise<string> {
    const migration = { name: '99990101000000_change.sql', sql: change };
    expect(await migrate(handle.db, [...readMigrations(), migration])).toEqual([migration.name]);
    try {
      return await generateDbTypes(handle);
    } finally {
      await sql.raw(`${revert}; delete from schema_migrations where name = '${migration.name}'`).execute(handle.db);
    }
  }

  it('are reported stale, naming the column, once a migration adds a column', async () => {
    const drift = dbTypesDrift(
      committed,
      await typesAfter('alter table users add column nickname text', 'alter table users drop column nickname'),
    );

    expect(drift).toContain('schema.generated.ts does not describe the migrated schema');
    expect(drift).toContain('npm run db:types');
    expect(drift).toMatch(/^\+ {2}nickname: string \| null;$/m);
  });

  it('are reported stale once a migration lets a column be null', async () => {
    const drift = dbTypesDrift(
      committed,
      await typesAfter(
        'alter table ledger_entries alter column amount drop not null',
        'alter table ledger_entries alter column amount set not null',
      ),
    );

    expect(drift).toMatch(/^- {2}amount: bigint;$/m);
    expect(drift).toMatch(/^\+ {2}amount: bigint \| null;$/m);
  });
});

// What db/schema.ts may narrow, checked by the typecheck: each line marked @ts-expect-error must fail.
export type NarrowedToItsValues = Narrow<Db.Wallets, { kind: 'cash' | 'bonus_sport' }>;
export type NarrowedJsonShape = Narrow<Db.Users, { profile: Record<string, string> }>;
// @ts-expect-error a column the table does not have
export type NoSuchColumn = Narrow<Db.Users, { nickname: string }>;
// @ts-expect-error a nullable column narrowed to never be null
export type NullDropped = Narrow<Db.Users, { email: string }>;
// @ts-expect-error a value the column cannot hold (kyc is an integer)
export type OtherType = Narrow<Db.Users, { kyc: string }>;
// @ts-expect-error left out of an insert where the column has no default
export type DefaultInvented = Narrow<Db.Sessions, { kind: Generated<'login'> }>;
