import type { Database } from '../../db/database.js';

/** The operator's stake factor on the player, in basis points; undefined when none is set (1). */
export async function findStakeFactor(db: Database, userId: bigint, forUpdate = false): Promise<number | undefined> {
  let query = db.selectFrom('player_stake_factors').select('factor_bp').where('user_id', '=', userId);
  if (forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst())?.factor_bp;
}

/** Stores the player's factor; a factor of 1 is no row, so the player's bets take the fast path again. */
export async function setStakeFactor(
  db: Database,
  change: { userId: bigint; factorBp: number; one: number; operatorId: bigint; now: Date },
): Promise<void> {
  if (change.factorBp === change.one) {
    await db.deleteFrom('player_stake_factors').where('user_id', '=', change.userId).execute();
    return;
  }
  const row = { factor_bp: change.factorBp, operator_id: change.operatorId, updated_at: change.now };
  await db
    .insertInto('player_stake_factors')
    .values({ user_id: change.userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}
