import type { RawBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { LedgerAccountKind } from '../../db/schema.js';
import { repayDebts } from './ledger.debts.js';
import {
  type AccountState,
  checkRequest,
  LedgerPostingError,
  metadataJson,
  type PlannedEntry,
  type PostingRequest,
  planEntries,
  planPosting,
} from './ledger.planning.js';
import * as repo from './ledger.repository.js';

const minOf = (a: bigint, b: bigint) => (a < b ? a : b);

/** Opens the ledger account of a new wallet (in the transaction that inserts the wallet). */
export function openPlayerAccount(db: Database, walletId: bigint, currencyId: number): Promise<bigint> {
  return repo.insertPlayerAccount(db, walletId, currencyId);
}

export type HousePurpose = Exclude<LedgerAccountKind, 'player'>;

export interface PostedTransaction {
  id: bigint;
  kind: string;
  idempotencyKey: string;
  metadata: Record<string, unknown>;
  createdAt: Date;
  entries: PlannedEntry[];
  /** True when the key was posted before: this is that first transaction, and nothing was written now. */
  replayed: boolean;
  /** The balance of every touched wallet after the posting (as locked, for a replay). */
  walletBalances: Map<bigint, bigint>;
}

export interface PostOptions {
  /** Wallet id → balance, for wallets the caller already locked FOR UPDATE in this transaction. */
  lockedWallets?: ReadonlyMap<bigint, bigint>;
}

interface CachedAccount {
  id: bigint;
  currency_id: number;
  wallet_id: bigint | null;
}

/**
 * The double-entry ledger: the only writer of wallet balances. Every posting is one transaction
 * whose entries sum to zero per currency, written in the caller's database transaction with the
 * touched wallets locked, so a bet or a payment can be stored in the same transaction as its money.
 */
export class LedgerService {
  private readonly houseIds = new Map<string, bigint>();
  private readonly accountRows = new Map<bigint, CachedAccount>();

  constructor(private readonly db: Database) {}

  /** The latest entries on the player's wallets, newest first, for the back office's player page. */
  latestPlayerEntries(userId: bigint, limit: number) {
    return repo.listPlayerEntries(this.db, userId, limit);
  }

  /**
   * Posts inside the caller's transaction (`db.transaction().execute(trx => ledger.post(trx, …))`).
   * Throws InsufficientFundsError (a 422) when a wallet would go below zero; nothing is written then.
   * `lockedWallets`: wallets the caller has already locked FOR UPDATE in this transaction, with their
   * balance as read under that lock; they are not locked again (the others are, in id order).
   */
  async post(trx: Database, request: PostingRequest, options: PostOptions = {}): Promise<PostedTransaction> {
    if (!trx.isTransaction) throw new LedgerPostingError('ledger.post needs a database transaction');
    checkRequest(request);
    const ids = [...new Set(request.entries.map((e) => e.accountId))];
    const rows = await this.accounts(trx, ids);
    if (rows.length !== ids.length) throw new LedgerPostingError(`unknown ledger account in ${ids.join(', ')}`);
    const preLocked = options.lockedWallets ?? new Map<bigint, bigint>();
    const walletIds = rows.flatMap((r) => (r.wallet_id === null || preLocked.has(r.wallet_id) ? [] : [r.wallet_id]));
    const locked = new Map((await repo.lockWallets(trx, walletIds)).map((w) => [w.id, w.balance]));
    for (const r of rows) {
      const balance = r.wallet_id === null ? undefined : preLocked.get(r.wallet_id);
      if (r.wallet_id !== null && balance !== undefined) locked.set(r.wallet_id, balance);
    }

    const accounts = new Map<bigint, AccountState>(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          currencyId: r.currency_id,
          walletId: r.wallet_id,
          balance: r.wallet_id === null ? null : (locked.get(r.wallet_id) ?? 0n),
        },
      ]),
    );
    let plan: ReturnType<typeof planPosting>;
    try {
      plan = planPosting(request, accounts);
    } catch (error) {
      // A key posted before answers its first transaction, whatever the balances are now.
      const earlier = await repo.findTransactionByKey(trx, request.idempotencyKey);
      if (earlier) return this.replay(trx, earlier, locked);
      throw error;
    }
    // Read after the locks: a posting of the same key that held them has committed by now, and a
    // concurrent one over other accounts (or none locked) waits on the unique key; either way the
    // key's first transaction is answered and nothing is written.
    const written = await repo.insertPosting(
      trx,
      request.kind,
      request.idempotencyKey,
      metadataJson(request.metadata),
      plan.entries,
      plan.wallets,
    );
    if (!written) {
      const first = await repo.findTransactionByKey(trx, request.idempotencyKey);
      if (!first) throw new LedgerPostingError(`idempotency key ${request.idempotencyKey} vanished`);
      return this.replay(trx, first, locked);
    }
    const { header } = written;
    const walletBalances = new Map(locked);
    for (const change of plan.wallets) walletBalances.set(change.walletId, change.balance);
    for (const owing of written.debts) {
      const credit = plan.wallets.find((w) => w.walletId === owing.walletId)?.delta ?? 0n;
      const account = rows.find((r) => r.wallet_id === owing.walletId);
      if (account) await this.#repay(trx, header.id, account, minOf(credit, owing.debt), walletBalances);
    }
    return {
      id: header.id,
      kind: header.kind,
      idempotencyKey: header.idempotency_key,
      metadata: header.metadata,
      createdAt: header.created_at,
      entries: plan.entries,
      replayed: false,
      walletBalances,
    };
  }

  /**
   * A posting written by one statement of the caller instead of a transaction (a hot path where the
   * transaction's round trips cost more than the work): common table expressions that write only
   * when the caller's CTE `when` answers a row (see repo.postingCtes). The caller locks every player
   * wallet the posting touches FOR UPDATE in an earlier CTE of that statement and leaves `when`
   * empty when one would go below zero; the wallets' `balance >= 0` check and the balanced-entries
   * trigger refuse the statement if it does not. A key posted before fails the statement.
   */
  async postingCtes(
    db: Database,
    request: Omit<PostingRequest, 'metadata'>,
    when: string,
    metadata: RawBuilder<unknown>,
  ): Promise<RawBuilder<unknown>> {
    checkRequest(request);
    const ids = [...new Set(request.entries.map((e) => e.accountId))];
    const rows = await this.accounts(db, ids);
    if (rows.length !== ids.length) throw new LedgerPostingError(`unknown ledger account in ${ids.join(', ')}`);
    const accounts = new Map(rows.map((r) => [r.id, { id: r.id, currencyId: r.currency_id, walletId: r.wallet_id }]));
    const { entries, deltas } = planEntries(request, accounts);
    return repo.postingCtes(when, request.kind, request.idempotencyKey, metadata, entries, deltas);
  }

  /**
   * A credit to a wallet that owes the house pays the debt off first (docs/decisions.md, "Debts
   * after a resettlement"): up to the credit, from the wallet to the receivable account, in the
   * credit's transaction and under its key (`debt:<transaction id>`).
   */
  async #repay(
    trx: Database,
    creditId: bigint,
    { id: account, currency_id: currencyId, wallet_id }: CachedAccount,
    amount: bigint,
    balances: Map<bigint, bigint>,
  ) {
    const walletId = wallet_id as bigint;
    const balance = balances.get(walletId) ?? 0n;
    const paid = minOf(amount, balance);
    if (paid <= 0n) return;
    const receivable = await this.houseAccount(trx, 'house_receivable', currencyId);
    const posted = await this.post(
      trx,
      {
        kind: 'debt_repayment',
        idempotencyKey: `debt:${creditId}:${walletId}`,
        entries: [
          { accountId: account, amount: -paid },
          { accountId: receivable, amount: paid },
        ],
        metadata: { credit_transaction_id: creditId, wallet_id: walletId },
      },
      { lockedWallets: new Map([[walletId, balance]]) },
    );
    if (posted.replayed) return;
    await repayDebts(trx, walletId, paid);
    balances.set(walletId, balance - paid);
  }

  /** Posts in a transaction of its own, for callers with nothing else to store. */
  postAlone(request: PostingRequest): Promise<PostedTransaction> {
    return this.db.transaction().execute((trx) => this.post(trx, request));
  }

  /** The ledger account of a wallet. */
  async walletAccount(db: Database, walletId: bigint): Promise<bigint> {
    const row = await repo.findWalletAccount(db, walletId);
    if (!row) throw new LedgerPostingError(`wallet ${walletId} has no ledger account`);
    return row.id;
  }

  /** The house account for a purpose and currency (cash for payments, betting for stakes and wins, …). */
  async houseAccount(db: Database, purpose: HousePurpose, currencyId: number): Promise<bigint> {
    const key = `${purpose}:${currencyId}`;
    const known = this.houseIds.get(key);
    if (known !== undefined) return known;
    const { id, created } = await repo.ensureHouseAccount(db, purpose, currencyId);
    if (!created) this.houseIds.set(key, id);
    return id;
  }

  /** An account's balance as the sum of its entries (house accounts keep no cached balance). */
  sumOfEntries(accountId: bigint, db: Database = this.db): Promise<bigint> {
    return repo.sumOfEntries(db, accountId);
  }

  /** Accounts by id; an account never changes once made, so committed ones are remembered. */
  private async accounts(trx: Database, ids: bigint[]): Promise<CachedAccount[]> {
    const missing = ids.filter((id) => !this.accountRows.has(id));
    const found = missing.length === 0 ? [] : await repo.findAccounts(trx, missing);
    const fresh = new Map<bigint, CachedAccount>();
    for (const row of found) {
      const account = { id: row.id, currency_id: row.currency_id, wallet_id: row.wallet_id };
      if (row.fresh) fresh.set(row.id, account);
      else this.accountRows.set(row.id, account);
    }
    return ids.flatMap((id) => {
      const account = this.accountRows.get(id) ?? fresh.get(id);
      return account ? [account] : [];
    });
  }

  private async replay(
    trx: Database,
    row: repo.LedgerTransactionRow,
    locked: Map<bigint, bigint>,
  ): Promise<PostedTransaction> {
    const entries = await repo.listEntries(trx, row.id);
    return {
      id: row.id,
      kind: row.kind,
      idempotencyKey: row.idempotency_key,
      metadata: row.metadata,
      createdAt: row.created_at,
      entries: entries.map((e) => ({ accountId: e.account_id, currencyId: e.currency_id, amount: e.amount })),
      replayed: true,
      walletBalances: new Map(locked),
    };
  }
}
