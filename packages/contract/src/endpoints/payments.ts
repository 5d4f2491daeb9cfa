import { z } from 'zod';
import { endpointArea } from '../endpoint.js';
import {
  paymentSessionSchema,
  paymentTokenQuerySchema,
  paymentTokenSchema,
  paymentWebhookSchema,
  transactionHistoryQuerySchema,
  transactionListSchema,
  transactionSchema,
  withdrawalRequestSchema,
  withdrawalResultSchema,
  withdrawalStatusRequestSchema,
  withdrawalStatusSchema,
} from '../payments.js';

const endpoint = endpointArea({ tags: ['payments'], security: 'full' });
const providerEndpoint = endpointArea({ tags: ['payments (provider)'], security: 'providerSignature+paymentToken' });
/** A payment the provider asks the platform to authorise or reserve, for the token's player. */
const paymentRequest = providerEndpoint.with({
  signedBody: withdrawalRequestSchema,
  answer: withdrawalResultSchema,
  errors: ['Forbidden', 'Conflict', 'ValidationError'],
});

export const getUserPaymentToken = endpoint(
  'GET /user/payment-token',
  'A short-lived token for the payment frame (player and wallet)',
  { query: paymentTokenQuerySchema, answer: paymentTokenSchema },
);

export const getUserTransactionHistory = endpoint(
  'GET /user/transaction-history',
  'Deposits and withdrawals, newest first; last_id pages, from/to default to the last 7 days',
  { query: transactionHistoryQuerySchema, answer: transactionListSchema },
);

export const postPaymentsWebhook = providerEndpoint(
  'POST /payments/webhook',
  'A payment status change reported by the provider (HMAC-signed, replay-protected)',
  {
    security: 'providerSignature',
    signedBody: paymentWebhookSchema,
    answer: z.object({ transaction: transactionSchema }),
    errors: ['Conflict', 'ValidationError'],
  },
);

export const getPaymentsProviderSession = providerEndpoint(
  'GET /payments/provider/session',
  'The player, wallet and balance a payment token grants',
  { answer: paymentSessionSchema, errors: ['NotFound'] },
);

// Forbidden: past the anti-money-laundering limits, a player who is not verified (an error on `amount`).
export const postPaymentsProviderDeposits = paymentRequest(
  'POST /payments/provider/deposits',
  'Authorises a deposit before the provider charges the player; 403 while excluded, 422 past a deposit limit',
);

export const postPaymentsProviderWithdrawals = paymentRequest(
  'POST /payments/provider/withdrawals',
  'Reserves a withdrawal the player asked for; 422 on insufficient funds',
);

export const postPaymentsProviderWithdrawalsStatus = providerEndpoint(
  'POST /payments/provider/withdrawals/status',
  'What became of a withdrawal the provider reserved and never heard back about: its status and whether it waits for review',
  {
    security: 'providerSignature',
    signedBody: withdrawalStatusRequestSchema,
    answer: withdrawalStatusSchema,
    errors: ['NotFound'],
  },
);
