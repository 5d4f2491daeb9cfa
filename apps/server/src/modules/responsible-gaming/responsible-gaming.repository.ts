import { TRANSACTION_STATUS } from '@meridian/contract/payments';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { RgLimitKind, RgPeriod } from '../../db/schema.js';

export function listLimits(db: Database, userId: bigint) {
  return db
    .selectFrom('rg_limits')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('kind')
    .orderBy('currency_id')
    .orderBy('period')
    .execute();
}
export type LimitRow = Awaited<ReturnType<typeof listLimits>>[number];

/** One limit, locked while it changes (a change of it waits for another). */
export function lockLimit(db: Database, userId: bigint, key: LimitKey) {
  let query = db.selectFrom('rg_limits').selectAll().where('user_id', '=', userId).where('kind', '=', key.kind);
  query = key.period === null ? query.where('period', 'is', null) : query.where('period', '=', key.period);
  query =
    key.currencyId === null ? query.where('currency_id', 'is', null) : query.where('currency_id', '=', key.currencyId);
  return query.forUpdate().executeTakeFirst();
}

export interface LimitKey {
  kind: RgLimitKind;
  period: RgPeriod | null;
  currencyId: number | null;
}

export async function insertLimit(db: Database, userId: bigint, key: LimitKey, amount: bigint): Promise<void> {
  await db
    .insertInto('rg_limits')
    .values({ user_id: userId, kind: key.kind, period: key.period, currency_id: key.currencyId, amount })
    .execute();
}

