import { AppError } from '../../platform/errors.js';

/** One leg of a posting: a signed amount in minor units (credit > 0, debit < 0) on one account. */
export interface PostingEntry {
  accountId: bigint;
  amount: bigint;
}

export interface PostingRequest {
  /** What the money moved for: `deposit`, `bet_stake`, `bet_win`, … (lower case words and `_`). */
  kind: string;
  /** The same key posted again answers the first transaction and writes nothing. */
  idempotencyKey: string;
  entries: PostingEntry[];
  /** JSON-able details (bigints are stored as strings): bet id, payment id, … */
  metadata?: Record<string, unknown>;
}

/** What the posting needs to know of each account it touches, read under lock. */
export interface AccountState {
  id: bigint;
  currencyId: number;
  /** The player's wallet; null for house accounts, which may go below zero and keep no cached balance. */
  walletId: bigint | null;
  /** The wallet's cached balance (player accounts only). */
  balance: bigint | null;
}

export interface PlannedEntry {
  accountId: bigint;
  currencyId: number;
  amount: bigint;
}

export interface WalletChange {
  walletId: bigint;
  delta: bigint;
  balance: bigint;
}

export interface PostingPlan {
  entries: PlannedEntry[];
  /** Net change per touched wallet, in wallet id order. */
  wallets: WalletChange[];
}

const KIND = /^[a-z][a-z_]*$/;

/** A posting the caller built wrongly: a fault of the code, not of the player (answers 500). */
export class LedgerPostingError extends Error {
  override name = 'LedgerPostingError';
}

/** The posting would take a player wallet below zero; nothing was written. */
export class InsufficientFundsError extends AppError {
  constructor(
    readonly walletId: bigint,
    readonly balance: bigint,
    readonly required: bigint,
  ) {
    super('ValidationError', 'Insufficient funds', { amount: ['Insufficient funds'] });
  }
}

/** Refuses a malformed request before any database work. */
export function checkRequest(request: PostingRequest): void {
  if (!KIND.test(request.kind) || request.kind.length > 64) {
    throw new LedgerPostingError(`invalid posting kind: ${request.kind}`);
  }
  if (request.idempotencyKey.length < 1 || request.idempotencyKey.length > 200) {
    throw new LedgerPostingError('the idempotency key must have 1 to 200 characters');
  }
  if (request.entries.length < 2) throw new LedgerPostingError('a posting needs at least two entries');
  for (const entry of request.entries) {
    if (typeof entry.amount !== 'bigint' || entry.amount === 0n) {
      throw new LedgerPostingError('every entry needs a non-zero bigint amount');
    }
  }
}

/**
 * The rows of a request, given the accounts it touches: entries take their account's currency and
 * must sum to zero per currency. Answers the net change per touched wallet, in wallet id order.
 */
export function planEntries(
  request: PostingRequest,
  accounts: ReadonlyMap<bigint, Pick<AccountState, 'id' | 'currencyId' | 'walletId'>>,
): { entries: PlannedEntry[]; deltas: { walletId: bigint; delta: bigint }[] } {
  const sums = new Map<number, bigint>();
  const deltas = new Map<bigint, bigint>();
  const entries: PlannedEntry[] = [];
  for (const entry of request.entries) {
    const account = accounts.get(entry.accountId);
    if (!account) throw new LedgerPostingError(`unknown ledger account ${entry.accountId}`);
    entries.push({ accountId: account.id, currencyId: account.currencyId, amount: entry.amount });
    sums.set(account.currencyId, (sums.get(account.currencyId) ?? 0n) + entry.amount);
    if (account.walletId !== null) deltas.set(account.walletId, (deltas.get(account.walletId) ?? 0n) + entry.amount);
  }
  for (const [currencyId, sum] of sums) {
    if (sum !== 0n) throw new LedgerPostingError(`entries in currency ${currencyId} sum to ${sum}, not zero`);
  }
  return {
    entries,
    deltas: [...deltas.entries()]
      .filter(([, delta]) => delta !== 0n)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([walletId, delta]) => ({ walletId, delta })),
  };
}

/**
 * Turns a request into the rows to write, given the accounts it touches (planEntries), and checks
 * that no player wallet ends below zero.
 */
export function planPosting(request: PostingRequest, accounts: ReadonlyMap<bigint, AccountState>): PostingPlan {
  const { entries, deltas } = planEntries(request, accounts);
  const balances = new Map<bigint, bigint>();
  for (const account of accounts.values()) {
    if (account.walletId !== null) balances.set(account.walletId, account.balance ?? 0n);
  }
  const wallets: WalletChange[] = deltas.map(({ walletId, delta }) => {
    const before = balances.get(walletId) ?? 0n;
    const balance = before + delta;
    if (balance < 0n) throw new InsufficientFundsError(walletId, before, -delta);
    return { walletId, delta, balance };
  });
  return { entries, wallets };
}

/** Metadata as JSON text; bigints become decimal strings (JSON has no integer type of that size). */
export function metadataJson(metadata: Record<string, unknown> | undefined): string {
  return JSON.stringify(metadata ?? {}, (_key, value) => (typeof value === 'bigint' ? value.toString() : value));
}
