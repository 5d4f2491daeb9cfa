import type { Database } from '../../db/database.js';

/** A player's favorite match ids, newest first. */
export async function listFavoriteIds(db: Database, userId: bigint): Promise<number[]> {
  const rows = await db
    .selectFrom('favorites')
    .select('match_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('match_id', 'desc')
    .execute();
  return rows.map((r) => r.match_id);
}

export async function addFavorite(db: Database, userId: bigint, matchId: number): Promise<void> {
  await db
    .insertInto('favorites')
    .values({ user_id: userId, match_id: matchId })
    .onConflict((oc) => oc.columns(['user_id', 'match_id']).doNothing())
    .execute();
}

export async function removeFavorite(db: Database, userId: bigint, matchId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('favorites')
    .where('user_id', '=', userId)
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
