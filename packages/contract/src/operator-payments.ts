import { z } from 'zod';
import { reasonSchema } from './operators.js';
import { transactionStatusNames } from './payments.js';

/**
 * Deposits and withdrawals in the back office (`/api/admin/v1/payments`, docs/backoffice.md), and the
 * withdrawal review queue: a withdrawal above the review amount (`WITHDRAWAL_REVIEW_ABOVE`, minor units of
 * its currency) or of a flagged player waits as `waiting` until an operator approves it (the cashier pays)
 * or rejects it with a reason (the reserved money returns to the player).
 */

/** Why a withdrawal waits for review. */
export const REVIEW_FLAGS = [
  'amount_over_threshold',
  'new_account',
  'recent_bonus',
  'identity_pending',
  'responsible_gaming',
  'stake_factor_zero',
] as const;
export type ReviewFlag = (typeof REVIEW_FLAGS)[number];

export const REVIEW_STATUSES = ['waiting', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const isoTime = z.iso.datetime();

export const operatorPaymentsQuerySchema = z.object({
  player_id: z.coerce.number().int().positive().optional(),
  type: z.enum(['deposit', 'withdrawal']).optional(),
  status: z.enum(transactionStatusNames).optional(),
  review: z.enum(REVIEW_STATUSES).optional(),
  currency: z.string().trim().min(3).max(10).optional(),
  /** Minor units of the payment's currency, inclusive. */
  amount_min: z.coerce.number().int().min(0).optional(),
  amount_max: z.coerce.number().int().min(0).optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export type OperatorPaymentsQuery = z.output<typeof operatorPaymentsQuerySchema>;

export const operatorPaymentParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const paymentDecisionSchema = z.object({ reason: reasonSchema });

const operatorRef = z.object({ id: z.number().int(), email: z.string() });

export const paymentReviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  flags: z.array(z.enum(REVIEW_FLAGS)),
  decided_by: operatorRef.nullable(),
  decision_reason: z.string().nullable(),
  decided_at: z.iso.datetime().nullable(),
});

export const operatorPaymentSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  wallet_id: z.number().int(),
  type: z.enum(['deposit', 'withdrawal']),
  status: z.enum(transactionStatusNames),
  status_reason: z.string().nullable(),
  /** Minor units. */
  amount: z.number().int(),
  currency: z.string(),
  scale: z.number().int(),
  provider: z.string(),
  provider_payment_id: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  /** Null for a payment that never needed one. */
  review: paymentReviewSchema.nullable(),
});
export type OperatorPayment = z.infer<typeof operatorPaymentSchema>;

export const operatorPaymentListSchema = z.object({ list: z.array(operatorPaymentSchema), total: z.number().int() });
