import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { LedgerAccountKind } from '../../db/schema.js';
import type { PlannedEntry } from './ledger.planning.js';

/**
 * Accounts by id. `fresh` tells an account made in the calling transaction (its `created_at` is the
 * transaction's start): it may still be rolled back, so it must not be remembered yet.
 */
export function findAccounts(db: Database, ids: bigint[]) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'currency_id', 'wallet_id', sql<boolean>`created_at = now()`.as('fresh')])
    .where('id', 'in', ids)
    .execute();
}
export type LedgerAccountRow = Awaited<ReturnType<typeof findAccounts>>[number];

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

/** The latest entries on a player's wallets (every wallet, closed ones too), newest first. */
export function listPlayerEntries(db: Database, userId: bigint, limit: number) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('wallets as w', 'w.id', 'a.wallet_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['e.id', 'e.transaction_id', 'a.wallet_id', 't.kind', 'e.currency_id', 'e.amount', 't.created_at'])
    .where('w.user_id', '=', userId)
    .where('a.kind', '=', 'player')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Writes a posting in one statement: the header (nothing at all when another posting already holds
 * the key: answers undefined then), its entries in the order given, and the wallets' cached balances.
 */
export async function insertPosting(
  db: Database,
  kind: string,
  key: string,
  metadata: string,
  entries: PlannedEntry[],
  wallets: { walletId: bigint; delta: bigint }[],
) {
  const entryRows = sql.join(
    entries.map((e, i) => sql`(${i}::int, ${e.accountId}::bigint, ${e.currencyId}::int, ${e.amount}::bigint)`),
  );
  const walletUpdate =
    wallets.length === 0
      ? sql``
      : sql`, w as (
          update wallets set balance = wallets.balance + c.delta
          from h, (values ${sql.join(wallets.map((w) => sql`(${w.walletId}::bigint, ${w.delta}::bigint)`))}) as c (id, delta)
          where wallets.id = c.id
        )`;
  // Credited wallets that owe the house (after a resettlement): the caller pays the debt off first.
  // Read in the same statement, so a credit to a wallet without debt costs no extra round trip.
  const credited = wallets.filter((w) => w.delta > 0n).map((w) => w.walletId);
  const debts =
    credited.length === 0
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(json_build_object('id', d.id::text, 'debt', d.debt::text)), '[]'::json)
          from wallets d where d.id = any(${credited}::bigint[]) and d.debt > 0)`;
  const result = await sql<LedgerTransactionRow & { debts: { id: string; debt: string }[] }>`
    with h as (
      insert into ledger_transactions (kind, idempotency_key, metadata)
      values (${kind}, ${key}, ${metadata}::jsonb)
      on conflict (idempotency_key) do nothing
      returning id, kind, idempotency_key, metadata, created_at
    ), e as (
      insert into ledger_entries (transaction_id, account_id, currency_id, amount)
      select h.id, v.account_id, v.currency_id, v.amount
      from h, (values ${entryRows}) as v (position, account_id, currency_id, amount)
      order by v.position
    )${walletUpdate}
    select id, kind, idempotency_key, metadata, created_at, ${debts} as debts from h`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  const { debts: owing, ...header } = row;
  return { header, debts: owing.map((d) => ({ walletId: BigInt(d.id), debt: BigInt(d.debt) })) };
}

/**
 * A posting as common table expressions `lh` (header), `le` (entries) and `lw` (the wallets'
 * cached balances, answering `id, balance`) for a caller's statement, starting with a comma. They
 * write only when the caller's CTE `when` answers a row, and `metadata` (a jsonb expression) may
 * read that row. A key posted before fails the whole statement (unique violation).
 */
export function postingCtes(
  when: string,
  kind: string,
  key: string,
  metadata: RawBuilder<unknown>,
  entries: PlannedEntry[],
  wallets: { walletId: bigint; delta: bigint }[],
) {
  const source = sql.table(when);
  const entryRows = sql.join(
    entries.map((e, i) => sql`(${i}::int, ${e.accountId}::bigint, ${e.currencyId}::int, ${e.amount}::bigint)`),
  );
  const walletUpdate =
    wallets.length === 0
      ? sql`select null::bigint as id, null::bigint as balance where false`
      : sql`update wallets set balance = wallets.balance + c.delta
      from lh, (values ${sql.join(wallets.map((w) => sql`(${w.walletId}::bigint, ${w.delta}::bigint)`))}) as c (id, delta)
      where wallets.id = c.id
      returning wallets.id, wallets.balance`;
  return sql`, lh as (
      insert into ledger_transactions (kind, idempotency_key, metadata)
      select ${kind}, ${key}, ${metadata} from ${source}
      returning id
    ), le as (
      insert into ledger_entries (transaction_id, account_id, currency_id, amount)
      select lh.id, v.account_id, v.currency_id, v.amount
      from lh, (values ${entryRows}) as v (position, account_id, currency_id, amount)
      order by v.position
    ), lw as (
      ${walletUpdate}
    )`;
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
