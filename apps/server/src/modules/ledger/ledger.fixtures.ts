import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

type App = FastifyInstance;

/** A wallet's stored balance (integer minor units), read straight from the database. */
export async function walletBalance(app: App, walletId: bigint): Promise<bigint> {
  const row = await app.database.db
    .selectFrom('wallets')
    .select('balance')
    .where('id', '=', walletId)
    .executeTakeFirstOrThrow();
  return row.balance;
}

/** Every wallet equals the sum of its entries, every currency's entries sum to zero, none is negative. */
export async function ledgerInvariants(app: App) {
  const db = app.database.db;
  const mismatched = await sql<{ id: bigint }>`
    select w.id from wallets w
    join ledger_accounts a on a.wallet_id = w.id
    left join ledger_entries e on e.account_id = a.id
    group by w.id, w.balance
    having w.balance <> coalesce(sum(e.amount), 0)`.execute(db);
  const unbalanced = await sql<{ currency_id: number }>`
    select currency_id from ledger_entries group by currency_id having sum(amount) <> 0`.execute(db);
  const negative = await sql<{ id: bigint }>`select id from wallets where balance < 0`.execute(db);
  return { mismatched: mismatched.rows, unbalanced: unbalanced.rows, negative: negative.rows };
}
