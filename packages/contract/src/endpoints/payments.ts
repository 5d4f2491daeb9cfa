import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
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
} from '../payments.js';

export const getUserPaymentToken = defineEndpoint('GET /user/payment-token', {
  summary: 'A short-lived token for the payment frame (player and wallet)',
  tags: ['payments'],
  security: 'full',
  query: paymentTokenQuerySchema,
  answer: paymentTokenSchema,
});

export const getUserTransactionHistory = defineEndpoint('GET /user/transaction-history', {
  summary: 'Deposits and withdrawals, newest first; last_id pages, from/to default to the last 7 days',
  tags: ['payments'],
  security: 'full',
  query: transactionHistoryQuerySchema,
  answer: transactionListSchema,
});

export const postPaymentsWebhook = defineEndpoint('POST /payments/webhook', {
  summary: 'A payment status change reported by the provider (HMAC-signed, replay-protected)',
  tags: ['payments (provider)'],
  security: 'providerSignature',
  signedBody: paymentWebhookSchema,
  answer: z.object({ transaction: transactionSchema }),
  errors: ['Conflict', 'ValidationError'],
});

export const getPaymentsProviderSession = defineEndpoint('GET /payments/provider/session', {
  summary: 'The player, wallet and balance a payment token grants',
  tags: ['payments (provider)'],
  security: 'providerSignature+paymentToken',
  answer: paymentSessionSchema,
  errors: ['NotFound'],
});

export const postPaymentsProviderDeposits = defineEndpoint('POST /payments/provider/deposits', {
  summary: 'Authorises a deposit before the provider charges the player; 403 while excluded, 422 past a deposit limit',
  tags: ['payments (provider)'],
  security: 'providerSignature+paymentToken',
  signedBody: withdrawalRequestSchema,
  answer: withdrawalResultSchema,
  // Forbidden: past the anti-money-laundering limits, a player who is not verified (an error on `amount`).
  errors: ['Forbidden', 'Conflict', 'ValidationError'],
});

export const postPaymentsProviderWithdrawals = defineEndpoint('POST /payments/provider/withdrawals', {
  summary: 'Reserves a withdrawal the player asked for; 422 on insufficient funds',
  tags: ['payments (provider)'],
  security: 'providerSignature+paymentToken',
  signedBody: withdrawalRequestSchema,
  answer: withdrawalResultSchema,
  errors: ['Forbidden', 'Conflict', 'ValidationError'],
});
