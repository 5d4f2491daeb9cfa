import type { SqlRunner } from './sql.js';

/** The longest wait between two attempts of an owed call, for every built-in provider. */
export const RETRY_CAP_MS = 5 * 60_000;

/**
 * When an owed call that failed `attempts` times is tried again: 2, 4, 8 … seconds after, at most
 * RETRY_CAP_MS apart, for as long as it is not taken (every call is idempotent by its id).
 */
export const retryDelayMs = (attempts: number): number =>
  Math.min(2 ** Math.min(Math.max(attempts, 1), 20) * 1000, RETRY_CAP_MS);

/** One call owed to the operator, as it was stored. */
export interface OwedCall {
  id: bigint;
  eventId: string;
  /** What the call is about (a payment, an applicant): that subject's calls go out in order. */
  subject: string;
  body: string;
  attempts: number;
}

/** An answer to one attempt: delivered or not, and what was heard. */
export interface SendOutcome {
  delivered: boolean;
  /** Kept with a failed call, for an operator looking at what is stuck. */
  detail: string;
}

/** Sends a call's stored body; `delivered` when the other side took it. */
export type SendCall = (body: string) => Promise<SendOutcome>;

/**
 * The outbox of a provider's owed calls: a table (the provider's `<prefix>_outbox`) whose rows are
 * written in the transaction of the change they report, so none is lost, and sent until taken,
 * with backoff, a subject's calls in the order they were written. Scheduled work (the host's job
 * queue, or the provider's own when it runs alone) calls `deliverDue`.
 */
export class OwedCalls {
  constructor(
    private readonly sql: SqlRunner,
    /** The table, schema-qualified. */
    private readonly table: string,
    /** The column naming each call's subject. */
    private readonly subjectColumn: string,
  ) {}

  /** The same outbox inside a transaction. */
  in(tx: SqlRunner): OwedCalls {
    return new OwedCalls(tx, this.table, this.subjectColumn);
  }

  /** A call owed from `dueAt` (the provider's clock, like every other due time). */
  async add(eventId: string, subject: string, body: string, dueAt: Date): Promise<void> {
    await this.sql.query(
      `insert into ${this.table} (event_id, ${this.subjectColumn}, body, next_attempt_at) values ($1, $2, $3, $4)`,
      [eventId, subject, body, dueAt],
    );
  }

  /**
   * Undelivered calls that are due, in the order they were written; a call waits while an earlier
   * one of its subject is undelivered.
   */
  async due(now: Date, subject: string | null, limit: number): Promise<OwedCall[]> {
    const rows = await this.sql.query<{
      id: bigint | number;
      event_id: string;
      subject: string;
      body: string;
      attempts: number;
    }>(
      `select o.id, o.event_id, o.${this.subjectColumn} as subject, o.body, o.attempts from ${this.table} o
       where o.delivered_at is null and o.next_attempt_at <= $1
         and ($2::text is null or o.${this.subjectColumn} = $2)
         and not exists (
           select 1 from ${this.table} e
           where e.${this.subjectColumn} = o.${this.subjectColumn} and e.delivered_at is null and e.id < o.id
         )
       order by o.id limit $3`,
      [now, subject, limit],
    );
    return rows.map((r) => ({
      id: BigInt(r.id),
      eventId: r.event_id,
      subject: r.subject,
      body: r.body,
      attempts: Number(r.attempts),
    }));
  }

  /** Sends every due call (of one subject, or of all); each pass frees the next call of a subject delivered. */
  async deliverDue(send: SendCall, now: Date, subject: string | null = null): Promise<void> {
    for (let pass = 0; pass < 20; pass++) {
      let delivered = 0;
      for (const call of await this.due(now, subject, 200)) if (await this.attempt(send, call, now)) delivered++;
      if (delivered === 0) return;
    }
  }

  private async attempt(send: SendCall, call: OwedCall, now: Date): Promise<boolean> {
    let outcome: SendOutcome;
    try {
      outcome = await send(call.body);
    } catch (error) {
      outcome = { delivered: false, detail: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.delivered) {
      await this.sql.query(`update ${this.table} set delivered_at = now(), attempts = attempts + 1 where id = $1`, [
        call.id.toString(),
      ]);
      return true;
    }
    await this.sql.query(
      `update ${this.table} set attempts = attempts + 1, next_attempt_at = $2, last_error = $3 where id = $1`,
      [call.id.toString(), new Date(now.getTime() + retryDelayMs(call.attempts + 1)), outcome.detail.slice(0, 500)],
    );
    return false;
  }
}

/** An HTTP answer as an outcome: a 2xx is taken, and so are the statuses in `alsoTaken`. */
export function httpOutcome(
  res: { status: number; body: string },
  who: string,
  alsoTaken: readonly number[] = [],
): SendOutcome {
  const delivered = (res.status >= 200 && res.status < 300) || alsoTaken.includes(res.status);
  return { delivered, detail: delivered ? '' : `${who} answered ${res.status}: ${res.body.slice(0, 200)}` };
}
