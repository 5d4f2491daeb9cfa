import type { Transaction } from '@meridian/contract/payments';
import { usd } from '../../../test/bet.factory';

/** A $50.00 deposit, paid; override what a test needs. */
export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 1,
    type: 'deposit',
    status_id: 4,
    status_reason: null,
    amount: 5000,
    currency_id: usd.id,
    created_at: 1_763_700_000,
    ...overrides,
  };
}
