import { BET_STATUS } from '@meridian/contract/bets';
import { TRANSACTION_STATUS } from '@meridian/contract/payments';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { insertOnce } from '../../db/insert-missing.js';

/** What an account still holds that keeps it from closing: counts, each 0 when nothing is left. */
export interface Holdings {
  /** Open wallets (cash or a bonus balance) with money in them. */
  wallets: number;
  /** Bets not yet decided. */
  open_bets: number;
  /** Live bets waiting out their delay. */
  held_bets: number;
  /** Deposits and withdrawals not yet final (pending, sent, waiting). */
  payments: number;
  /** Casino rounds that took a stake and that no win or rollback closed. */
  rounds: number;
}

const UNFINISHED_PAYMENTS = [TRANSACTION_STATUS.pending, TRANSACTION_STATUS.sent, TRANSACTION_STATUS.waiting];

/**
 * Takes the locks a closure is decided under: the player's row (FOR NO KEY UPDATE: it waits for a
 * withdrawal or a profile change of the player, yet lets a bet's or a payment's foreign key share
 * the row), then every wallet of the player in id order, the lock each stake, deposit and posting
 * takes first. A bet or a deposit decided before the close is seen by the checks; one after it
 * finds the closure (and an empty wallet).
 */
export async function lockAccount(db: Database, userId: bigint): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
  await db.selectFrom('wallets').select('id').where('user_id', '=', userId).orderBy('id').forUpdate().execute();
}

/**
 * What the player's account still holds, read across the wallets', bets', payments' and casino
 * wallet's tables in one statement inside the closure's transaction (under `lockAccount`).
 */
export async function holdingsOf(db: Database, userId: bigint): Promise<Holdings> {
  const { rows } = await sql<Holdings>`
    select
      (select count(*) from wallets
        where user_id = ${userId}::bigint and closed_at is null and balance > 0)::int as wallets,
      (select count(*) from bets
        where user_id = ${userId}::bigint and status = ${BET_STATUS.inGame}::smallint)::int as open_bets,
      (select count(*) from bet_requests where user_id = ${userId}::bigint)::int as held_bets,
      (select count(*) from payment_transactions
        where user_id = ${userId}::bigint and status_id in (${sql.join(UNFINISHED_PAYMENTS)}))::int as payments,
      (select count(*) from (
        select 1 from casino_transactions
        where wallet_id in (select id from wallets where user_id = ${userId}::bigint)
        group by provider_id, session_id, round
        having bool_or(kind = 'bet' and status = 'accepted') and not bool_or(round_closed)
      ) as open_rounds)::int as rounds`.execute(db);
  return rows[0] as Holdings;
}

/** Whether an operator's closure of the account is in force. */
export async function isClosed(db: Database, userId: bigint): Promise<boolean> {
  const row = await db.selectFrom('player_closures').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the account is closed, read for a sign-in inside its transaction: the player's row is
 * shared first (FOR SHARE), so a sign-in and a closure of the same player decide one after the
 * other and no session opens on an account closed meanwhile.
 */
export async function isClosedForSignIn(db: Database, userId: bigint): Promise<boolean> {
  if (db.isTransaction) await db.selectFrom('users').select('id').where('id', '=', userId).forShare().execute();
  return isClosed(db, userId);
}

export function findClosure(db: Database, userId: bigint) {
  return db
    .selectFrom('player_closures as c')
    .innerJoin('operators as o', 'o.id', 'c.operator_id')
    .select(['c.operator_id', 'o.email', 'c.reason', 'c.closed_at'])
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
}

/** Writes the closure; false when the account is closed already. */
export async function insertClosure(
  db: Database,
  closure: { userId: bigint; operatorId: bigint; reason: string; closedAt: Date },
): Promise<boolean> {
  return insertOnce(db, 'player_closures', 'user_id', {
    user_id: closure.userId,
    operator_id: closure.operatorId,
    reason: closure.reason,
    closed_at: closure.closedAt,
  });
}

/** Removes the closure; false when the account was not closed. */
export async function deleteClosure(db: Database, userId: bigint): Promise<boolean> {
  const removed = await db
    .deleteFrom('player_closures')
    .where('user_id', '=', userId)
    .returning('user_id')
    .executeTakeFirst();
  return removed !== undefined;
}
