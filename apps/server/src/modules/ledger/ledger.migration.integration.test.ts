/**
 * @module-tag engine
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../config.js';
import { disposeDatabase, openDatabase } from '../../db/database.js';
import { migrate, readMigrations } from '../../db/migrate.js';

const LEDGER_FROM = '20261121130000';

describe('ledger migrations', () => {
  it('give wallets made before the ledger an account, and their money an opening transaction', async () => {
    const config = testConfig();
    if (!config.databaseUrl) {
      // A copy of the run's embedded cluster: quicker than a fresh one.
      config.dataDir = join(mkdtempSync(join(tmpdir(), 'meridian-test-')), 'pgdata');
      cpSync(inject('pgliteTemplate'), config.dataDir, { recursive: true });
    }
    const handle = await openDatabase(config, { schema: `test_${randomBytes(6).toString('hex')}` });
    try {
      const all = readMigrations();
      await migrate(
        handle.db,
        all.filter((m) => m.name < LEDGER_FROM),
      );
      const { db } = handle;
      await sql`insert into currencies (id, code, name, symbol, scale) values (1, 'EUR', 'Euro', '€', 2)`.execute(db);
      await sql`insert into countries (id, code, name, phone_code, currency_id) values (1, 'MT', 'Malta', '356', 1)`.execute(
        db,
      );
      const user = await sql<{ id: bigint }>`
        insert into users (password_hash, country_id, currency_id) values ('x', 1, 1) returning id`.execute(db);
      const userId = user.rows[0]?.id;
      await sql`insert into wallets (user_id, currency_id, is_default, balance) values (${userId}, 1, true, 4250)`.execute(
        db,
      );

      await migrate(db, all);

      const accounts = await sql<{ kind: string; wallet_id: bigint | null; sum: bigint }>`
        select a.kind, a.wallet_id, coalesce(sum(e.amount), 0)::bigint as sum
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id order by a.kind desc`.execute(db);
      expect(accounts.rows).toEqual([
        { kind: 'player', wallet_id: expect.any(BigInt), sum: 4250n },
        { kind: 'house_cash', wallet_id: null, sum: -4250n },
      ]);
      const opening = await db.selectFrom('ledger_transactions').select(['kind', 'metadata']).execute();
      expect(opening).toHaveLength(1);
      expect(opening[0]?.kind).toBe('opening_balance');
    } finally {
      await disposeDatabase(handle, config.dataDir);
    }
    // Two migration runs on a database of its own: slow on a busy machine.
  }, 120_000);
});
