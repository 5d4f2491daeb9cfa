import {
  getPaymentsProviderSession,
  getUserPaymentToken,
  getUserTransactionHistory,
  postPaymentsProviderDeposits,
  postPaymentsProviderWithdrawals,
  postPaymentsProviderWithdrawalsStatus,
  postPaymentsWebhook,
} from '@meridian/contract/endpoints/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedIn } from '../../platform/auth.js';
import { route } from '../../platform/endpoint.js';
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
  const payments = app.services.payments;

  route(app, getUserPaymentToken, async (request) => {
    const walletId = request.query.account_id === undefined ? undefined : BigInt(request.query.account_id);
    return ok(await payments.issueToken(signedIn(request).user.id, walletId));
  });

  route(app, getUserTransactionHistory, async (request) =>
    ok({ list: await payments.history(signedIn(request).user.id, request.query) }),
  );
}

/**
 * The provider's side: every call is signed over its raw body (so the body is read as text here),
 * and the calls made for a player carry the payment token.
 */
async function providerPaymentRoutes(app: FastifyInstance): Promise<void> {
  const payments = app.services.payments;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const raw = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');
  const token = (request: FastifyRequest) => {
    const value = request.headers[PAYMENT_TOKEN_HEADER];
    return Array.isArray(value) ? value[0] : value;
  };

  route(app, postPaymentsWebhook, async (request) => {
    payments.checkProviderCall(request.headers, raw(request));
    const event = parseSignedBody(postPaymentsWebhook.signedBody, raw(request));
    return ok({ transaction: await payments.applyWebhook(event) });
  });

  route(app, getPaymentsProviderSession, async (request) => {
    payments.checkProviderCall(request.headers, '');
    return ok(await payments.session(token(request)));
  });

  route(app, postPaymentsProviderDeposits, async (request) => {
    payments.checkProviderCall(request.headers, raw(request));
    const body = parseSignedBody(postPaymentsProviderDeposits.signedBody, raw(request));
    return ok(await payments.authorizeDeposit(token(request), body, request.ctx.language));
  });

  route(app, postPaymentsProviderWithdrawals, async (request) => {
    payments.checkProviderCall(request.headers, raw(request));
    const body = parseSignedBody(postPaymentsProviderWithdrawals.signedBody, raw(request));
    return ok(await payments.requestWithdrawal(token(request), body, request.ctx.language));
  });

  route(app, postPaymentsProviderWithdrawalsStatus, async (request) => {
    payments.checkProviderCall(request.headers, raw(request));
    const body = parseSignedBody(postPaymentsProviderWithdrawalsStatus.signedBody, raw(request));
    return ok(await payments.withdrawalStatus(body.payment_id));
  });
}
