import type { SqlRunner } from '../shared/sql.js';

/** The cashier keeps its own tables (`cashier_*`) on the database handle it is given. */
export type { SqlRunner } from '../shared/sql.js';

export type CashierMode = 'deposit' | 'withdrawal';
export type CashierMethod = 'card' | 'bank';
/** `refused`: the platform turned the withdrawal down (no funds), so nothing is reported. */
export type CashierStatus = 'pending' | 'waiting' | 'sent' | 'succeeded' | 'canceled' | 'refused';
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

export interface OutboxEvent {
  id: bigint;
  eventId: string;
  paymentId: string;
  body: string;
  attempts: number;
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
export class CashierStore {
  constructor(
    private readonly sql: SqlRunner,
    /** The provider's own schema, where its migrations made its tables. */
    private readonly schema: string,
  ) {}

  transaction<T>(work: (store: CashierStore) => Promise<T>): Promise<T> {
    return this.sql.transaction((tx) => work(new CashierStore(tx, this.schema)));
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

  /** Payments whose delayed step (bank transfer received, payout made) is due, locked, oldest first. */
  async lockDue(now: Date, limit: number): Promise<CashierPayment[]> {
    const rows = await this.sql.query<PaymentRow>(
      `select * from ${this.schema}.cashier_payments where due_at is not null and due_at <= $1
       order by due_at, id limit $2 for update skip locked`,
      [now, limit],
    );
    return rows.map(toPayment);
  }

  /** An event owed to the platform, due at `dueAt` (the service's clock, like every other due time). */
  async addEvent(eventId: string, paymentId: string, body: string, dueAt: Date): Promise<void> {
    await this.sql.query(
      `insert into ${this.schema}.cashier_outbox (event_id, payment_id, body, next_attempt_at) values ($1, $2, $3, $4)`,
      [eventId, paymentId, body, dueAt],
    );
  }

  /**
   * Undelivered events that are due, in the order they were written; an event waits while an
   * earlier one of its payment is undelivered, so the platform hears a payment's changes in order.
   */
  async dueEvents(now: Date, paymentId: string | null, limit: number): Promise<OutboxEvent[]> {
    const rows = await this.sql.query<{
      id: bigint | number;
      event_id: string;
      payment_id: string;
      body: string;
      attempts: number;
    }>(
      `select o.id, o.event_id, o.payment_id, o.body, o.attempts from ${this.schema}.cashier_outbox o
       where o.delivered_at is null and o.next_attempt_at <= $1 and ($2::text is null or o.payment_id = $2)
         and not exists (
           select 1 from ${this.schema}.cashier_outbox e
           where e.payment_id = o.payment_id and e.delivered_at is null and e.id < o.id
         )
       order by o.id limit $3`,
      [now, paymentId, limit],
    );
    return rows.map((r) => ({
      id: BigInt(r.id),
      eventId: r.event_id,
      paymentId: r.payment_id,
      body: r.body,
      attempts: r.attempts,
    }));
  }

  async markDelivered(id: bigint): Promise<void> {
    await this.sql.query(
      `update ${this.schema}.cashier_outbox set delivered_at = now(), attempts = attempts + 1 where id = $1`,
      [id.toString()],
    );
  }

  async markFailed(id: bigint, nextAttemptAt: Date, error: string): Promise<void> {
    await this.sql.query(
      `update ${this.schema}.cashier_outbox set attempts = attempts + 1, next_attempt_at = $2, last_error = $3 where id = $1`,
      [id.toString(), nextAttemptAt, error.slice(0, 500)],
    );
  }
}
