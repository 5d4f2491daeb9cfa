import { betListSchema, betMakeResultSchema } from '@meridian/contract/bets';
import type { FixtureChange } from '@meridian/feed/messages';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../../test/accounts.js';
import { fixture, footballMarkets, live, odds } from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { newPlayer } from '../payments/payments.fixtures.js';

type App = FastifyInstance;

/** A player with an EUR wallet holding `amount` minor units, funded by a ledger posting from the house. */
export async function fundedPlayer(app: App, amount: bigint) {
  const player = await newPlayer(app);
  if (amount > 0n) await fund(app, player.id, player.walletId, amount);
  return player;
}

let funding = 0;
export async function fund(app: App, userId: number, walletId: number, amount: bigint) {
  const { db } = app.database;
  const wallet = await app.services.wallets.account(db, BigInt(userId), BigInt(walletId));
  const house = await app.services.ledger.houseAccount(db, 'house_cash', wallet.currencyId);
  await app.services.ledger.postAlone({
    kind: 'deposit',
    idempotencyKey: `test-bets-fund:${walletId}:${++funding}`,
    entries: [
      { accountId: wallet.accountId, amount },
      { accountId: house, amount: -amount },
    ],
  });
}

/**
 * A player whose wallet holds `amount` after a first bet of 1.00 on a match of its own: the wallet's
 * next bets are placed by one statement (BetsService.placeAtOnce).
 */
export async function playerWithABet(app: App, amount: bigint) {
  const player = await fundedPlayer(app, amount + 100n);
  const first = await lineMatch(app);
  await placed(app, player.token, {
    account_id: player.walletId,
    amount: 100,
    bet_type: 1,
    events: [pick(first, 1, 11, 2100)],
  });
  return player;
}

/** A pre-match football match with the standard markets, in the app's catalog. */
export async function lineMatch(app: App, options: Parameters<typeof fixture>[0] = {}) {
  const fx = fixture(options);
  await feed(app, fx, odds(fx, footballMarkets()));
  return fx;
}

/** A live football match (first half, 1:0) with the standard markets, in the app's catalog. */
export async function liveMatch(app: App) {
  const fx = fixture({ startsIn: -600 });
  await feed(app, fx, odds(fx, footballMarkets()), live(fx, [1, 0]));
  return fx;
}

/** A slip selection of the standard markets: `market` 1 is 1X2 (outcomes 11/12/13), 2 double chance, … */
export function pick(fx: FixtureChange, marketId: number, outcomeId: number, sentOdds: number, isLive = false) {
  return { id: fx.event_id, is_live: isLive, market_id: marketId, outcome_id: outcomeId, odds: sentOdds };
}

/** A single bet's body for `/bets/make`: 10.00 on one selection, odds must not have moved; `extra` overrides. */
export function singleBet(walletId: number, selection: ReturnType<typeof pick>, extra: Record<string, unknown> = {}) {
  return { account_id: walletId, amount: 1_000, bet_type: 1, check_odds: 1, events: [selection], ...extra };
}

export async function makeBet(app: App, token: string, body: Record<string, unknown>, language = 'en') {
  return call(app, 'POST', '/bets/make', { token, body, headers: { 'accept-language': language } });
}

/** Places a bet that must be decided at once; answers the parsed result. */
export async function placed(app: App, token: string, body: Record<string, unknown>) {
  const res = await makeBet(app, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return betMakeResultSchema.parse(res.json().payload);
}

export async function betHistory(app: App, token: string, query = '', language = 'en') {
  const res = await call(app, 'GET', `/bets/history${query}`, { token, headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  return betListSchema.parse(res.json().payload).list;
}

/** Bets stored for a wallet, whatever the API shows. */
export async function betsOfWallet(app: App, walletId: number) {
  return app.database.db
    .selectFrom('bets')
    .select(['id', 'amount', 'odds', 'status'])
    .where('wallet_id', '=', BigInt(walletId))
    .execute();
}

/** The sum of the betting house account's entries in a currency. */
export async function houseBetting(app: App, currencyId: number) {
  const account = await app.services.ledger.houseAccount(app.database.db, 'house_betting', currencyId);
  return app.services.ledger.sumOfEntries(account);
}

/** `POST /bets/cash-out` for the player; answers the raw response. */
export function cashOut(app: App, token: string, body: Record<string, unknown>, language = 'en') {
  return call(app, 'POST', '/bets/cash-out', { token, body, headers: { 'accept-language': language } });
}

/**
 * A bet's cash-out offer worked out here, apart from the rules: each open leg's fair chance is the
 * product of the market's other prices over the sum of such products (1/price over the sum of
 * 1/prices), times its placed odds; less `marginBp`, rounded down once, never above the payout.
 */
export function expectedOffer(
  stake: bigint,
  legs: Array<{ placed: number; market: readonly number[]; pick: number }>,
  marginBp = 500,
): bigint {
  let num = stake * BigInt(10_000 - marginBp);
  let den = 10_000n;
  let payout = stake;
  let payoutDen = 1n;
  for (const leg of legs) {
    const without = (skip: number) =>
      leg.market.reduce((product, price, i) => (i === skip ? product : product * BigInt(price)), 1n);
    const all = leg.market.reduce((sum, _price, i) => sum + without(i), 0n);
    num *= BigInt(leg.placed) * without(leg.pick);
    den *= 1000n * all;
    payout *= BigInt(leg.placed);
    payoutDen *= 1000n;
  }
  const value = num / den;
  const most = payout / payoutDen;
  if (most < value) return most;
  return value;
}
