import { TRANSACTION_STATUS } from '@meridian/contract/payments';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { insertOnce } from '../../db/insert-missing.js';
import type { PaymentTransactionTable } from '../../db/schema.js';

export type PaymentTransactionRow = Selectable<PaymentTransactionTable>;

/** Records an accepted webhook event id; false when it was seen before (a replay). */
export async function rememberEvent(db: Database, provider: string, eventId: string): Promise<boolean> {
  return insertOnce(db, 'payment_webhook_events', ['provider', 'event_id'], { provider, event_id: eventId });
}

/**
 * Locks the player's row, before any wallet of theirs (the order the wallets module keeps): a rule
 * that sums the player's payments across wallets decides one payment of theirs at a time.
 */
export async function lockPlayer(db: Database, userId: bigint): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * Takes the wallet's row lock first, the lock the ledger takes: inserting a payment record only
 * shares the row (its foreign key), and two postings that shared it would deadlock upgrading.
 */
export async function lockWallet(db: Database, walletId: bigint): Promise<void> {
  await db.selectFrom('wallets').select('id').where('id', '=', walletId).forUpdate().execute();
}

/** The provider's payment, locked for the status change (concurrent deliveries queue here). */
export function lockByProviderId(db: Database, provider: string, paymentId: string) {
  return db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_payment_id', '=', paymentId)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewPaymentTransaction {
  provider: string;
  providerPaymentId: string;
  type: 'deposit' | 'withdrawal';
  userId: bigint;
  walletId: bigint;
  currencyId: number;
  amount: bigint;
  statusId: number;
  reason: string | null;
}

/** Inserts the first record of a payment; undefined when a concurrent delivery inserted it first. */
export function insertTransaction(db: Database, t: NewPaymentTransaction) {
  return db
    .insertInto('payment_transactions')
    .values({
      provider: t.provider,
      provider_payment_id: t.providerPaymentId,
      type: t.type,
      user_id: t.userId,
      wallet_id: t.walletId,
      currency_id: t.currencyId,
      amount: t.amount,
      status_id: t.statusId,
      status_reason: t.reason,
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_payment_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function setStatus(db: Database, id: bigint, statusId: number, reason: string | null) {
  return db
    .updateTable('payment_transactions')
    .set({ status_id: statusId, status_reason: reason, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface HistoryFilter {
  userId: bigint;
  type: 'deposit' | 'withdrawal' | null;
  statusId: number | null;
  walletId: bigint | null;
  lastId: bigint | null;
  from: Date;
  to: Date;
  limit: number;
}

/** The player's transactions, newest first, keyset-paged by id. */
export function listHistory(db: Database, f: HistoryFilter) {
  let q = db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('user_id', '=', f.userId)
    .where('created_at', '>=', f.from)
    .where('created_at', '<=', f.to);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.statusId !== null) q = q.where('status_id', '=', f.statusId);
  if (f.walletId !== null) q = q.where('wallet_id', '=', f.walletId);
  if (f.lastId !== null) q = q.where('id', '<', f.lastId);
  return q.orderBy('id', 'desc').limit(f.limit).execute();
}

/** The wallet's owner, currency and balance, for the provider's session call. */
export function findWallet(db: Database, walletId: bigint) {
  return db
    .selectFrom('wallets')
    .innerJoin('currencies', 'currencies.id', 'wallets.currency_id')
    .selectAll('wallets')
    .select(['currencies.code', 'currencies.scale'])
    .where('wallets.id', '=', walletId)
    .executeTakeFirst();
}

/** The deposits of a player in a currency authorised since `from` and not yet credited or cancelled. */
export async function pendingDeposits(db: Database, userId: bigint, currencyId: number, from: Date): Promise<bigint> {
  const row = await db
    .selectFrom('payment_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
    .where('user_id', '=', userId)
    .where('currency_id', '=', currencyId)
    .where('type', '=', 'deposit')
    .where('status_id', 'in', [TRANSACTION_STATUS.pending, TRANSACTION_STATUS.waiting])
    .where('created_at', '>=', from)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
