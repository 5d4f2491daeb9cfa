import { TRANSACTION_STATUS } from '@meridian/contract/payments';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

export interface NewUser {
  email: string | null;
  email_verified_at: Date | null;
  phone: string | null;
  phone_verified_at: Date | null;
  password_hash: string;
  country_id: number;
  currency_id: number;
  partner_group: number;
  btag: string | null;
  birthday: string | null;
  first_bonus: number;
  profile?: string;
}

/** Inserts a user under a chosen id; answers false (nothing written) when the id is taken. */
export async function insertUserWithId(db: Database, id: bigint, user: NewUser): Promise<boolean> {
  const row = await db
    .insertInto('users')
    .values({ ...user, id })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findUserById(db: Database, id: bigint) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export function findUserByEmail(db: Database, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserByPhone(db: Database, phone: string) {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/** Whether an e-mail or phone is held by any account (another's, when `exceptId` is given). */
export async function contactTaken(
  db: Database,
  kind: 'email' | 'phone',
  value: string,
  exceptId?: bigint,
): Promise<boolean> {
  const row = kind === 'email' ? await findUserByEmail(db, value) : await findUserByPhone(db, value);
  return row !== undefined && row.id !== exceptId;
}

export async function updateUser(
  db: Database,
  id: bigint,
  values: Partial<{
    email: string | null;
    email_verified_at: Date | null;
    phone: string | null;
    phone_verified_at: Date | null;
    password_hash: string;
    birthday: string | null;
    profile: string;
    two_factor_secret: string | null;
    two_factor_enabled_at: Date | null;
    two_factor_last_step: bigint | null;
    kyc: number;
  }>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Locks a player's row for a read-modify-write in a transaction. */
export function lockUser(db: Database, id: bigint) {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Whether a deposit of the player's has been credited. */
export async function hasCreditedDeposit(db: Database, userId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('payment_transactions')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', 'deposit')
    .where('status_id', '=', TRANSACTION_STATUS.succeeded)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
