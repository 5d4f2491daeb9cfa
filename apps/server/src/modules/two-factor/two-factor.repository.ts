import type { Database } from '../../db/database.js';

export async function replaceRecoveryCodes(db: Database, userId: bigint, hashes: string[]): Promise<void> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  if (hashes.length > 0) {
    await db
      .insertInto('two_factor_recovery_codes')
      .values(hashes.map((hash) => ({ user_id: userId, hash })))
      .execute();
  }
}

/** Uses a recovery code once; false when it is unknown or already used. */
export async function useRecoveryCode(db: Database, userId: bigint, hash: string): Promise<boolean> {
  const res = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export async function countRecoveryCodes(db: Database, userId: bigint): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records a TOTP step as used; false when this step (or a later one) was used already. */
export async function useTotpStep(db: Database, userId: bigint, step: number): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ two_factor_last_step: BigInt(step) })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', BigInt(step))]))
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}
