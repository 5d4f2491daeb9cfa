import { KYC_STATUS } from '@meridian/contract/kyc';
import type { OperatorPayment, OperatorPaymentsQuery, ReviewFlag } from '@meridian/contract/operator-payments';
import {
  type PayoutAnswer,
  payoutAnswerSchema,
  TRANSACTION_STATUS,
  transactionStatusNames,
} from '@meridian/contract/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import type { ProviderTransport } from '../../platform/provider-transport.js';
import { RateConverter } from '../responsible-gaming/responsible-gaming.money.js';
import { SIGNATURE_HEADER, signPayload, TIMESTAMP_HEADER } from './payments.signature.js';

/** The queue that tells the cashier an operator's decision, until it has taken it. */
export const PAYOUT_DECISION_QUEUE = 'payout-decision';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A player back from a time-out or a self-exclusion within this long is flagged. */
const RG_RECENT_MS = 30 * DAY_MS;

const conflict = (message: string) => new AppError('Conflict', message);

export interface ReviewRules {
  /** Whole units of the reference currency (EUR); a withdrawal above it, converted, waits. */
  above: bigint;
  /** An account younger than this many days is flagged; 0: never. */
  newAccountDays: number;
  /** A bonus granted within this many days flags the player; 0: never. */
  bonusDays: number;
}

/** Where the cashier's payout calls are: its base path in-process, or its origin and path elsewhere. */
export interface CashierLink {
  /** `/providers/cashier`, or `https://cashier.example/providers/cashier`. */
  base: string;
  secret: string;
  transport: ProviderTransport;
}

type Decision = 'approved' | 'rejected';
interface PayoutJob {
  payment_transaction_id: string;
}

/**
 * Withdrawals an operator reviews before they are paid (docs/backoffice.md, "Withdrawal review").
 * `flags` decides, in the reservation's transaction, whether one waits; `approve` and `reject` record
 * the decision once and owe the cashier a call (a job on the queue, sent in the same transaction),
 * which `tellCashier` makes until the cashier has taken it.
 */
