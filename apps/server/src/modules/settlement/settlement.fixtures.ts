import { randomUUID } from 'node:crypto';
import { combinedOdds } from '@meridian/contract/bets';
import type { FeedMarket, FixtureChange } from '@meridian/feed/messages';
import type { FastifyInstance } from 'fastify';
import { registerOneClick } from '../../../test/accounts.js';
import { fixture, footballMarkets, nextId, odds } from '../../../test/feed-factory.js';

export { ledgerInvariants, walletBalance } from '../ledger/ledger.fixtures.js';

type App = FastifyInstance;

export const EUR = 1;

export interface TestPlayer {
  id: number;
  token: string;
  refresh: string;
  walletId: bigint;
  accountId: bigint;
  currencyId: number;
}

export interface TestLeg {
  matchId: number;
  marketId: number;
  outcomeId: number;
  odds: number;
}

/** A new player with a EUR wallet holding `amount` (a deposit posted straight through the ledger). */
export async function fundedPlayer(app: App, amount = 100_000n): Promise<TestPlayer> {
  const player = await registerOneClick(app, { country_id: 58, currency_id: EUR });
  const { db } = app.database;
  const wallet = await app.services.wallets.account(db, BigInt(player.id));
  if (amount > 0n) await deposit(app, wallet.accountId, wallet.currencyId, amount);
  return { ...player, walletId: wallet.walletId, accountId: wallet.accountId, currencyId: wallet.currencyId };
}

/** Money in from the house cash account, as a payment would bring it (out again when negative). */
export async function deposit(app: App, accountId: bigint, currencyId: number, amount: bigint) {
  const house = await app.services.ledger.houseAccount(app.database.db, 'house_cash', currencyId);
  return app.services.ledger.postAlone({
    kind: amount > 0n ? 'deposit' : 'withdrawal',
    idempotencyKey: `test:deposit:${randomUUID()}`,
    entries: [
      { accountId, amount },
      { accountId: house, amount: -amount },
    ],
  });
}

/**
 * Places a bet the way bet placement stores one: the bet and its legs inserted and the stake posted
 * (wallet → house betting) in one transaction. Answers the bet id.
 */
export async function placeBet(app: App, player: TestPlayer, amount: bigint, legs: TestLeg[]): Promise<bigint> {
  const { ledger } = app.services;
  const betUuid = randomUUID();
  return app.database.db.transaction().execute(async (trx) => {
    const bet = await trx
      .insertInto('bets')
      .values({
        bet_uuid: betUuid,
        user_id: BigInt(player.id),
        wallet_id: player.walletId,
        currency_id: player.currencyId,
        type: legs.length > 1 ? 2 : 1,
        amount,
        odds: combinedOdds(legs.map((l) => l.odds)),
        is_live: false,
        settled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('bet_legs')
      .values(
        legs.map((l, i) => ({
          bet_id: bet.id,
          position: i + 1,
          match_id: l.matchId,
          market_id: l.marketId,
          outcome_id: l.outcomeId,
          odds: l.odds,
          is_live: false,
        })),
      )
      .execute();
    const house = await ledger.houseAccount(trx, 'house_betting', player.currencyId);
    await ledger.post(trx, {
      kind: 'bet_stake',
      idempotencyKey: `bet:${betUuid}:stake`,
      entries: [
        { accountId: player.accountId, amount: -amount },
        { accountId: house, amount },
      ],
      metadata: { bet_id: bet.id },
    });
    return bet.id;
  });
}

/** A not-started football match with its markets, stored through ingestion. */
export async function openMatch(app: App): Promise<FixtureChange> {
  const match = fixture({ tournamentId: nextId() });
  await app.services.ingestion.ingest([match, odds(match, footballMarkets())]);
  return match;
}

/** A leg on a match's outcome at the odds the test factory gives it. */
export function legOn(match: FixtureChange, marketId: number, outcomeId: number): TestLeg {
  const market = footballMarkets().find((m) => m.id === marketId) as FeedMarket;
  const outcome = market.outcomes.find((o) => o.id === outcomeId);
  if (!outcome) throw new Error(`no outcome ${outcomeId} in market ${marketId}`);
  return { matchId: match.event_id, marketId, outcomeId, odds: outcome.odds };
}

export async function betRow(app: App, betId: bigint) {
  const bet = await app.database.db
    .selectFrom('bets')
    .select(['status', 'odds', 'amount', 'amount_win', 'settled_at'])
    .where('id', '=', betId)
    .executeTakeFirstOrThrow();
  const legs = await app.database.db
    .selectFrom('bet_legs')
    .select(['position', 'status'])
    .where('bet_id', '=', betId)
    .orderBy('position')
    .execute();
  return { ...bet, legs: legs.map((l) => l.status) };
}

/** Postings of a bet's settlement (`bet:<id>:win` / `:refund`) as (key, amount on the wallet). */
export async function payoutsOf(app: App, betId: bigint) {
  const rows = await app.database.db
    .selectFrom('ledger_transactions')
    .innerJoin('ledger_entries', 'ledger_entries.transaction_id', 'ledger_transactions.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select(['ledger_transactions.idempotency_key', 'ledger_entries.amount'])
    .where('ledger_transactions.idempotency_key', 'in', [`bet:${betId}:win`, `bet:${betId}:refund`])
    .where('ledger_accounts.kind', '=', 'player')
    .execute();
  return rows.map((r) => ({ key: r.idempotency_key, amount: r.amount }));
}
