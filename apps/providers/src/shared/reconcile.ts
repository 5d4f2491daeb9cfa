import type { OperatorRecord, OperatorWallet } from './seamless-wallet.js';

/** A studio's own record of one of its wallet calls, as reconciliation compares it. */
export interface StudioCall {
  transactionUuid: string;
  kind: string;
  /** `done` when the operator answered RS_OK; anything else is not expected at the operator as taken. */
  status: string;
  /** Minor units, for bets and wins. */
  amount: number | null;
}

export interface ReconciliationReport {
  /** False when the operator's record could not be read. */
  complete: boolean;
  checked: number;
  mismatches: Array<{
    transactionUuid: string;
    kind: string;
    problem: 'missing_at_operator' | 'amount_differs' | 'unknown_to_studio';
  }>;
}

const PAGE = 500;

/**
 * Compares a studio's wallet calls in a window with the operator's record of them: a call the
 * studio holds as delivered must be there with the same amount, and every call the operator recorded
 * must be one the studio made. Calls still on their way are left to the retries.
 */
export async function reconcileWithOperator(
  wallet: OperatorWallet,
  callsBetween: (from: Date, to: Date) => Promise<StudioCall[]>,
  fromMs: number,
  toMs: number,
): Promise<ReconciliationReport> {
  const from = Math.floor(fromMs / 1000);
  const to = Math.ceil(toMs / 1000);
  const theirs = new Map<string, OperatorRecord>();
  for (let after = 0; ; ) {
    const page = await wallet.transactions(from, to, after, PAGE);
    if (page === null) return { complete: false, checked: 0, mismatches: [] };
    for (const record of page) theirs.set(record.transaction_uuid, record);
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = last.id;
  }
  const ours = await callsBetween(new Date(from * 1000), new Date(to * 1000));
  const mismatches: ReconciliationReport['mismatches'] = [];
  const known = new Set<string>();
  for (const call of ours) {
    known.add(call.transactionUuid);
    if (call.status !== 'done') continue;
    const record = theirs.get(call.transactionUuid);
    if (!record || record.status === 'refused') {
      mismatches.push({ transactionUuid: call.transactionUuid, kind: call.kind, problem: 'missing_at_operator' });
    } else if (call.kind !== 'rollback' && record.amount !== call.amount) {
      mismatches.push({ transactionUuid: call.transactionUuid, kind: call.kind, problem: 'amount_differs' });
    }
  }
  for (const record of theirs.values()) {
    // A bet voided in advance by a rollback is the operator's own record of a stake the studio never got through.
    if (!known.has(record.transaction_uuid) && !(record.kind === 'bet' && record.amount === null)) {
      mismatches.push({ transactionUuid: record.transaction_uuid, kind: record.kind, problem: 'unknown_to_studio' });
    }
  }
  return { complete: true, checked: ours.length, mismatches };
}
