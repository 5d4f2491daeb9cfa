import { TRANSACTION_STATUS } from '@meridian/contract/payments';
import type { Database } from '../../db/database.js';
import { insertOnce } from '../../db/insert-missing.js';

export interface VerificationEvent {
  eventId: string;
  userId: bigint;
  applicantId: string;
  status: string;
  revision: number;
  reasons: string[];
  applied: boolean;
  answer: Record<string, unknown>;
}

/**
 * Records a webhook event with the answer it got; false when its id was taken before (a replay,
 * or a delivery running at the same moment, which waits here for the first to commit).
 */
export async function rememberEvent(db: Database, event: VerificationEvent): Promise<boolean> {
  return insertOnce(db, 'identity_verification_events', 'event_id', {
    event_id: event.eventId,
    user_id: event.userId,
    applicant_id: event.applicantId,
    status: event.status,
    revision: event.revision,
    reasons: JSON.stringify(event.reasons),
    applied: event.applied,
    answer: JSON.stringify(event.answer),
  });
}

/** The answer a webhook event got when it was first taken. */
export async function answerOf(db: Database, eventId: string): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('identity_verification_events')
    .select('answer')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row?.answer;
}

/** The user's verification as last applied, locked until the caller's transaction ends. */
export function lockVerification(db: Database, userId: bigint) {
  return db
    .selectFrom('identity_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function saveVerification(
  db: Database,
  v: { userId: bigint; applicantId: string; revision: number; reasons: string[]; occurredAt: Date },
): Promise<void> {
  const values = {
    applicant_id: v.applicantId,
    revision: v.revision,
    reasons: JSON.stringify(v.reasons),
    occurred_at: v.occurredAt,
    updated_at: new Date(),
  };
  await db
    .insertInto('identity_verifications')
    .values({ user_id: v.userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** Per currency, the minor units of the payment transactions a query selects. */
async function perCurrency(
  query: ReturnType<typeof playerPayments>,
): Promise<{ currencyId: number; amount: bigint }[]> {
  const rows = await query
    .select(['currency_id', (eb) => eb.fn.sum<string | bigint>('amount').as('total')])
    .groupBy('currency_id')
    .execute();
  return rows.map((row) => ({ currencyId: row.currency_id, amount: BigInt(row.total) }));
}

const playerPayments = (db: Database, userId: bigint, type: 'deposit' | 'withdrawal') =>
  db.selectFrom('payment_transactions').where('user_id', '=', userId).where('type', '=', type);

/**
 * What the player has paid in, per currency: their succeeded deposits (minor units). A read of
 * the payments record, for the anti-money-laundering threshold only.
 */
export function depositedPerCurrency(db: Database, userId: bigint) {
  return perCurrency(playerPayments(db, userId, 'deposit').where('status_id', '=', TRANSACTION_STATUS.succeeded));
}

/**
 * What the player has taken out, or asked to, per currency since `from`: their withdrawals reserved
 * or paid (minor units). A refunded withdrawal gave the money back and does not count.
 */
export function withdrawnSincePerCurrency(db: Database, userId: bigint, from: Date) {
  return perCurrency(
    playerPayments(db, userId, 'withdrawal')
      .where('status_id', 'not in', [TRANSACTION_STATUS.canceled, TRANSACTION_STATUS.refunded])
      .where('created_at', '>=', from),
  );
}
