import {
  WALLET_PROVIDER_HEADER,
  WALLET_SIGNATURE_HEADER,
  WALLET_TIMESTAMP_HEADER,
  walletAnswerSchema,
  walletBalanceRequestSchema,
  walletBetRequestSchema,
  walletRollbackRequestSchema,
  walletTransactionsAnswerSchema,
  walletTransactionsRequestSchema,
  walletUserInfoRequestSchema,
  walletWinRequestSchema,
} from '@meridian/contract/casino';
import { envelopeOf } from '@meridian/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { casino, casinoWallet } = app.services;
  const tags = ['casino wallet (provider)'];
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  /** The signed call's provider and parsed body, or the answer already sent. */
  function open<T>(request: FastifyRequest, reply: FastifyReply, schema: ZodType<T>): [WalletCaller, T] | null {
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
      reply.status(422).send(failure('ValidationError', 'The given data was invalid.', errors));
      return null;
    }
    return [{ providerId: known.providerId, code }, parsed.data];
  }

  // Path, summary, request schema, answer schema, handler. The reconciliation list has its own answer;
  // every other call is answered with the player's balance.
  const routes: Array<[string, string, ZodType, ZodType, (caller: WalletCaller, body: never) => Promise<unknown>]> = [
    [
      '/casino/wallet/transactions',
      'The calling provider’s transactions as recorded, by id within a time window, for reconciliation',
      walletTransactionsRequestSchema,
      walletTransactionsAnswerSchema,
      (caller, body) => casinoWallet.transactions(caller, body),
    ],
    [
      '/casino/wallet/user/info',
      'The player of a game session: id, currency, balance, country and language',
      walletUserInfoRequestSchema,
      walletAnswerSchema,
      (caller, body) => casinoWallet.userInfo(caller, body),
    ],
    [
      '/casino/wallet/user/balance',
      'The balance of the session’s wallet (RS_ERROR_TOKEN_EXPIRED once the session has expired)',
      walletBalanceRequestSchema,
      walletAnswerSchema,
      (caller, body) => casinoWallet.balance(caller, body),
    ],
    [
      '/casino/wallet/transaction/bet',
      'Debits a stake once per transaction_uuid; RS_ERROR_NOT_ENOUGH_MONEY leaves the wallet as it was',
      walletBetRequestSchema,
      walletAnswerSchema,
      (caller, body) => casinoWallet.bet(caller, body),
    ],
    [
      '/casino/wallet/transaction/win',
      'Credits a win for an earlier bet once per transaction_uuid (token expiry not checked)',
      walletWinRequestSchema,
      walletAnswerSchema,
      (caller, body) => casinoWallet.win(caller, body),
    ],
    [
      '/casino/wallet/transaction/rollback',
      'Gives back a bet the provider could not complete, once; a rollback before its bet voids the bet',
      walletRollbackRequestSchema,
      walletAnswerSchema,
      (caller, body) => casinoWallet.rollback(caller, body),
    ],
  ];
  for (const [path, summary, schema, answerSchema, handle] of routes) {
    r.post(
      path,
      {
        schema: {
          tags,
          summary,
          security: [{ casinoSignature: [] }],
          response: { 200: envelopeOf(answerSchema) },
        },
      },
      async (request, reply) => {
        const opened = open(request, reply, schema);
        if (!opened) return reply;
        const [caller, body] = opened;
        return ok(await handle(caller, body as never));
      },
    );
  }
}
