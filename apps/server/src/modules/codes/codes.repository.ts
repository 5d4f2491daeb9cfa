import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Channel, CodePurpose } from '../../db/schema.js';

export interface NewCode {
  id: string;
  token: string;
  purpose: CodePurpose;
  channel: Channel;
  destination: string;
  user_id: bigint | null;
  payload: string | null;
  code_hash: string;
  sent_at: Date;
  repeat_after: Date;
  expires_at: Date;
}

export async function insertCode(db: Database, code: NewCode): Promise<void> {
  await db.insertInto('verification_codes').values(code).execute();
}

export function findCode(db: Database, id: string) {
  return db.selectFrom('verification_codes').selectAll().where('id', '=', id).executeTakeFirst();
}
export type CodeRow = NonNullable<Awaited<ReturnType<typeof findCode>>>;

/** Counts a wrong guess; answers the new count, or null when the code was already used up. */
export async function countAttempt(db: Database, id: string, max: number): Promise<number | null> {
  const row = await db
    .updateTable('verification_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('attempts', '<', max)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? null;
}

/** Marks a code used; false when it was used (or expired) in the meantime. */
export async function consumeCode(db: Database, id: string): Promise<boolean> {
  const res = await db
    .updateTable('verification_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export async function renewCode(
  db: Database,
  id: string,
  values: { code_hash: string; sent_at: Date; repeat_after: Date; expires_at: Date },
): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ ...values, attempts: 0 })
    .where('id', '=', id)
    .execute();
}
