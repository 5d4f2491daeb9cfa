import { randomUUID } from 'node:crypto';
import { transactionListSchema } from '@meridian/contract/payments';
import { walletListSchema } from '@meridian/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, registerOneClick } from '../../../test/accounts.js';
import type { AppConfig } from '../../config.js';
import { signPayload } from './payments.signature.js';

type App = FastifyInstance;

/** The webhook key the test apps are started with. */
export const WEBHOOK_SECRET = 'test-cashier-webhook-secret-0123456789abcdef';
export const EUR = 1;
export const USD = 2;
export const CARD_OK = '4242 4242 4242 4242';
export const CARD_DECLINE = '4000 0000 0000 0002';
export const CARD_CHALLENGE = '4000 0000 0000 3220';
export const CARD_FIELDS = { expiry: '12/40', cvc: '123', holder: 'Ada Lovelace' };

/** The app settings the payment suites run with: the test webhook key, bank transfers after 30 s. */
export const CASHIER_APP = {
  cashier: { webhookSecret: WEBHOOK_SECRET, bankTransferDelayS: 30 },
} satisfies Partial<AppConfig>;

export async function newPlayer(app: App) {
  const player = await registerOneClick(app, { country_id: 58, currency_id: EUR });
  const wallets = await balances(app, player.token);
  return { ...player, walletId: wallets[0]?.id as number };
}

/** A signed-in player whose EUR wallet holds `amount` (major units), paid in by test card. */
export async function playerWithDeposit(app: App, amount: string) {
  const player = await newPlayer(app);
  await depositByCard(app, player.token, amount);
  return player;
}

export async function balances(app: App, token: string) {
  const res = await call(app, 'GET', '/user/balance', { token });
  expect(res.statusCode, res.body).toBe(200);
  return walletListSchema.parse(res.json().payload).list;
}

export async function balanceOf(app: App, token: string, walletId: number) {
  return (await balances(app, token)).find((w) => w.id === walletId)?.balance;
}

export async function paymentToken(app: App, token: string, walletId?: number) {
  const query = walletId === undefined ? '' : `?account_id=${walletId}`;
  const res = await call(app, 'GET', `/user/payment-token${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.payment_token as string;
}

/** What the cashier page's script posts. */
export function pay(app: App, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/providers/cashier/api/payments', payload: { lang: 'en', ...body } });
}

/** A withdrawal by test card on the cashier's page, with a fresh payment token of the player's. */
export async function withdrawByCard(app: App, token: string, amount: string, lang = 'en') {
  return pay(app, {
    token: await paymentToken(app, token),
    mode: 'withdrawal',
    amount,
    method: 'card',
    card_number: CARD_OK,
    ...CARD_FIELDS,
    lang,
  });
}

export function challenge(app: App, paymentToken: string, paymentId: string, code: string) {
  return app.inject({
    method: 'POST',
    url: `/providers/cashier/api/payments/${paymentId}/challenge`,
    payload: { token: paymentToken, code, lang: 'en' },
  });
}

export async function depositByCard(app: App, token: string, amount: string, card = CARD_OK) {
  const res = await pay(app, {
    token: await paymentToken(app, token),
    mode: 'deposit',
    method: 'card',
    amount,
    card_number: card,
    ...CARD_FIELDS,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload;
}

export async function history(app: App, token: string, query = '') {
  const res = await call(app, 'GET', `/user/transaction-history${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return transactionListSchema.parse(res.json().payload).list;
}

/** A provider report signed as the cashier signs it. */
export function webhook(
  app: App,
  body: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; raw?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-payment-timestamp': String(timestamp),
      'x-payment-signature': signPayload(options.secret ?? WEBHOOK_SECRET, timestamp, raw),
    },
    payload: raw,
  });
}

/** The cashier's signed call about one of the player's payments (`deposits` or `withdrawals`), with their payment token. */
export function providerCall(
  app: App,
  kind: 'deposits' | 'withdrawals',
  paymentToken: string,
  body: Record<string, unknown>,
  /** The page's language the provider names, as the cashier does. */
  language?: string,
) {
  const raw = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  return app.inject({
    method: 'POST',
    url: `/api/v1/payments/provider/${kind}`,
    headers: {
      'content-type': 'application/json',
      'x-payment-timestamp': String(timestamp),
      'x-payment-signature': signPayload(WEBHOOK_SECRET, timestamp, raw),
      'x-payment-token': paymentToken,
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: raw,
  });
}

export function depositEvent(player: { id: number; walletId: number }, overrides: Record<string, unknown> = {}) {
  return {
    event_id: `ev_${randomUUID()}`,
    payment_id: `pay_${randomUUID()}`,
    type: 'deposit',
    user_id: player.id,
    account_id: player.walletId,
    amount: 2_500,
    currency_id: EUR,
    status: 'succeeded',
    reason: null,
    ...overrides,
  };
}

/** Ledger postings of a kind that touched the wallet. */
export async function postingsOf(app: App, walletId: number, kind: string) {
  const rows = await app.database.db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select(['ledger_transactions.idempotency_key', 'ledger_entries.amount'])
    .where('ledger_accounts.wallet_id', '=', BigInt(walletId))
    .where('ledger_transactions.kind', '=', kind)
    .execute();
  return rows.map((r) => ({ key: r.idempotency_key, amount: Number(r.amount) }));
}

/** The withdrawal reserve's balance in a currency (the sum of its entries). */
export async function reserveBalance(app: App, currencyId: number) {
  const { db } = app.database;
  const account = await app.services.ledger.houseAccount(db, 'house_withdrawals', currencyId);
  return Number(await app.services.ledger.sumOfEntries(account));
}