export async function updateLimit(
  db: Database,
  id: bigint,
  change: { amount: bigint; pendingAmount: bigint | null; pendingRemove: boolean; pendingAt: Date | null },
): Promise<void> {
  await db
    .updateTable('rg_limits')
    .set({
      amount: change.amount,
      pending_amount: change.pendingAmount,
      pending_remove: change.pendingRemove,
      pending_at: change.pendingAt,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteLimit(db: Database, id: bigint): Promise<void> {
  await db.deleteFrom('rg_limits').where('id', '=', id).execute();
}

/** The time-out or self-exclusion in force at `now`, the one ending last first. */
export function activeExclusion(db: Database, userId: bigint, now: Date) {
  return db
    .selectFrom('rg_exclusions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy(sql`ends_at desc nulls first`)
    .limit(1)
    .executeTakeFirst();
}

/** The player's time-outs and self-exclusions, past ones too, the latest first. */
export function listExclusions(db: Database, userId: bigint, limit: number) {
  return db
    .selectFrom('rg_exclusions')
    .select(['id', 'kind', 'starts_at', 'ends_at'])
    .where('user_id', '=', userId)
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertExclusion(
  db: Database,
  userId: bigint,
  exclusion: {
    kind: 'timeout' | 'self_exclusion';
    startsAt: Date;
    endsAt: Date | null;
    /** Set when the exclusion comes from a register entry the account matched. */
    registerEntryId?: bigint;
  },
): Promise<void> {
  await db
    .insertInto('rg_exclusions')
    .values({
      user_id: userId,
      kind: exclusion.kind,
      starts_at: exclusion.startsAt,
      ends_at: exclusion.endsAt,
      register_entry_id: exclusion.registerEntryId ?? null,
    })
    .execute();
}

/** Notes an identifier an account has shown (a device, a verified name or document). */
export async function noteAccountIdentifier(
  db: Database,
  userId: bigint,
  identifier: { kind: 'name_dob' | 'document' | 'device'; value: string },
): Promise<void> {
  await db
    .insertInto('rg_account_identifiers')
    .values({ user_id: userId, kind: identifier.kind, value: identifier.value })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'value']).doUpdateSet({ seen_at: new Date() }))
    .execute();
}

export function accountIdentifiers(db: Database, userId: bigint) {
  return db
    .selectFrom('rg_account_identifiers')
    .select(['kind', 'value'])
    .where('user_id', '=', userId)
    .orderBy('kind')
    .orderBy('value')
    .execute();
}

export async function setRealityCheck(db: Database, userId: bigint, minutes: number | null): Promise<void> {
  await db.updateTable('users').set({ reality_check_minutes: minutes }).where('id', '=', userId).execute();
}

export async function realityCheck(db: Database, userId: bigint): Promise<number | null> {
  const row = await db.selectFrom('users').select('reality_check_minutes').where('id', '=', userId).executeTakeFirst();
  return row?.reality_check_minutes ?? null;
}

/** Locks the player's row: setting an exclusion or a limit waits for another of the same player. */
export async function lockPlayer(db: Database, userId: bigint): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function sessionStart(db: Database, sessionId: string): Promise<Date | null> {
  const row = await db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirst();
  return row?.created_at ?? null;
}

/** The player's latest live sign-in, for money calls that come without one (a game provider's). */
export async function latestSessionStart(db: Database, userId: bigint): Promise<Date | null> {
  const row = await db
    .selectFrom('sessions')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('kind', 'in', ['login', 'registration'])
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** What moved in a player's cash wallets of a currency since `from`, by what it was. */
export interface CashSums {
  deposits: bigint;
  withdrawals: bigint;
  /** Stakes, sports and casino, less stakes given back. */
  staked: bigint;
  /** Returns less stakes: negative is a loss. */
  net: bigint;
}

const PLAY_KINDS = [
  'bet_stake',
  'bet_win',
  'bet_refund',
  'bet_cash_out',
  'casino_bet',
  'casino_win',
  'casino_rollback',
];
const STAKE_KINDS = ['bet_stake', 'casino_bet', 'bet_refund', 'casino_rollback'];

/** The ledger entries on a player's cash wallets since `from`, with their transaction's kind and time. */
function cashEntries(db: Database, userId: bigint, from: Date) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('wallets as w', 'w.id', 'a.wallet_id')
    .where('w.user_id', '=', userId)
    .where('w.kind', '=', 'cash')
    .where('t.created_at', '>=', from);
}

/** Deposits, withdrawals, stakes and net result of the entries a query groups. */
const SUMS = [
  sql<string>`coalesce(sum(e.amount) filter (where t.kind = 'deposit'), 0)`.as('deposits'),
  sql<string>`coalesce(-sum(e.amount) filter (where t.kind in ('withdrawal_reserve', 'withdrawal_refund')), 0)`.as(
    'withdrawals',
  ),
  sql<string>`coalesce(-sum(e.amount) filter (where t.kind in (${sql.join(STAKE_KINDS)})), 0)`.as('staked'),
  sql<string>`coalesce(sum(e.amount) filter (where t.kind in (${sql.join(PLAY_KINDS)})), 0)`.as('net'),
];

const toSums = (r: { deposits: string; withdrawals: string; staked: string; net: string }): CashSums => ({
  deposits: BigInt(r.deposits),
  withdrawals: BigInt(r.withdrawals),
  staked: BigInt(r.staked),
  net: BigInt(r.net),
});

/** Sums of the ledger entries on the player's cash wallets of a currency since `from`. */
export async function cashSums(db: Database, userId: bigint, currencyId: number, from: Date): Promise<CashSums> {
  const row = await cashEntries(db, userId, from)
    .where('w.currency_id', '=', currencyId)
    .select(SUMS)
    .executeTakeFirstOrThrow();
  return toSums(row);
}

/** The cash sums per UTC day, week (from Monday) or month since `from`, oldest first. */
export async function cashSumsBy(db: Database, userId: bigint, currencyId: number, group: RgPeriod, from: Date) {
  const rows = await cashEntries(db, userId, from)
    .where('w.currency_id', '=', currencyId)
    .select([
      sql<string>`to_char(date_trunc(${sql.lit(group)}, t.created_at at time zone 'UTC'), 'YYYY-MM-DD')`.as('period'),
      ...SUMS,
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((r) => ({ period: r.period, ...toSums(r) }));
}

/** Per currency, the stakes and net result on the player's cash wallets since `from`. */
export async function playSince(db: Database, userId: bigint, from: Date) {
  const rows = await cashEntries(db, userId, from)
    .where('t.kind', 'in', PLAY_KINDS)
    .select(['w.currency_id', ...SUMS])
    .groupBy('w.currency_id')
    .orderBy('w.currency_id')
    .execute();
  return rows.map((r) => ({ currencyId: r.currency_id, staked: BigInt(r.staked), net: BigInt(r.net) }));
}

/** When the oldest deposit to the player's cash wallets since `from` was credited (null: none). */
export async function oldestDepositSince(db: Database, userId: bigint, from: Date): Promise<Date | null> {
  const row = await cashEntries(db, userId, from)
    .where('t.kind', '=', 'deposit')
    .select((eb) => eb.fn.min('t.created_at').as('at'))
    .executeTakeFirst();
  return row?.at ? new Date(row.at as Date | string) : null;
}

/** The cash sums of each currency the player has moved money in since `from`. */
export async function cashSumsPerCurrency(db: Database, userId: bigint, from: Date) {
  const rows = await cashEntries(db, userId, from)
    .select(['w.currency_id', ...SUMS])
    .groupBy('w.currency_id')
    .orderBy('w.currency_id')
    .execute();
  return rows.map((r) => ({ currencyId: r.currency_id, ...toSums(r) }));
}

/** The operator's reference rates with each currency's scale. */
export function referenceRates(db: Database) {
  return db
    .selectFrom('reference_rates as r')
    .innerJoin('currencies as c', 'c.id', 'r.currency_id')
    .select(['r.currency_id', 'r.per_eur', 'c.scale', 'c.code'])
    .execute();
}

/** An advisory lock's first key: the player's money limits. */
export const LIMITS_LOCK = 724_117_101;

/**
 * Serialises the limit checks of one player's stakes and deposits across all their wallets, until
 * the transaction ends. An advisory lock rather than the player's row: the stake holds its wallet
 * already, and no other path takes this lock, so the order wallet → lock cannot deadlock.
 */
export async function lockPlayerLimits(db: Database, userId: bigint): Promise<void> {
  await sql`select pg_advisory_xact_lock(${LIMITS_LOCK}, hashtext(${String(userId)}))`.execute(db);
}

/** The player's sign-ins that may overlap the window from `from`, oldest first. */
export function sessionsSince(db: Database, userId: bigint, from: Date) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'last_seen_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .where('kind', 'in', ['login', 'registration'])
    .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('revoked_at', '>', from)]))
    .orderBy('created_at')
    .execute();
}

