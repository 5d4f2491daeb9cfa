/**
 * @module-tag engine
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { registerOneClick } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import type { WalletAccount } from '../wallets/wallets.service.js';
import { walletBalance } from './ledger.fixtures.js';
import { InsufficientFundsError } from './ledger.planning.js';

// Real concurrency needs a server with many connections; the embedded database runs one at a time.
describe.skipIf(!process.env.DATABASE_URL)('ledger under concurrency (PostgreSQL)', () => {
  const app = useApp({ databasePoolSize: 20 });

  async function fundedWallet(amount: bigint): Promise<WalletAccount> {
    const player = await registerOneClick(app(), { country_id: 183, currency_id: 3 });
    const wallet = await app().services.wallets.account(app().database.db, BigInt(player.id));
    const house = await app().services.ledger.houseAccount(app().database.db, 'house_cash', wallet.currencyId);
    await app().services.ledger.postAlone({
      kind: 'deposit',
      idempotencyKey: `fund:${wallet.walletId}`,
      entries: [
        { accountId: wallet.accountId, amount },
        { accountId: house, amount: -amount },
      ],
    });
    return wallet;
  }

  it('200 simultaneous stakes on one wallet never overdraw it: exactly floor(balance / stake) succeed', async () => {
    const start = 1_000n;
    const stake = 7n;
    const wallet = await fundedWallet(start);
    const house = await app().services.ledger.houseAccount(app().database.db, 'house_betting', wallet.currencyId);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        app().services.ledger.postAlone({
          kind: 'bet_stake',
          idempotencyKey: `stake:${wallet.walletId}:${i}`,
          entries: [
            { accountId: wallet.accountId, amount: -stake },
            { accountId: house, amount: stake },
          ],
        }),
      ),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(accepted).toHaveLength(Number(start / stake));
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect(await walletBalance(app(), wallet.walletId)).toBe(start % stake);
    expect(await app().services.ledger.sumOfEntries(wallet.accountId)).toBe(start % stake);
  });

  it('the same key posted 50 times at once makes one transaction and one debit', async () => {
    const wallet = await fundedWallet(500n);
    const house = await app().services.ledger.houseAccount(app().database.db, 'house_betting', wallet.currencyId);
    const key = `bet:${wallet.walletId}:once`;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        app().services.ledger.postAlone({
          kind: 'bet_stake',
          idempotencyKey: key,
          entries: [
            { accountId: wallet.accountId, amount: -300n },
            { accountId: house, amount: 300n },
          ],
        }),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const rows = await app()
      .database.db.selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', key)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await walletBalance(app(), wallet.walletId)).toBe(200n);
  });

  it('transfers both ways between two wallets at once neither deadlock nor lose money', async () => {
    const a = await fundedWallet(10_000n);
    const b = await fundedWallet(10_000n);
    const transfers = Array.from({ length: 60 }, (_, i) => {
      const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
      return app().services.ledger.postAlone({
        kind: 'transfer',
        idempotencyKey: `transfer:${a.walletId}:${i}`,
        entries: [
          { accountId: from.accountId, amount: -(BigInt(i) + 1n) },
          { accountId: to.accountId, amount: BigInt(i) + 1n },
        ],
      });
    });
    await Promise.all(transfers);
    // Even steps (a → b) move 1 + 3 + … + 59 = 900, odd steps (b → a) move 2 + 4 + … + 60 = 930.
    expect(await walletBalance(app(), a.walletId)).toBe(10_030n);
    expect(await walletBalance(app(), b.walletId)).toBe(9_970n);
    const unbalanced =
      await sql`select currency_id from ledger_entries group by currency_id having sum(amount) <> 0`.execute(
        app().database.db,
      );
    expect(unbalanced.rows).toEqual([]);
  });
});
