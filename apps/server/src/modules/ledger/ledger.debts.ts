import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * What players owe the house (docs/decisions.md, "Debts after a resettlement"): rows of
 * `wallet_debts`, their outstanding total cached on `wallets.debt`. The ledger books the money
 * (against `house_receivable`); these rows say whose debt it is, from which bet, and how much is left.
 */

/** Records a debt of a wallet, in the transaction that posts it. */
export async function recordDebt(db: Database, walletId: bigint, betId: bigint, amount: bigint): Promise<void> {
  await db.insertInto('wallet_debts').values({ wallet_id: walletId, bet_id: betId, amount }).execute();
  await db
    .updateTable('wallets')
    .set({ debt: sql`debt + ${amount}::bigint` })
    .where('id', '=', walletId)
    .execute();
}

/** Marks `amount` of a wallet's debts repaid, oldest first, in the transaction that posts the repayment. */
export async function repayDebts(db: Database, walletId: bigint, amount: bigint): Promise<void> {
  await db
    .updateTable('wallets')
    .set({ debt: sql`debt - ${amount}::bigint` })
    .where('id', '=', walletId)
    .execute();
  // Each open debt takes what is left after the older ones, in one statement.
  await sql`
    with open as (
      select id, amount - repaid as owed,
        sum(amount - repaid) over (order by id) - (amount - repaid) as before
      from wallet_debts where wallet_id = ${walletId}::bigint and repaid < amount
    )
    update wallet_debts d set repaid = d.repaid + least(o.owed, ${amount}::bigint - o.before)
    from open o
    where d.id = o.id and o.before < ${amount}::bigint`.execute(db);
}

/** A wallet's debts, newest first (the player's history and tests). */
export function listDebts(db: Database, walletId: bigint) {
  return db
    .selectFrom('wallet_debts')
    .select(['id', 'bet_id', 'amount', 'repaid', 'created_at'])
    .where('wallet_id', '=', walletId)
    .orderBy('id', 'desc')
    .execute();
}
