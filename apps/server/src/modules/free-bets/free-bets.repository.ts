import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

const COLUMNS = ['id', 'user_id', 'currency_id', 'amount', 'title', 'description', 'expires_at'] as const;

/** A player's free bets usable now in a currency (unused, unexpired), soonest expiry first, then oldest. */
export function listUsable(db: Database, userId: bigint, currencyId: number) {
  return db
    .selectFrom('free_bets')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('currency_id', '=', currencyId)
    .where('bet_id', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
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
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
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
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
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
