/**
 * @module-tag engine
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { type DatabaseHandle, disposeDatabase, openDatabase } from './database.js';
import { migrate, readMigrations } from './migrate.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('migrate', () => {
  it.skipIf(!onPostgres)('applies each migration once when several nodes start at the same time', async () => {
    const config = testConfig();
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const nodes: DatabaseHandle[] = [];
    try {
      for (let i = 0; i < 4; i++) nodes.push(await openDatabase(config, { schema }));
      const applied = await Promise.all(nodes.map((n) => migrate(n.db)));
      const all = readMigrations().map((m) => m.name);
      expect(applied.flat().sort()).toEqual(all);
      const rows = await sql<{ n: string }>`select count(*)::text as n from schema_migrations`.execute(nodes[0]!.db);
      expect(Number(rows.rows[0]?.n)).toBe(all.length);
    } finally {
      await disposeDatabase(nodes[0]!, config.dataDir);
      await Promise.all(nodes.slice(1).map((n) => n.close()));
    }
  });

  it('rolls a failing migration back whole, leaving nothing half-applied', async () => {
    const handle = await openDatabase(testConfig(), { schema: `test_${randomBytes(6).toString('hex')}` });
    try {
      const broken = [
        ...readMigrations(),
        { name: '99990101000000_broken.sql', sql: 'create table half_done (id int); select no_such_function();' },
      ];
      await expect(migrate(handle.db, broken)).rejects.toThrow();
      const tables = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_name in ('half_done', 'countries')`.execute(handle.db);
      expect(tables.rows).toEqual([]);
    } finally {
      await disposeDatabase(handle, 'memory://');
    }
  });
});
