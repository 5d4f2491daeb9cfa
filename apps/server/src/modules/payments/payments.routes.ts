import { envelopeOf } from '@meridian/contract/envelope';
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
} from '@meridian/contract/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { protect, signedIn } from '../../platform/auth.js';
import { ok } from '../../platform/envelope.js';
import { parseSignedBody } from '../../platform/validator.js';

/** The header the provider sends the player's payment token in. */
export const PAYMENT_TOKEN_HEADER = 'x-payment-token';

/** `/user/payment-token` and `/user/transaction-history`: the signed-in player's own payments. */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(playerPaymentRoutes);
  await app.register(providerPaymentRoutes);
}

async function playerPaymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const payments = app.services.payments;
  const tags = ['payments'];
  protect(app, 'full');

  r.get(
    '/user/payment-token',
    {
      schema: {
        tags,
        summary: 'A short-lived token for the payment frame (player and wallet)',
        querystring: paymentTokenQuerySchema,
        response: { 200: envelopeOf(paymentTokenSchema) },
      },
    },
    async (request) => {
      const walletId = request.query.account_id === undefined ? undefined : BigInt(request.query.account_id);
      return ok(await payments.issueToken(signedIn(request).user.id, walletId));
    },
  );

  r.get(
    '/user/transaction-history',
    {
      schema: {
        tags,
        summary: 'Deposits and withdrawals, newest first; last_id pages, from/to default to the last 7 days',
        querystring: transactionHistoryQuerySchema,
        response: { 200: envelopeOf(transactionListSchema) },
      },
    },
    async (request) => ok({ list: await payments.history(signedIn(request).user.id, request.query) }),
  );
}

/**
 * The provider's side: every call is signed over its raw body (so the body is read as text here),
 * and the calls made for a player carry the payment token.
 */
async function providerPaymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const payments = app.services.payments;
  const tags = ['payments (provider)'];
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const raw = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');
  const token = (request: FastifyRequest) => {
    const value = request.headers[PAYMENT_TOKEN_HEADER];
    return Array.isArray(value) ? value[0] : value;
  };

  r.post(
    '/payments/webhook',
    {
      schema: {
        tags,
        summary: 'A payment status change reported by the provider (HMAC-signed, replay-protected)',
        security: [{ providerSignature: [] }],
        response: { 200: envelopeOf(z.object({ transaction: transactionSchema })) },
      },
    },
    async (request) => {
      payments.checkProviderCall(request.headers, raw(request));
      const event = parseSignedBody(paymentWebhookSchema, raw(request));
      return ok({ transaction: await payments.applyWebhook(event) });
    },
  );

  r.get(
    '/payments/provider/session',
    {
      schema: {
        tags,
        summary: 'The player, wallet and balance a payment token grants',
        security: [{ providerSignature: [], paymentToken: [] }],
        response: { 200: envelopeOf(paymentSessionSchema) },
      },
    },
    async (request) => {
      payments.checkProviderCall(request.headers, '');
      return ok(await payments.session(token(request)));
    },
  );

  r.post(
    '/payments/provider/deposits',
    {
      schema: {
        tags,
        summary:
          'Authorises a deposit before the provider charges the player; 403 while excluded, 422 past a deposit limit',
        security: [{ providerSignature: [], paymentToken: [] }],
        response: { 200: envelopeOf(withdrawalResultSchema) },
      },
    },
    async (request) => {
      payments.checkProviderCall(request.headers, raw(request));
      const body = parseSignedBody(withdrawalRequestSchema, raw(request));
      return ok(await payments.authorizeDeposit(token(request), body));
    },
  );

  r.post(
    '/payments/provider/withdrawals',
    {
      schema: {
        tags,
        summary: 'Reserves a withdrawal the player asked for; 422 on insufficient funds',
        security: [{ providerSignature: [], paymentToken: [] }],
        response: { 200: envelopeOf(withdrawalResultSchema) },
      },
    },
    async (request) => {
      payments.checkProviderCall(request.headers, raw(request));
      const body = parseSignedBody(withdrawalRequestSchema, raw(request));
      return ok(await payments.requestWithdrawal(token(request), body));
    },
  );
}
