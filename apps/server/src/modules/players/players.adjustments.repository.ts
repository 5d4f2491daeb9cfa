import type { Database } from '../../db/database.js';
import type { AdjustmentStatus } from '../../db/schema.js';

/** An adjustment with the e-mails of the operators who asked for it and decided it. */
function adjustments(db: Database) {
  return db
    .selectFrom('balance_adjustments as a')
    .innerJoin('operators as requester', 'requester.id', 'a.requested_by')
    .leftJoin('operators as decider', 'decider.id', 'a.decided_by')
    .innerJoin('wallets as w', 'w.id', 'a.wallet_id')
    .selectAll('a')
    .select(['w.currency_id', 'requester.email as requested_by_email', 'decider.email as decided_by_email']);
}
export type AdjustmentRow = Awaited<ReturnType<ReturnType<typeof adjustments>['executeTakeFirstOrThrow']>>;

export function findAdjustment(db: Database, id: bigint) {
  return adjustments(db).where('a.id', '=', id).executeTakeFirst();
}

/** Locks an adjustment's row for its decision; answers its status and who asked for it. */
export function lockAdjustment(db: Database, id: bigint) {
  return db
    .selectFrom('balance_adjustments')
    .select(['id', 'user_id', 'wallet_id', 'amount', 'status', 'requested_by', 'needs_approval'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function listAdjustments(
  db: Database,
  filter: { status?: AdjustmentStatus | undefined; userId?: bigint | undefined; limit: number; offset: number },
) {
  let query = adjustments(db);
  let count = db.selectFrom('balance_adjustments as a').select((eb) => eb.fn.countAll<string>().as('total'));
  if (filter.status) {
    query = query.where('a.status', '=', filter.status);
    count = count.where('a.status', '=', filter.status);
  }
  if (filter.userId !== undefined) {
    query = query.where('a.user_id', '=', filter.userId);
    count = count.where('a.user_id', '=', filter.userId);
  }
  const [rows, total] = await Promise.all([
    query.orderBy('a.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export async function insertAdjustment(
  db: Database,
  row: {
    userId: bigint;
    walletId: bigint;
    amount: bigint;
    reason: string;
    needsApproval: boolean;
    operatorId: bigint;
    now: Date;
  },
): Promise<bigint> {
  const inserted = await db
    .insertInto('balance_adjustments')
    .values({
      user_id: row.userId,
      wallet_id: row.walletId,
      amount: row.amount,
      reason: row.reason,
      needs_approval: row.needsApproval,
      status: 'pending',
      requested_by: row.operatorId,
      requested_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function decideAdjustment(
  db: Database,
  id: bigint,
  decision: {
    status: 'applied' | 'rejected';
    operatorId: bigint;
    reason: string | null;
    now: Date;
    transactionId: bigint | null;
  },
): Promise<void> {
  await db
    .updateTable('balance_adjustments')
    .set({
      status: decision.status,
      decided_by: decision.operatorId,
      decision_reason: decision.reason,
      decided_at: decision.now,
      ledger_transaction_id: decision.transactionId,
    })
    .where('id', '=', id)
    .execute();
}
