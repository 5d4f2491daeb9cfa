import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

const COLUMNS = ['id', 'user_id', 'currency_id', 'amount', 'title', 'description', 'expires_at'] as const;

/** A free bet that does not expire or has not yet. */
const unexpired = (eb: ExpressionBuilder<DB, 'free_bets'>) =>
  eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]);

/** A player's free bets usable now in a currency (unused, unexpired), soonest expiry first, then oldest. */
export function listUsable(db: Database, userId: bigint, currencyId: number) {
  return db
    .selectFrom('free_bets')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('currency_id', '=', currencyId)
    .where('bet_id', 'is', null)
    .where(unexpired)
    .orderBy(sql`expires_at asc nulls last`)
    .orderBy('id')
    .execute();
}
export type FreeBetRow = Awaited<ReturnType<typeof listUsable>>[number];

/** One free bet of a player usable now, whatever its currency; undefined when it is not. */
export function findUsable(db: Database, userId: bigint, freeBetId: bigint) {
  return db
    .selectFrom('free_bets')
    .select(COLUMNS)
    .where('id', '=', freeBetId)
    .where('user_id', '=', userId)
    .where('bet_id', 'is', null)
    .where(unexpired)
    .executeTakeFirst();
}

/**
 * Marks a free bet used by a bet, exactly once: only while it is the player's, in the currency and of
 * the amount given, unused and unexpired. A concurrent second use waits on the row and then finds it
 * used. Answers whether this call took it.
 */
export async function take(
  db: Database,
  use: { freeBetId: bigint; userId: bigint; currencyId: number; amount: bigint; betId: bigint },
): Promise<boolean> {
  const result = await db
    .updateTable('free_bets')
    .set({ bet_id: use.betId, used_at: sql<Date>`now()` })
    .where('id', '=', use.freeBetId)
    .where('user_id', '=', use.userId)
    .where('currency_id', '=', use.currencyId)
    .where('amount', '=', use.amount)
    .where('bet_id', 'is', null)
    .where(unexpired)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives a free bet back from a bet (cancelled): usable again until it expires. Answers whether it was held. */
export async function giveBack(db: Database, freeBetId: bigint, betId: bigint): Promise<boolean> {
  const result = await db
    .updateTable('free_bets')
    .set({ bet_id: null, used_at: null })
    .where('id', '=', freeBetId)
    .where('bet_id', '=', betId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A player and the currency of their default open wallet (null without one); undefined when unknown. */
export function findPlayer(db: Database, userId: bigint) {
  return db
    .selectFrom('users')
    .leftJoin('wallets', (join) =>
      join
        .onRef('wallets.user_id', '=', 'users.id')
        .on('wallets.is_default', '=', true)
        .on('wallets.closed_at', 'is', null),
    )
    .select(['users.id', 'wallets.currency_id'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function currencyExists(db: Database, currencyId: number): Promise<boolean> {
  const row = await db.selectFrom('currencies').select('id').where('id', '=', currencyId).executeTakeFirst();
  return row !== undefined;
}

/** Grants a free bet; answers the new row. */
export function insert(
  db: Database,
  grant: {
    userId: bigint;
    currencyId: number;
    amount: bigint;
    title: string;
    description: string;
    expiresAt: Date | null;
  },
) {
  return db
    .insertInto('free_bets')
    .values({
      user_id: grant.userId,
      currency_id: grant.currencyId,
      amount: grant.amount,
      title: grant.title,
      description: grant.description,
      expires_at: grant.expiresAt,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
