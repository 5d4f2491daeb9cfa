import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { LedgerAccountKind } from '../../db/schema.js';
import type { PlannedEntry } from './ledger.planning.js';

export function findAccounts(db: Database, ids: bigint[]) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'currency_id', 'wallet_id'])
    .where('id', 'in', ids)
    .execute();
}

/**
 * Locks the wallets a posting touches, always in id order: two postings over the same wallets
 * then queue instead of deadlocking. Answers the balances as of the lock (the latest committed).
 */
export function lockWallets(db: Database, walletIds: bigint[]) {
  if (walletIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('wallets')
    .select(['id', 'balance'])
    .where('id', 'in', walletIds)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export function findTransactionByKey(db: Database, key: string) {
  return db
    .selectFrom('ledger_transactions')
    .select(['id', 'kind', 'idempotency_key', 'metadata', 'created_at'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}
export type LedgerTransactionRow = NonNullable<Awaited<ReturnType<typeof findTransactionByKey>>>;

export function listEntries(db: Database, transactionId: bigint) {
  return db
    .selectFrom('ledger_entries')
    .select(['account_id', 'currency_id', 'amount'])
    .where('transaction_id', '=', transactionId)
    .orderBy('id')
    .execute();
}

/** Inserts the transaction header; null when another posting already holds the key. */
export function insertTransaction(db: Database, kind: string, key: string, metadata: string) {
  return db
    .insertInto('ledger_transactions')
    .values({ kind, idempotency_key: key, metadata })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning(['id', 'kind', 'idempotency_key', 'metadata', 'created_at'])
    .executeTakeFirst();
}

export async function insertEntries(db: Database, transactionId: bigint, entries: PlannedEntry[]): Promise<void> {
  await db
    .insertInto('ledger_entries')
    .values(
      entries.map((e) => ({
        transaction_id: transactionId,
        account_id: e.accountId,
        currency_id: e.currencyId,
        amount: e.amount,
      })),
    )
    .execute();
}

export async function addToWallet(db: Database, walletId: bigint, delta: bigint): Promise<void> {
  await db
    .updateTable('wallets')
    .set({ balance: sql<bigint>`balance + ${delta}` })
    .where('id', '=', walletId)
    .execute();
}

export async function insertPlayerAccount(db: Database, walletId: bigint, currencyId: number): Promise<bigint> {
  const row = await db
    .insertInto('ledger_accounts')
    .values({ kind: 'player', currency_id: currencyId, wallet_id: walletId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findWalletAccount(db: Database, walletId: bigint) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'currency_id'])
    .where('wallet_id', '=', walletId)
    .executeTakeFirst();
}

/**
 * The house account of a purpose and currency, made on first use. `created` tells that it was made
 * in this (possibly rolled back) transaction, so the id must not be remembered yet.
 */
export async function ensureHouseAccount(
  db: Database,
  kind: LedgerAccountKind,
  currencyId: number,
): Promise<{ id: bigint; created: boolean }> {
  const find = () =>
    db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', kind)
      .where('currency_id', '=', currencyId)
      .where('wallet_id', 'is', null)
      .executeTakeFirst();
  const existing = await find();
  if (existing) return { id: existing.id, created: false };
  const inserted = await db
    .insertInto('ledger_accounts')
    .values({ kind, currency_id: currencyId })
    .onConflict((oc) => oc.columns(['kind', 'currency_id']).where('wallet_id', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const raced = await find();
  if (!raced) throw new Error(`house account ${kind}/${currencyId} not found`);
  return { id: raced.id, created: false };
}

export async function sumOfEntries(db: Database, accountId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<bigint>`coalesce(sum(amount), 0)::bigint`.as('sum'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.sum;
}
