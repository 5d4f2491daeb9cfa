import { z } from 'zod';
import { withDateRange } from './date-range.js';
import { amount, id, integer } from './request-input.js';
import { amountSchema } from './wallet.js';

/** Transaction status ids (spec 000 §3). */
export const TRANSACTION_STATUS = {
  pending: 1,
  sent: 2,
  waiting: 3,
  succeeded: 4,
  canceled: 5,
  refunded: 6,
} as const;
export type TransactionStatusName = keyof typeof TRANSACTION_STATUS;
export const transactionStatusNames = Object.keys(TRANSACTION_STATUS) as [
  TransactionStatusName,
  ...TransactionStatusName[],
];

/** Transaction history page size (spec 000 §9). */
export const TRANSACTION_PAGE_SIZE = 15;

/** `GET /user/payment-token?account_id`: the wallet to pay into or out of, the default one when absent. */
export const paymentTokenQuerySchema = z.object({ account_id: id().optional() });

/** `GET /user/payment-token`: the token the payment frame is opened with. */
export const paymentTokenSchema = z.object({
  payment_token: z.string(),
  /** Unix seconds after which the token is refused; the web app asks for a new one per frame. */
  expires_at: z.number().int(),
});
export type PaymentToken = z.infer<typeof paymentTokenSchema>;

/** A deposit or withdrawal (spec 000 §3); `amount` in minor units of `currency_id`. */
export const transactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(['deposit', 'withdrawal']),
  status_id: z.number().int().min(1).max(6),
  status_reason: z.string().nullable(),
  amount: amountSchema,
  currency_id: z.number().int(),
  created_at: z.number().int(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** `GET /user/transaction-history` query; from/to default to the last 7 days. */
export const transactionHistoryQuerySchema = withDateRange({
  type: z.enum(['all', 'deposit', 'withdraw']).default('all'),
  status: integer(z.number().int().min(1).max(6)).optional(),
  account_id: id().optional(),
  limit: integer(z.number().int().min(1).max(100)).default(TRANSACTION_PAGE_SIZE),
  last_id: id().optional(),
});
export type TransactionHistoryQuery = z.output<typeof transactionHistoryQuerySchema>;

export const transactionListSchema = z.object({ list: z.array(transactionSchema) });
export type TransactionList = z.infer<typeof transactionListSchema>;

/**
 * The provider → platform webhook body (`POST /api/v1/payments/webhook`), signed with
 * `X-Payment-Signature: hex(HMAC-SHA256(secret, timestamp + "." + raw body))` and
 * `X-Payment-Timestamp` (unix seconds). `event_id` is unique per status change.
 */
export const paymentWebhookSchema = z.object({
  event_id: z.string().min(8).max(100),
  payment_id: z.string().min(1).max(100),
  type: z.enum(['deposit', 'withdrawal']),
  user_id: id(),
  account_id: id(),
  amount: amount(),
  currency_id: id(),
  status: z.enum(['pending', 'sent', 'waiting', 'succeeded', 'canceled']),
  reason: z.string().max(200).nullable().default(null),
});
export type PaymentWebhook = z.output<typeof paymentWebhookSchema>;

/** What a payment token grants, read by the provider (`GET /api/v1/payments/provider/session`). */
export const paymentSessionSchema = z.object({
  user_id: z.number().int(),
  account_id: z.number().int(),
  currency_id: z.number().int(),
  currency_code: z.string(),
  /** Digits after the point of the currency (its minor units). */
  scale: z.number().int(),
  balance: amountSchema,
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

/** `POST /api/v1/payments/provider/withdrawals`: the provider asks the platform to reserve a payout. */
export const withdrawalRequestSchema = z.object({
  payment_id: z.string().min(1).max(100),
  amount: amount(),
});
export type WithdrawalRequest = z.output<typeof withdrawalRequestSchema>;
/**
 * The platform's answer to a reservation (and to a deposit's authorisation). `review`: the withdrawal
 * waits for an operator's decision; the provider holds the payout until the platform releases or cancels
 * it through the provider's payout calls (below).
 */
export const withdrawalResultSchema = z.object({
  transaction: transactionSchema,
  balance: amountSchema,
  review: z.boolean(),
});

/**
 * `POST /api/v1/payments/provider/withdrawals/status`: the provider asks what became of a withdrawal it
 * never heard back about (its node stopped between the reservation and the answer), before it pays.
 */
export const withdrawalStatusRequestSchema = z.object({ payment_id: z.string().min(1).max(100) });
export const withdrawalStatusSchema = z.object({ transaction: transactionSchema, review: z.boolean() });

/**
 * The platform → provider payout calls, signed like the provider's own calls (`X-Payment-Signature`,
 * `X-Payment-Timestamp`) and idempotent by the provider's payment id, which the signed body names too
 * (a call whose body names another payment than its address is refused as unsigned, so a signature
 * cannot be replayed against another payout):
 * `POST {cashier}/api/payouts/{payment_id}/release` (body `{ "payment_id": … }`): an operator approved
 * the withdrawal, pay it;
 * `POST {cashier}/api/payouts/{payment_id}/cancel` (body `{ "payment_id": …, "reason": … }`): an operator
 * rejected it; the provider reports it canceled with that reason, and the platform returns the reserved
 * money. Both answer the payout's status; 409 when the payout went the other way already.
 */
export const payoutReleaseSchema = z.object({ payment_id: z.string().min(1).max(100) });
export const payoutCancelSchema = payoutReleaseSchema.extend({ reason: z.string().trim().min(1).max(200) });
export const payoutAnswerSchema = z.object({
  payment_id: z.string(),
  status: z.enum(['held', 'sent', 'succeeded', 'canceled']),
});
export type PayoutAnswer = z.infer<typeof payoutAnswerSchema>;
