import type { Transaction } from '@meridian/contract/payments';
import { amountToJson } from '../ledger/ledger.amounts.js';
import type { PaymentTransactionRow } from './payments.repository.js';

export function presentTransaction(row: PaymentTransactionRow): Transaction {
  return {
    id: Number(row.id),
    type: row.type,
    status_id: row.status_id,
    status_reason: row.status_reason,
    amount: amountToJson(row.amount),
    currency_id: row.currency_id,
    created_at: Math.floor(row.created_at.getTime() / 1000),
  };
}