export class WithdrawalReviews {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly rules: ReviewRules,
    private readonly jobs: JobQueue,
    private readonly cashier: CashierLink,
  ) {}

  /** Why a withdrawal of `amount` minor units waits for review; none: it goes to the cashier at once. */
  async flags(
    trx: Database,
    withdrawal: { userId: bigint; currencyId: number; amount: bigint },
  ): Promise<ReviewFlag[]> {
    const now = this.now();
    const flags: ReviewFlag[] = [];
    const rates = await RateConverter.load(trx);
    if (rates.exceeds(withdrawal.amount, withdrawal.currencyId, this.rules.above)) flags.push('amount_over_threshold');
    const user = await trx
      .selectFrom('users')
      .select(['created_at', 'kyc'])
      .where('id', '=', withdrawal.userId)
      .executeTakeFirstOrThrow();
    if (this.rules.newAccountDays > 0 && user.created_at.getTime() > now - this.rules.newAccountDays * DAY_MS) {
      flags.push('new_account');
    }
    if (this.rules.bonusDays > 0) {
      const bonus = await trx
        .selectFrom('bonus_gifts')
        .select('id')
        .where('user_id', '=', withdrawal.userId)
        .where('created_at', '>', new Date(now - this.rules.bonusDays * DAY_MS))
        .limit(1)
        .executeTakeFirst();
      if (bonus) flags.push('recent_bonus');
    }
    if (user.kyc === KYC_STATUS.pending || user.kyc === KYC_STATUS.review) flags.push('identity_pending');
    const exclusion = await trx
      .selectFrom('rg_exclusions')
      .select('id')
      .where('user_id', '=', withdrawal.userId)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', new Date(now - RG_RECENT_MS))]))
      .limit(1)
      .executeTakeFirst();
    if (exclusion) flags.push('responsible_gaming');
    const factor = await trx
      .selectFrom('player_stake_factors')
      .select('factor_bp')
      .where('user_id', '=', withdrawal.userId)
      .executeTakeFirst();
    if (factor?.factor_bp === 0) flags.push('stake_factor_zero');
    return flags;
  }

  /** Holds a reserved withdrawal for review: its review row, its status `waiting`. */
  async hold(trx: Database, paymentTransactionId: bigint, flags: readonly ReviewFlag[]): Promise<void> {
    await trx
      .insertInto('withdrawal_reviews')
      .values({ payment_transaction_id: paymentTransactionId, status: 'waiting', flags: [...flags] })
      .execute();
  }

  /** The review of a payment, locked when asked (a report or a decision reads it under the payment's lock). */
  review(db: Database, paymentTransactionId: bigint) {
    return db
      .selectFrom('withdrawal_reviews')
      .select(['status', 'reason'])
      .where('payment_transaction_id', '=', paymentTransactionId)
      .executeTakeFirst();
  }

  approve(actor: OperatorPrincipal, id: number, reason: string, ip: string): Promise<OperatorPayment> {
    return this.#decide(actor, BigInt(id), reason, ip, 'approved');
  }

  reject(actor: OperatorPrincipal, id: number, reason: string, ip: string): Promise<OperatorPayment> {
    return this.#decide(actor, BigInt(id), reason, ip, 'rejected');
  }

  /**
   * Records the decision once: the payment's row locked, the review still waiting (the same decision
   * again answers as the first did; the other one is refused), the cashier's call owed by a job sent
   * in the same transaction, and the operators' audit.
   */
  async #decide(actor: OperatorPrincipal, id: bigint, reason: string, ip: string, decision: Decision) {
    const now = new Date(this.now());
    await this.db.transaction().execute(async (trx) => {
      const payment = await trx
        .selectFrom('payment_transactions')
        .select(['id', 'user_id', 'type', 'amount', 'currency_id'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!payment) throw notFound('No such payment.');
      const review = await trx
        .selectFrom('withdrawal_reviews')
        .select(['status'])
        .where('payment_transaction_id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!review) throw conflict('This payment does not wait for review.');
      if (review.status === decision) return;
      if (review.status !== 'waiting') throw conflict(`This withdrawal was ${review.status} already.`);
      await trx
        .updateTable('withdrawal_reviews')
        .set({ status: decision, operator_id: actor.id, reason, decided_at: now })
        .where('payment_transaction_id', '=', id)
        .execute();
      await this.jobs.send<PayoutJob>(PAYOUT_DECISION_QUEUE, { payment_transaction_id: String(id) }, { trx });
      await appendOperatorAudit(
        trx,
        {
          operatorId: actor.id,
          operatorRole: actor.role,
          ip,
          action: decision === 'approved' ? 'payments.withdrawal_approved' : 'payments.withdrawal_rejected',
          target: `player:${payment.user_id}`,
          before: { payment_id: String(id), review: 'waiting' },
          after: { payment_id: String(id), review: decision, amount: String(payment.amount) },
          reason,
        },
        now,
      );
    });
    return this.payment(Number(id));
  }

  /**
   * Tells the cashier the decision on a payment: release (pay) or cancel with the operator's reason.
   * A call the cashier did not take throws, and the job is tried again; a cashier that went the other
   * way already (409) is logged for an operator, since nothing sent again would change it.
   */
  async tellCashier(paymentTransactionId: bigint, log: FastifyBaseLogger): Promise<PayoutAnswer | null> {
    const row = await this.db
      .selectFrom('withdrawal_reviews as r')
      .innerJoin('payment_transactions as p', 'p.id', 'r.payment_transaction_id')
      .select(['r.status', 'r.reason', 'p.provider_payment_id'])
      .where('r.payment_transaction_id', '=', paymentTransactionId)
      .executeTakeFirst();
    if (!row || row.status === 'waiting') return null;
    const action = row.status === 'approved' ? 'release' : 'cancel';
    const paymentId = row.provider_payment_id;
    const body = JSON.stringify(
      action === 'cancel'
        ? { payment_id: paymentId, reason: (row.reason ?? '').slice(0, 200) }
        : { payment_id: paymentId },
    );
    const nowS = Math.floor(this.now() / 1000);
    const answer = await this.cashier.transport({
      method: 'POST',
      path: `${this.cashier.base}/api/payouts/${encodeURIComponent(paymentId)}/${action}`,
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(nowS),
        [SIGNATURE_HEADER]: signPayload(this.cashier.secret, nowS, body),
      },
      body,
    });
    if (answer.status === 409) {
      log.error(
        { payment_transaction_id: String(paymentTransactionId), action, answer: answer.body.slice(0, 300) },
        'the cashier refused an operator’s withdrawal decision: the payout went the other way',
      );
      return null;
    }
    if (answer.status !== 200) throw new Error(`cashier answered ${answer.status} to ${action}`);
    const parsed = payoutAnswerSchema.safeParse((JSON.parse(answer.body) as { payload?: unknown }).payload);
    if (!parsed.success) throw new Error(`cashier answered no payout status to ${action}`);
    return parsed.data;
  }

  /** Defines the queue that tells the cashier each decision: retried with a doubling delay, for about four days. */
  define(log: FastifyBaseLogger): void {
    this.jobs.define<PayoutJob>(
      PAYOUT_DECISION_QUEUE,
      async ({ payment_transaction_id }) => {
        const answer = await this.tellCashier(BigInt(payment_transaction_id), log);
        return { status: answer?.status ?? null };
      },
      { retryLimit: 16, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 60 },
    );
  }

  async list(query: OperatorPaymentsQuery): Promise<{ list: OperatorPayment[]; total: number }> {
    let rows = selectPayments(this.db);
    if (query.player_id !== undefined) rows = rows.where('p.user_id', '=', BigInt(query.player_id));
    if (query.type) rows = rows.where('p.type', '=', query.type);
    if (query.status) rows = rows.where('p.status_id', '=', TRANSACTION_STATUS[query.status]);
    if (query.review) rows = rows.where('r.status', '=', query.review);
    if (query.currency) rows = rows.where('c.code', '=', query.currency.toUpperCase());
    if (query.amount_min !== undefined) rows = rows.where('p.amount', '>=', BigInt(query.amount_min));
    if (query.amount_max !== undefined) rows = rows.where('p.amount', '<=', BigInt(query.amount_max));
    if (query.from) rows = rows.where('p.created_at', '>=', new Date(query.from));
    if (query.to) rows = rows.where('p.created_at', '<=', new Date(query.to));
    const offset = (query.page - 1) * query.per_page;
    const [found, total] = await Promise.all([
      rows.orderBy('p.id', 'desc').limit(query.per_page).offset(offset).execute(),
      this.db
        .selectFrom(rows.as('f'))
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { list: found.map(present), total: Number(total.total) };
  }

  async payment(id: number): Promise<OperatorPayment> {
    const row = await selectPayments(this.db).where('p.id', '=', BigInt(id)).executeTakeFirst();
    if (!row) throw notFound('No such payment.');
    return present(row);
  }
}

/** Payments with their currency and review, in the columns `present` reads. */
function selectPayments(db: Database) {
  return db
    .selectFrom('payment_transactions as p')
    .innerJoin('currencies as c', 'c.id', 'p.currency_id')
    .leftJoin('withdrawal_reviews as r', 'r.payment_transaction_id', 'p.id')
    .leftJoin('operators as o', 'o.id', 'r.operator_id')
    .selectAll('p')
    .select([
      'c.code as currency',
      'c.scale',
      'r.status as review_status',
      'r.flags as review_flags',
      'r.reason as review_reason',
      'r.decided_at as review_decided_at',
      'o.id as decider_id',
      'o.email as decider_email',
    ]);
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['executeTakeFirstOrThrow']>>;

function present(row: PaymentRow): OperatorPayment {
  return {
    id: Number(row.id),
    player_id: Number(row.user_id),
    wallet_id: Number(row.wallet_id),
    type: row.type,
    status: transactionStatusNames[row.status_id - 1] ?? 'pending',
    status_reason: row.status_reason,
    amount: Number(row.amount),
    currency: row.currency,
    scale: row.scale,
    provider: row.provider,
    provider_payment_id: row.provider_payment_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    review:
      row.review_status === null
        ? null
        : {
            status: row.review_status,
            flags: row.review_flags ?? [],
            decided_by: row.decider_id === null ? null : { id: Number(row.decider_id), email: row.decider_email ?? '' },
            decision_reason: row.review_reason,
            decided_at: row.review_decided_at?.toISOString() ?? null,
          },
  };
}
