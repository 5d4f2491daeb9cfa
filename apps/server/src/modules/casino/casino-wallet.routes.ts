import { WALLET_PROVIDER_HEADER, WALLET_SIGNATURE_HEADER, WALLET_TIMESTAMP_HEADER } from '@meridian/contract/casino';
import type { Endpoint } from '@meridian/contract/endpoint';
import {
  postCasinoWalletTransactionBet,
  postCasinoWalletTransactionRollback,
  postCasinoWalletTransactions,
  postCasinoWalletTransactionWin,
  postCasinoWalletUserBalance,
  postCasinoWalletUserInfo,
} from '@meridian/contract/endpoints/casino-wallet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { route } from '../../platform/endpoint.js';
import { failure, ok } from '../../platform/envelope.js';
import { checkSignature } from '../../platform/signature.js';
import type { WalletCaller } from './casino-wallet.service.js';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * `/casino/wallet/*`: the seamless wallet game providers call. Each call is signed over its raw
 * body with the provider's key; every answer the wallet understood is HTTP 200 with its `status`.
 * A refused signature is 401 and a body that does not parse 422, in the envelope of every error
 * (the statuses RS_ERROR_INVALID_SIGNATURE and RS_ERROR_WRONG_SYNTAX of the aggregators' wallets).
 */
export async function casinoWalletRoutes(app: FastifyInstance): Promise<void> {
  const { casino, casinoWallet } = app.services;
  const { metrics } = app;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  /** The signed call's provider and parsed body, or the answer already sent (and counted under `kind`). */
  function open<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: ZodType<T>,
    kind: string,
  ): [WalletCaller, T] | null {
    const raw = typeof request.body === 'string' ? request.body : '';
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = null;
    }
    const code = header(request, WALLET_PROVIDER_HEADER) ?? '';
    const known = casino.link(code);
    const check = known
      ? checkSignature(
          known.link.secret,
          { timestamp: header(request, WALLET_TIMESTAMP_HEADER), signature: header(request, WALLET_SIGNATURE_HEADER) },
          raw,
        )
      : 'bad_signature';
    if (!known || check !== 'ok') {
      metrics.walletCall(kind, 'bad_signature');
      reply.status(401).send(failure('Unauthorized', 'The call is not signed with a known provider’s key.'));
      return null;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.') || 'body';
        errors[key] = [...(errors[key] ?? []), issue.message];
      }
      metrics.walletCall(kind, 'bad_request');
      reply.status(422).send(failure('ValidationError', 'The given data was invalid.', errors));
      return null;
    }
    return [{ providerId: known.providerId, code }, parsed.data];
  }

  // Each call with its kind, as the metrics count it (`meridian_casino_wallet_calls_total`).
  const routes: Array<
    [Endpoint & { signedBody: ZodType }, string, (caller: WalletCaller, body: never) => Promise<{ status: string }>]
  > = [
    [postCasinoWalletTransactions, 'transactions', (caller, body) => casinoWallet.transactions(caller, body)],
    [postCasinoWalletUserInfo, 'user_info', (caller, body) => casinoWallet.userInfo(caller, body)],
    [postCasinoWalletUserBalance, 'balance', (caller, body) => casinoWallet.balance(caller, body)],
    [postCasinoWalletTransactionBet, 'bet', (caller, body) => casinoWallet.bet(caller, body)],
    [postCasinoWalletTransactionWin, 'win', (caller, body) => casinoWallet.win(caller, body)],
    [postCasinoWalletTransactionRollback, 'rollback', (caller, body) => casinoWallet.rollback(caller, body)],
  ];
  for (const [endpoint, kind, handle] of routes) {
    route(app, endpoint, async (request, reply) => {
      const opened = open(request, reply, endpoint.signedBody, kind);
      if (!opened) return reply;
      const [caller, body] = opened;
      const answer = await handle(caller, body as never);
      metrics.walletCall(kind, answer.status);
      return ok(answer);
    });
  }
}
