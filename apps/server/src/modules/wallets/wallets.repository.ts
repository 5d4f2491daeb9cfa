import type { Database } from '../../db/database.js';
import type { WalletKind } from '../../db/schema.js';

const walletColumns = [
  'wallets.id',
  'wallets.user_id',
  'wallets.currency_id',
  'wallets.is_default',
  'wallets.balance',
  'wallets.debt',
  'wallets.closed_at',
  'wallets.kind',
  'currencies.code as currency_code',
  'currencies.is_hidden as currency_hidden',
] as const;

/** The player's open wallets, the default one first, then in the order they were opened. */
export function listOpenWallets(db: Database, userId: bigint) {
  return db
    .selectFrom('wallets')
    .innerJoin('currencies', 'currencies.id', 'wallets.currency_id')
    .select(walletColumns)
    .where('wallets.user_id', '=', userId)
    .where('wallets.closed_at', 'is', null)
    .orderBy('wallets.is_default', 'desc')
    .orderBy('wallets.id')
    .execute();
}
export type WalletRow = Awaited<ReturnType<typeof listOpenWallets>>[number];

export function findWallet(db: Database, userId: bigint, walletId: bigint) {
  return db
    .selectFrom('wallets')
    .innerJoin('currencies', 'currencies.id', 'wallets.currency_id')
    .select(walletColumns)
    .where('wallets.user_id', '=', userId)
    .where('wallets.id', '=', walletId)
    .executeTakeFirst();
}

/** The wallet of a currency and kind, open or closed (a closed one is reopened rather than duplicated). */
export function findWalletByCurrency(db: Database, userId: bigint, currencyId: number, kind: WalletKind = 'cash') {
  return db
    .selectFrom('wallets')
    .select(['id', 'closed_at'])
    .where('user_id', '=', userId)
    .where('currency_id', '=', currencyId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/**
 * Locks the player's row: wallet changes of one player (add, delete, switch) run one at a time,
 * so two adds of one currency or two switches cannot interleave.
 */
export function lockPlayer(db: Database, userId: bigint) {
  return db.selectFrom('users').select(['id', 'country_id']).where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** Locks one wallet row, the same lock a ledger posting takes. */
export function lockWallet(db: Database, walletId: bigint) {
  return db
    .selectFrom('wallets')
    .select(['id', 'balance', 'is_default', 'closed_at', 'kind'])
    .where('id', '=', walletId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertWallet(
  db: Database,
  userId: bigint,
  currencyId: number,
  isDefault: boolean,
  kind: WalletKind = 'cash',
) {
  const row = await db
    .insertInto('wallets')
    .values({ user_id: userId, currency_id: currencyId, is_default: isDefault, kind })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setClosed(db: Database, walletId: bigint, closedAt: Date | null): Promise<void> {
  await db.updateTable('wallets').set({ closed_at: closedAt }).where('id', '=', walletId).execute();
}

/** Moves the default flag to one wallet (two statements: the unique index allows one default at a time). */
export async function setDefault(db: Database, userId: bigint, walletId: bigint): Promise<void> {
  await db
    .updateTable('wallets')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .execute();
  await db.updateTable('wallets').set({ is_default: true }).where('id', '=', walletId).execute();
}

/** An open wallet of the player (the default one when none is named) with its ledger account. */
export function findWalletAccount(db: Database, userId: bigint, walletId?: bigint) {
  const query = walletAccounts(db, userId);
  return (
    walletId === undefined ? query.where('wallets.is_default', '=', true) : query.where('wallets.id', '=', walletId)
  ).executeTakeFirst();
}

/** The player's open wallet of a currency and kind with its ledger account. */
export function findWalletAccountByCurrency(db: Database, userId: bigint, currencyId: number, kind: WalletKind) {
  return walletAccounts(db, userId)
    .where('wallets.currency_id', '=', currencyId)
    .where('wallets.kind', '=', kind)
    .executeTakeFirst();
}

function walletAccounts(db: Database, userId: bigint) {
  return db
    .selectFrom('wallets')
    .innerJoin('ledger_accounts', 'ledger_accounts.wallet_id', 'wallets.id')
    .select([
      'wallets.id',
      'wallets.currency_id',
      'wallets.is_default',
      'wallets.balance',
      'wallets.kind',
      'ledger_accounts.id as account_id',
    ])
    .where('wallets.user_id', '=', userId)
    .where('wallets.closed_at', 'is', null);
}
