import { OwedCalls } from '../shared/owed-calls.js';
import { queryMoment, SchemaStore, type SqlRunner } from '../shared/sql.js';

/** The cashier keeps its own tables (`cashier_*`) on the database handle it is given. */
export type { SqlRunner } from '../shared/sql.js';

export type CashierMode = 'deposit' | 'withdrawal';
export type CashierMethod = 'card' | 'bank';
/**
 * `refused`: the platform turned the withdrawal down (no funds), so nothing is reported. `held`: the
 * platform reserved the withdrawal for an operator's review; it is not paid (no due time, nothing
 * reported) until the platform releases or cancels it.
 */
export type CashierStatus = 'pending' | 'waiting' | 'held' | 'sent' | 'succeeded' | 'canceled' | 'refused';
/** What the simulated processor will do with the payment. */
export type CashierOutcome = 'succeed' | 'decline' | 'challenge';

export interface CashierPayment {
  id: string;
  mode: CashierMode;
  method: CashierMethod;
  userId: number;
  walletId: number;
  currencyId: number;
  amount: bigint;
  status: CashierStatus;
  reason: string | null;
  cardLast4: string | null;
  outcome: CashierOutcome;
  dueAt: Date | null;
}

interface PaymentRow {
  id: string;
  mode: CashierMode;
  method: CashierMethod;
  user_id: bigint | number;
  wallet_id: bigint | number;
  currency_id: number;
  amount: bigint | number | string;
  status: CashierStatus;
  reason: string | null;
  card_last4: string | null;
  outcome: CashierOutcome;
  due_at: Date | string | null;
}

const toPayment = (r: PaymentRow): CashierPayment => ({
  id: r.id,
  mode: r.mode,
  method: r.method,
  userId: Number(r.user_id),
  walletId: Number(r.wallet_id),
  currencyId: r.currency_id,
  amount: BigInt(r.amount),
  status: r.status,
  reason: r.reason,
  cardLast4: r.card_last4,
  outcome: r.outcome,
  dueAt: r.due_at === null ? null : new Date(r.due_at),
});

/** The cashier's payment intents and the outbox of webhooks it owes the platform. */
export class CashierStore extends SchemaStore {
  /** The webhooks owed to the platform, a payment's in order. */
  readonly owed: OwedCalls;

  constructor(sql: SqlRunner, schema: string) {
    super(sql, schema);
    this.owed = new OwedCalls(sql, `${schema}.cashier_outbox`, 'payment_id');
  }

  async insertPayment(p: CashierPayment): Promise<void> {
    await this.sql.query(
      `insert into ${this.schema}.cashier_payments
         (id, mode, method, user_id, wallet_id, currency_id, amount, status, reason, card_last4, outcome, due_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        p.id,
        p.mode,
        p.method,
        p.userId,
        p.walletId,
        p.currencyId,
        p.amount.toString(),
        p.status,
        p.reason,
        p.cardLast4,
        p.outcome,
        p.dueAt,
      ],
    );
  }

  async findPayment(id: string, lock = false): Promise<CashierPayment | undefined> {
    const rows = await this.sql.query<PaymentRow>(
      `select * from ${this.schema}.cashier_payments where id = $1${lock ? ' for update' : ''}`,
      [id],
    );
    return rows[0] ? toPayment(rows[0]) : undefined;
  }

  async setStatus(id: string, status: CashierStatus, reason: string | null, dueAt: Date | null): Promise<void> {
    await this.sql.query(
      `update ${this.schema}.cashier_payments set status = $2, reason = $3, due_at = $4, updated_at = now() where id = $1`,
      [id, status, reason, dueAt],
    );
  }

  /** When the next delayed step of a payment falls due (null: none waits). */
  async nextDue(): Promise<Date | null> {
    return queryMoment(
      this.sql,
      `select min(due_at) as at from ${this.schema}.cashier_payments where due_at is not null`,
    );
  }

  /** Payments whose delayed step (bank transfer received, payout made) is due, locked, oldest first. */
  async lockDue(now: Date, limit: number): Promise<CashierPayment[]> {
    const rows = await this.sql.query<PaymentRow>(
      `select * from ${this.schema}.cashier_payments where due_at is not null and due_at <= $1
       order by due_at, id limit $2 for update skip locked`,
      [now, limit],
    );
    return rows.map(toPayment);
  }
}