/** Accounts whose e-mail reaches one of the mailboxes (`rg_mailbox`, indexed). */
export async function usersByMailbox(db: Database, mailboxes: readonly string[]): Promise<bigint[]> {
  if (mailboxes.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('email', 'is not', null)
    .where(sql<string>`rg_mailbox(email)`, 'in', mailboxes)
    .execute();
  return rows.map((row) => row.id);
}

/** Accounts with one of the phones (E.164 digits). */
export async function usersByPhone(db: Database, phones: readonly string[]): Promise<bigint[]> {
  if (phones.length === 0) return [];
  const rows = await db.selectFrom('users').select('id').where('phone', 'in', phones).execute();
  return rows.map((row) => row.id);
}

/** Accounts born on one of the days, with their profile's names. */
export function usersBornOn(db: Database, days: readonly string[]) {
  if (days.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'profile', 'birthday']).where('birthday', 'in', days).execute();
}

/**
 * Accounts that have shown one of the values of a kind (a device, a verified name or document);
 * `contactless`: only those with neither e-mail nor phone.
 */
export async function usersShowing(
  db: Database,
  kind: 'name_dob' | 'document' | 'device',
  values: readonly string[],
  contactless = false,
): Promise<bigint[]> {
  if (values.length === 0) return [];
  let query = db
    .selectFrom('rg_account_identifiers as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select('u.id')
    .distinct()
    .where('i.kind', '=', kind)
    .where('i.value', 'in', values);
  if (contactless) query = query.where('u.email', 'is', null).where('u.phone', 'is', null);
  return (await query.execute()).map((row) => row.id);
}

/**
 * Per currency, the player's deposits authorised and not yet credited since `from` (a bank transfer
 * waiting for the bank): a read of the payments record, for deposit limits across wallets.
 */
export async function pendingDepositsPerCurrency(db: Database, userId: bigint, from: Date) {
  const rows = await db
    .selectFrom('payment_transactions')
    .select(['currency_id', (eb) => eb.fn.sum<string>('amount').as('total')])
    .where('user_id', '=', userId)
    .where('type', '=', 'deposit')
    .where('status_id', 'in', [TRANSACTION_STATUS.pending, TRANSACTION_STATUS.waiting])
    .where('created_at', '>=', from)
    .groupBy('currency_id')
    .execute();
  return rows.map((row) => ({ currencyId: row.currency_id, amount: BigInt(row.total) }));
}
