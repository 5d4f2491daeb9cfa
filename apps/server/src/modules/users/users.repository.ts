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

/** The largest id a search term is read as (users.id is a bigint). */
const MAX_ID = 9_223_372_036_854_775_807n;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accounts whose id is the term, or whose e-mail, phone or name holds it. Phones are kept as E.164
 * digits, so a phone is matched on the term's digits alone ("+44 7700" finds 447700…).
 */
function searched(db: Database, search: string | undefined) {
  const query = db.selectFrom('users');
  if (search === undefined) return query;
  const like = likeOf(search);
  const digits = search.replace(/\D/g, '');
  const id = /^\d{1,19}$/.test(search) && BigInt(search) <= MAX_ID ? BigInt(search) : null;
  const firstName = sql<string>`users.profile->>'first_name'`;
  const lastName = sql<string>`users.profile->>'last_name'`;
  return query.where((eb) =>
    eb.or([
      eb('users.email', 'ilike', like),
      eb(firstName, 'ilike', like),
      eb(lastName, 'ilike', like),
      eb(sql<string>`concat_ws(' ', ${firstName}, ${lastName})`, 'ilike', like),
      ...(digits.length >= 3 ? [eb('users.phone', 'like', `%${digits}%`)] : []),
      ...(id === null ? [] : [eb('users.id', '=', id)]),
    ]),
  );
}

/** A page of accounts matching the search, newest first, and how many match in all. */
export async function searchUsers(db: Database, search: string | undefined, page: { offset: number; limit: number }) {
  const rows = await searched(db, search)
    .selectAll()
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const count = await searched(db, search)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}
