import { randomUUID } from 'node:crypto';
import { WALLET_PROVIDER_HEADER, WALLET_SIGNATURE_HEADER, WALLET_TIMESTAMP_HEADER } from '@meridian/contract/casino';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../../test/accounts.js';
import type { ProviderRequest } from '../../platform/provider-transport.js';
import { signPayload } from '../../platform/signature.js';

type App = FastifyInstance;

export const STUDIO_CODE = 'meridian';
export const STUDIO_SECRET = 'test-casino-studio-secret-0123456789abcdef';

/**
 * Connects a stand-in for the studio's operator API: it answers every `game/url` call with an
 * address carrying the launch's token, and keeps the calls it got.
 */
export function connectStudio(app: App, options: { fail?: boolean } = {}) {
  const calls: Array<Record<string, unknown>> = [];
  app.services.casino.connect({
    code: STUDIO_CODE,
    secret: STUDIO_SECRET,
    gameUrlPath: '/studio/game/url',
    transport: async (request: ProviderRequest) => {
      calls.push({ ...JSON.parse(request.body ?? '{}'), headers: request.headers });
      if (options.fail) return { status: 500, body: 'down' };
      const body = JSON.parse(request.body ?? '{}') as { game_code: string; token?: string };
      const url = `https://studio.test/play/${body.game_code}?token=${body.token ?? 'demo'}`;
      return { status: 200, body: JSON.stringify({ url }) };
    },
  });
  return calls;
}

export async function gameId(app: App, code: string) {
  const res = await call(app, 'GET', '/casino/games?limit=100');
  const game = (res.json().payload.list as Array<{ id: number; external_id: string }>).find(
    (g) => g.external_id === code,
  );
  if (!game) throw new Error(`no game ${code}`);
  return game.id;
}

/** A real-money launch: the token the studio was given. */
export async function launchReal(app: App, playerToken: string, code: string, accountId?: number) {
  const res = await call(app, 'POST', '/casino/games/launch', {
    token: playerToken,
    body: { game_id: await gameId(app, code), play_mode: 'real', ...(accountId ? { account_id: accountId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().payload.url as string);
  return url.searchParams.get('token') as string;
}

/** A signed wallet call as the studio makes it; `payload` of the answer, with the HTTP status. */
export async function walletCall(
  app: App,
  path: string,
  body: Record<string, unknown>,
  options: { secret?: string; provider?: string; timestamp?: number } = {},
) {
  const raw = JSON.stringify({ request_uuid: randomUUID(), ...body });
  const ts = options.timestamp ?? Math.floor(Date.now() / 1000);
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/casino/wallet/${path}`,
    headers: {
      'content-type': 'application/json',
      [WALLET_PROVIDER_HEADER]: options.provider ?? STUDIO_CODE,
      [WALLET_TIMESTAMP_HEADER]: String(ts),
      [WALLET_SIGNATURE_HEADER]: signPayload(options.secret ?? STUDIO_SECRET, ts, raw),
    },
    payload: raw,
  });
  const answer = res.json() as {
    code: string;
    payload: { status?: string; balance?: number; currency?: string } | null;
  };
  return { http: res.statusCode, code: answer.code, ...answer.payload };
}

export interface Round {
  token: string;
  user: number;
  game: string;
  currency?: string;
}

export const bet = (app: App, r: Round, uuid: string, amount: number, round = 'round-1') =>
  walletCall(app, 'transaction/bet', {
    token: r.token,
    user: String(r.user),
    transaction_uuid: uuid,
    round,
    round_closed: false,
    game_code: r.game,
    currency: r.currency ?? 'EUR',
    amount,
  });

export const win = (
  app: App,
  r: Round,
  uuid: string,
  betUuid: string,
  amount: number,
  round = 'round-1',
  roundClosed = true,
) =>
  walletCall(app, 'transaction/win', {
    token: r.token,
    user: String(r.user),
    transaction_uuid: uuid,
    reference_transaction_uuid: betUuid,
    round,
    round_closed: roundClosed,
    game_code: r.game,
    currency: r.currency ?? 'EUR',
    amount,
  });

export const rollback = (app: App, r: Round, uuid: string, betUuid: string, round = 'round-1', roundClosed = true) =>
  walletCall(app, 'transaction/rollback', {
    token: r.token,
    user: String(r.user),
    transaction_uuid: uuid,
    reference_transaction_uuid: betUuid,
    round,
    round_closed: roundClosed,
    game_code: r.game,
  });

/** The casino ledger of a wallet: every posting's kind, key and signed amount on the wallet. */
export async function casinoPostings(app: App, walletId: number) {
  const rows = await app.database.db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select(['ledger_transactions.kind', 'ledger_transactions.metadata', 'ledger_entries.amount'])
    .where('ledger_accounts.wallet_id', '=', BigInt(walletId))
    .where('ledger_transactions.kind', 'like', 'casino_%')
    .orderBy('ledger_transactions.id')
    .execute();
  return rows.map((r) => ({ kind: r.kind, metadata: r.metadata, amount: Number(r.amount) }));
}

/** The wallet's cached balance equals the sum of its entries, and every casino posting sums to zero. */
export async function expectLedgerConsistent(app: App, walletId: number) {
  const { db } = app.database;
  const wallet = await db
    .selectFrom('wallets')
    .select('balance')
    .where('id', '=', BigInt(walletId))
    .executeTakeFirstOrThrow();
  const account = await app.services.ledger.walletAccount(db, BigInt(walletId));
  expect(await app.services.ledger.sumOfEntries(account)).toBe(wallet.balance);
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .select(['ledger_transactions.id', (eb) => eb.fn.sum<string>('ledger_entries.amount').as('total')])
    .where('ledger_transactions.kind', 'like', 'casino_%')
    .groupBy('ledger_transactions.id')
    .having((eb) => eb.fn.sum('ledger_entries.amount'), '!=', 0)
    .execute();
  expect(unbalanced).toEqual([]);
  return Number(wallet.balance);
}
