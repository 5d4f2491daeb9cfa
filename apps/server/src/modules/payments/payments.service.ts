import type { LanguageCode } from '@meridian/contract/constants';
import {
  type PaymentSession,
  type PaymentWebhook,
  TRANSACTION_STATUS,
  type Transaction,
  type TransactionHistoryQuery,
  type WithdrawalRequest,
} from '@meridian/contract/payments';
import type { Database } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { Bus } from '../../platform/bus.js';
import { AppError, notFound, unauthorized, validationFailed } from '../../platform/errors.js';
import { publishBalances } from '../../platform/user-events.js';
import { amountToJson } from '../ledger/ledger.amounts.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { type WalletAccount, type WalletsService, walletServes } from '../wallets/wallets.service.js';
import type { PaymentTokenSigner } from './payment-token.js';
import { presentTransaction } from './payments.presenter.js';
import * as repo from './payments.repository.js';
import type { WithdrawalReviews } from './payments.review.js';
import { checkSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './payments.signature.js';

/** The built-in cashier is the one payment provider; its name keys payments and event ids. */
export const CASHIER_PROVIDER = 'cashier';

const WEEK_S = 7 * 24 * 3600;
const FINAL = new Set<number>([TRANSACTION_STATUS.succeeded, TRANSACTION_STATUS.canceled, TRANSACTION_STATUS.refunded]);

const conflict = (message: string) => new AppError('Conflict', message);

/**
 * Deposits and withdrawals as reported by the payment provider. Money moves only through the
 * ledger, keyed by the provider's payment id, so a status reported twice moves it once:
 * deposit `:credit` (house cash → wallet); withdrawal `:reserve` (wallet → withdrawal reserve, at
 * request time), then `:payout` (reserve → house cash) or `:refund` (reserve → wallet).
 */
/** Deposits and withdrawals move cash only: a bonus balance is never paid in or out. */
function cashOnly(wallet: WalletAccount): WalletAccount {
  if (!walletServes(wallet.kind, 'payments')) {
    throw validationFailed({ account_id: ['A bonus balance cannot be deposited to or withdrawn from.'] });
  }
  return wallet;
}

/** A deposit the cashier credited, told in its transaction (bonuses' first-deposit offer listens). */
export type DepositListener = (
  trx: Database,
  deposit: { userId: bigint; walletId: bigint; currencyId: number; amount: bigint },
) => Promise<ReadonlyMap<bigint, bigint> | null>;

/** Refuses a withdrawal by throwing (in its transaction, the player and wallet locked); resolves when it may go ahead. */
export type WithdrawalCheck = (
  trx: Database,
  withdrawal: { userId: bigint; currencyId: number; amount: bigint; language: LanguageCode },
) => Promise<void>;

/** A rule a deposit must pass before the provider takes the money (the player's limits and exclusion); throws. */
export type DepositCheck = (
  trx: Database,
  deposit: { userId: bigint; currencyId: number; amount: bigint; pending: bigint; language: LanguageCode },
) => Promise<void>;

/** Deposits authorised but not yet credited count towards a deposit limit for this long at most. */
const PENDING_DEPOSIT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export class PaymentsService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly wallets: WalletsService,
    private readonly tokens: PaymentTokenSigner,
    private readonly webhookSecret: string,
    /** Balance changes go to the player's sockets (after the commit); none without a bus. */
    private readonly bus: Bus | null = null,
    /** Told of each credited deposit in its transaction (the first-deposit bonus). */
    private readonly onDepositCredited: DepositListener | null = null,
  ) {}

  private withdrawalCheck: WithdrawalCheck | null = null;
  private depositCheck: DepositCheck | null = null;
  private reviews: WithdrawalReviews | null = null;

  /** Withdrawals above the review amount, or of a flagged player, wait for an operator's decision. */
  useWithdrawalReview(reviews: WithdrawalReviews): void {
    this.reviews = reviews;
  }

  /** A rule a deposit must pass before the provider charges the player (responsible-gaming limits). */
  useDepositCheck(check: DepositCheck): void {
    this.depositCheck = check;
  }

  /**
   * A rule a withdrawal must pass before funds are reserved (verification past the AML limits); it
   * runs with the player's row locked, so it may sum the player's withdrawals.
   */
  useWithdrawalCheck(check: WithdrawalCheck): void {
    this.withdrawalCheck = check;
  }

  /** A payment-frame token for the player's wallet (the default one unless named). */
  async issueToken(userId: bigint, walletId?: bigint) {
    const wallet = cashOnly(await this.wallets.account(this.db, userId, walletId));
    const { token, expiresAt } = await this.tokens.sign({ userId, walletId: wallet.walletId });
    return { payment_token: token, expires_at: expiresAt };
  }

  /** Refuses a provider call whose signature, or timestamp window, does not hold (401). */
  checkProviderCall(headers: Record<string, string | string[] | undefined>, body: string): void {
    const one = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const result = checkSignature(
      this.webhookSecret,
      { timestamp: one(TIMESTAMP_HEADER), signature: one(SIGNATURE_HEADER) },
      body,
    );
    if (result === 'bad_signature') throw unauthorized('Invalid signature.');
    if (result === 'stale') throw unauthorized('The request timestamp is outside the allowed window.');
  }

  /** What a payment token grants: the player, the wallet and its balance. */
  async session(token: string | undefined): Promise<PaymentSession> {
    const { userId, walletId } = await this.claims(token);
    const wallet = await repo.findWallet(this.db, walletId);
    if (!wallet || wallet.user_id !== userId || wallet.closed_at !== null) throw notFound('Wallet not found');
    return {
      user_id: Number(userId),
      account_id: Number(walletId),
      currency_id: wallet.currency_id,
      currency_code: wallet.code,
      scale: wallet.scale,
      balance: amountToJson(wallet.balance),
    };
  }

  /**
   * Authorises a deposit before the provider charges the player: the player's exclusion and deposit
   * limits decide (deposits authorised and not yet credited count), with the wallet locked so two
   * at once are decided one after the other. The pending record it writes is the one the provider's
   * reports then move; asking again with the same payment id answers the same record.
   */
  async authorizeDeposit(token: string | undefined, request: WithdrawalRequest, language: LanguageCode) {
    const { userId, walletId } = await this.claims(token);
    const amount = BigInt(request.amount);
    return this.db.transaction().execute(async (trx) => {
      const wallet = cashOnly(await this.wallets.account(trx, userId, walletId));
      await repo.lockWallet(trx, walletId);
      const existing = await repo.lockByProviderId(trx, CASHIER_PROVIDER, request.payment_id);
      if (existing) {
        sameObject(existing, 'deposit', userId, walletId, amount);
        return {
          transaction: presentTransaction(existing),
          balance: await this.balance(trx, walletId),
          review: false,
        };
      }
      const pending = await repo.pendingDeposits(
        trx,
        userId,
        wallet.currencyId,
        new Date(Date.now() - PENDING_DEPOSIT_WINDOW_MS),
      );
      await this.depositCheck?.(trx, { userId, currencyId: wallet.currencyId, amount, pending, language });
      const row = await repo.insertTransaction(trx, {
        provider: CASHIER_PROVIDER,
        providerPaymentId: request.payment_id,
        type: 'deposit',
        userId,
        walletId,
        currencyId: wallet.currencyId,
        amount,
        statusId: TRANSACTION_STATUS.pending,
        reason: null,
      });
      if (!row) throw conflict('This payment is being processed.');
      return { transaction: presentTransaction(row), balance: await this.balance(trx, walletId), review: false };
    });
  }

  /**
   * Reserves a withdrawal the player asked for on the provider's page: the amount leaves the wallet
   * at once for the reserve account. Asking again with the same payment id answers the same record.
   */
  async requestWithdrawal(token: string | undefined, request: WithdrawalRequest, language: LanguageCode) {
    const { userId, walletId } = await this.claims(token);
    const amount = BigInt(request.amount);
    const moved: { balances: Map<bigint, bigint> | null } = { balances: null };
    const result = await this.db.transaction().execute(async (trx) => {
      // The player's lock: the verification rule sums their recent withdrawals, so two decide in turn.
      await repo.lockPlayer(trx, userId);
      const wallet = cashOnly(await this.wallets.account(trx, userId, walletId));
      await repo.lockWallet(trx, walletId);
      const existing = await repo.lockByProviderId(trx, CASHIER_PROVIDER, request.payment_id);
      if (existing) {
        sameObject(existing, 'withdrawal', userId, walletId, amount);
        return {
          transaction: presentTransaction(existing),
          balance: await this.balance(trx, walletId),
          review: (await this.reviews?.review(trx, existing.id))?.status === 'waiting',
        };
      }
      // Thrown inside the transaction: nothing is reserved when the check refuses.
      await this.withdrawalCheck?.(trx, { userId, currencyId: wallet.currencyId, amount, language });
      const row = await repo.insertTransaction(trx, {
        provider: CASHIER_PROVIDER,
        providerPaymentId: request.payment_id,
        type: 'withdrawal',
        userId,
        walletId,
        currencyId: wallet.currencyId,
        amount,
        statusId: TRANSACTION_STATUS.pending,
        reason: null,
      });
      if (!row) throw conflict('This payment is being processed.');
      const reserve = await this.ledger.houseAccount(trx, 'house_withdrawals', wallet.currencyId);
      const posted = await this.ledger.post(trx, {
        kind: 'withdrawal_reserve',
        idempotencyKey: `${CASHIER_PROVIDER}:${request.payment_id}:reserve`,
        entries: [
          { accountId: wallet.accountId, amount: -amount },
          { accountId: reserve, amount },
        ],
        metadata: { payment_transaction_id: row.id, provider_payment_id: request.payment_id },
      });
      await audit(trx, 'withdrawal_reserved', {
        userId,
        details: { transaction_id: String(row.id), wallet_id: String(walletId), amount: String(amount) },
      });
      moved.balances = posted.walletBalances;
      // Above the review amount, or a flagged player: the money stays reserved until an operator decides.
      const flags = (await this.reviews?.flags(trx, { userId, currencyId: wallet.currencyId, amount })) ?? [];
      let stored = row;
      if (flags.length > 0 && this.reviews) {
        await this.reviews.hold(trx, row.id, flags);
        stored = await repo.setStatus(trx, row.id, TRANSACTION_STATUS.waiting, null);
        await audit(trx, 'withdrawal_held', {
          userId,
          details: { transaction_id: String(row.id), flags: flags.join(',') },
        });
      }
      return {
        transaction: presentTransaction(stored),
        balance: amountToJson(posted.walletBalances.get(walletId) ?? 0n),
        review: flags.length > 0,
      };
    });
    this.#announce(userId, moved.balances);
    return result;
  }

  /**
   * Applies one signed status change. The event id is kept in the same transaction, so a replayed
   * event is refused (409) and an event whose change failed can be delivered again.
   */
  async applyWebhook(event: PaymentWebhook): Promise<Transaction> {
    const moved: { balances: Map<bigint, bigint> | null } = { balances: null };
    const result = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.rememberEvent(trx, CASHIER_PROVIDER, event.event_id))) {
        throw conflict('This event was already received.');
      }
      const userId = BigInt(event.user_id);
      const walletId = BigInt(event.account_id);
      const amount = BigInt(event.amount);
      const wallet = cashOnly(await this.wallets.account(trx, userId, walletId));
      if (wallet.currencyId !== event.currency_id) {
        throw validationFailed({ currency_id: ['The currency is not the wallet’s currency.'] });
      }
      await repo.lockWallet(trx, walletId);
      let row = await repo.lockByProviderId(trx, CASHIER_PROVIDER, event.payment_id);
      if (!row && event.type === 'withdrawal') throw notFound('Unknown withdrawal');
      if (!row) {
        const inserted = await repo.insertTransaction(trx, {
          provider: CASHIER_PROVIDER,
          providerPaymentId: event.payment_id,
          type: 'deposit',
          userId,
          walletId,
          currencyId: wallet.currencyId,
          amount,
          statusId: TRANSACTION_STATUS.pending,
          reason: null,
        });
        row = inserted ?? (await repo.lockByProviderId(trx, CASHIER_PROVIDER, event.payment_id));
        if (!row) throw conflict('This payment is being processed.');
      }
      sameObject(row, event.type, userId, walletId, amount);
      // A final state stays: a late or repeated report changes nothing and moves no money.
      if (FINAL.has(row.status_id)) return presentTransaction(row);
      // A withdrawal under review goes on only once an operator approved it; a cancel is always taken.
      if (event.type === 'withdrawal' && event.status !== 'canceled' && this.reviews) {
        const review = await this.reviews.review(trx, row.id);
        if (review && review.status !== 'approved') {
          throw conflict(`This withdrawal is ${review.status === 'waiting' ? 'waiting for review' : 'rejected'}.`);
        }
      }
      const changed =
        event.type === 'deposit'
          ? await this.applyDeposit(trx, row, wallet, event, moved)
          : await this.applyWithdrawal(trx, row, wallet, event, moved);
      return presentTransaction(changed);
    });
    this.#announce(BigInt(event.user_id), moved.balances);
    return result;
  }

  /**
   * What became of a withdrawal the provider reserved and never heard back about: its record and whether
   * it waits for review (the provider pays it only when not).
   */
  async withdrawalStatus(paymentId: string) {
    const row = await this.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('provider', '=', CASHIER_PROVIDER)
      .where('provider_payment_id', '=', paymentId)
      .where('type', '=', 'withdrawal')
      .executeTakeFirst();
    if (!row) throw notFound('Unknown withdrawal');
    const review = await this.reviews?.review(this.db, row.id);
    return { transaction: presentTransaction(row), review: review?.status === 'waiting' };
  }

  /** Tells the player's sockets the new balances, once the change has committed. */
  #announce(userId: bigint, balances: Map<bigint, bigint> | null): void {
    if (this.bus && balances) publishBalances(this.bus, userId, balances);
  }

  /** The player's latest deposits and withdrawals until `to`, as stored, for the back office's player page. */
  latestPayments(userId: bigint, limit: number, to: Date) {
    const none = { type: null, statusId: null, walletId: null, lastId: null };
    return repo.listHistory(this.db, { userId, ...none, from: new Date(0), to, limit });
  }

  /** The player's transactions, newest first; another player's wallet reads as unknown. */
  async history(userId: bigint, query: TransactionHistoryQuery, nowS = Math.floor(Date.now() / 1000)) {
    const walletId =
      query.account_id === undefined
        ? null
        : (await this.wallets.account(this.db, userId, BigInt(query.account_id))).walletId;
    const to = query.to ?? nowS;
    const from = query.from ?? to - WEEK_S;
    const rows = await repo.listHistory(this.db, {
      userId,
      type: query.type === 'all' ? null : query.type === 'deposit' ? 'deposit' : 'withdrawal',
      statusId: query.status ?? null,
      walletId,
      lastId: query.last_id === undefined ? null : BigInt(query.last_id),
      from: new Date(from * 1000),
      to: new Date(to * 1000 + 999),
      limit: query.limit,
    });
    return rows.map(presentTransaction);
  }

  private async applyDeposit(
    trx: Database,
    row: repo.PaymentTransactionRow,
    wallet: WalletAccount,
    event: PaymentWebhook,
    moved: { balances: Map<bigint, bigint> | null },
  ) {
    if (event.status === 'sent') throw validationFailed({ status: ['A deposit is never sent.'] });
    const statusId = TRANSACTION_STATUS[event.status];
    const updated = await repo.setStatus(trx, row.id, statusId, event.reason);
    if (event.status === 'succeeded') {
      const house = await this.ledger.houseAccount(trx, 'house_cash', wallet.currencyId);
      const posted = await this.ledger.post(trx, {
        kind: 'deposit',
        idempotencyKey: `${CASHIER_PROVIDER}:${event.payment_id}:credit`,
        entries: [
          { accountId: wallet.accountId, amount: row.amount },
          { accountId: house, amount: -row.amount },
        ],
        metadata: { payment_transaction_id: row.id, provider_payment_id: event.payment_id },
      });
      moved.balances = posted.walletBalances;
      await audit(trx, 'deposit_credited', { userId: row.user_id, details: moneyDetails(row) });
      if (!posted.replayed && this.onDepositCredited) {
        const bonus = await this.onDepositCredited(trx, {
          userId: row.user_id,
          walletId: wallet.walletId,
          currencyId: wallet.currencyId,
          amount: row.amount,
        });
        // A welcome bonus credited with it: its wallet's new balance goes to the player's sockets too.
        for (const [walletId, balance] of bonus ?? []) moved.balances.set(walletId, balance);
      }
    } else if (event.status === 'canceled') {
      await audit(trx, 'deposit_failed', {
        userId: row.user_id,
        details: { ...moneyDetails(row), reason: event.reason },
      });
    }
    return updated;
  }

  private async applyWithdrawal(
    trx: Database,
    row: repo.PaymentTransactionRow,
    wallet: WalletAccount,
    event: PaymentWebhook,
    moved: { balances: Map<bigint, bigint> | null },
  ) {
    const reserve = await this.ledger.houseAccount(trx, 'house_withdrawals', wallet.currencyId);
    const meta = { payment_transaction_id: row.id, provider_payment_id: event.payment_id };
    if (event.status === 'succeeded') {
      const house = await this.ledger.houseAccount(trx, 'house_cash', wallet.currencyId);
      await this.ledger.post(trx, {
        kind: 'withdrawal_payout',
        idempotencyKey: `${CASHIER_PROVIDER}:${event.payment_id}:payout`,
        entries: [
          { accountId: reserve, amount: -row.amount },
          { accountId: house, amount: row.amount },
        ],
        metadata: meta,
      });
      await audit(trx, 'withdrawal_paid', { userId: row.user_id, details: moneyDetails(row) });
      return repo.setStatus(trx, row.id, TRANSACTION_STATUS.succeeded, event.reason);
    }
    if (event.status === 'canceled') {
      const posted = await this.ledger.post(trx, {
        kind: 'withdrawal_refund',
        idempotencyKey: `${CASHIER_PROVIDER}:${event.payment_id}:refund`,
        entries: [
          { accountId: reserve, amount: -row.amount },
          { accountId: wallet.accountId, amount: row.amount },
        ],
        metadata: meta,
      });
      moved.balances = posted.walletBalances;
      await audit(trx, 'withdrawal_refunded', {
        userId: row.user_id,
        details: { ...moneyDetails(row), reason: event.reason },
      });
      return repo.setStatus(trx, row.id, TRANSACTION_STATUS.refunded, event.reason);
    }
    return repo.setStatus(trx, row.id, TRANSACTION_STATUS[event.status], event.reason);
  }

  private async claims(token: string | undefined) {
    const claims = token ? await this.tokens.verify(token) : null;
    if (!claims) throw unauthorized('The payment token is invalid or expired.');
    return claims;
  }

  private async balance(db: Database, walletId: bigint): Promise<number> {
    const wallet = await repo.findWallet(db, walletId);
    return amountToJson(wallet?.balance ?? 0n);
  }
}

/** A report must name the payment as first recorded: same kind, player, wallet and amount. */
function sameObject(
  row: repo.PaymentTransactionRow,
  type: 'deposit' | 'withdrawal',
  userId: bigint,
  walletId: bigint,
  amount: bigint,
): void {
  if (row.type !== type || row.user_id !== userId || row.wallet_id !== walletId || row.amount !== amount) {
    throw conflict('The report does not match the recorded payment.');
  }
}

function moneyDetails(row: repo.PaymentTransactionRow) {
  return {
    transaction_id: String(row.id),
    wallet_id: String(row.wallet_id),
    amount: String(row.amount),
    currency_id: row.currency_id,
  };
}
