import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CASHIER_MIGRATIONS } from '../cashier/cashier.migrations.js';
import { STUDIO_MIGRATIONS } from '../casino-games/studio.migrations.js';
import { migrateProvider } from './migrations.js';
import { openStudioDatabase, type StudioDatabase } from './studio-database.js';

describe("a provider's migrations", () => {
  let database: StudioDatabase;
  beforeEach(async () => {
    database = await openStudioDatabase({ dataDir: 'memory://' });
  });
  afterEach(async () => {
    await database.close();
  });

  it('take over the tables an earlier release made without a schema, rows and all', async () => {
    const { sql } = database;
    // What the studio's start made before it had migrations: its tables where the connection works.
    await sql.query(`create table studio_seeds (owner text primary key, server_seed text not null,
      client_seed text not null, nonce integer not null default 0)`);
    await sql.query(`insert into studio_seeds values ('player:1', 'server', 'client', 7)`);
    await sql.query(`create table studio_rounds (id text primary key, owner text not null, status text not null,
      created_at timestamptz not null default now())`);

    expect(await migrateProvider(sql, 'games', STUDIO_MIGRATIONS)).toEqual(['0000_kit_jobs', '0001_tables']);

    expect(await sql.query('select owner, nonce from games.studio_seeds')).toEqual([{ owner: 'player:1', nonce: 7 }]);
    // Columns a later release added by `alter table` are there on a table taken over.
    await sql.query(`select reward_uuid, pending, updated_at from games.studio_rounds`);
    expect(await sql.query(`select to_regclass('public.studio_seeds') as left`)).toEqual([{ left: null }]);
  });

  it('run once: a second start finds nothing to do', async () => {
    expect(await migrateProvider(database.sql, 'cashier', CASHIER_MIGRATIONS)).toEqual([
      '0000_kit_jobs',
      '0001_tables',
    ]);
    expect(await migrateProvider(database.sql, 'cashier', CASHIER_MIGRATIONS)).toEqual([]);
  });

  it('stop a start whose schema a newer release has moved on', async () => {
    await migrateProvider(database.sql, 'cashier', CASHIER_MIGRATIONS);
    await database.sql.query(`insert into cashier.migrations (name) values ('0099_later')`);
    await expect(migrateProvider(database.sql, 'cashier', CASHIER_MIGRATIONS)).rejects.toThrow('0099_later');
  });
});
