import { BET_STATUS, BET_TYPE } from '@meridian/contract/bets';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** A bet as cash-out reads it, with its wallet's kind (a bonus balance's bets have no offer). */
function selectBet(db: Database, betId: bigint) {
  return db
    .selectFrom('bets as b')
    .innerJoin('wallets as w', 'w.id', 'b.wallet_id')
    .select([
      'b.id',
      'b.user_id',
      'b.wallet_id',
      'b.currency_id',
      'b.type',
      'b.status',
      'b.amount',
      'b.odds',
      'b.free_bet_id',
      'w.kind as wallet_kind',
    ])
    .where('b.id', '=', betId);
}

export function findBet(db: Database, betId: bigint) {
  return selectBet(db, betId).executeTakeFirst();
}

/** The bet's row lock, as settlement takes it: a cash-out and a settlement of one bet go one after the other. */
export function lockBet(db: Database, betId: bigint) {
  return selectBet(db, betId).forUpdate('b').executeTakeFirst();
}
export type CashOutBetRow = NonNullable<Awaited<ReturnType<typeof findBet>>>;

export function listLegs(db: Database, betId: bigint) {
  return db
    .selectFrom('bet_legs')
    .select(['bet_id', 'position', 'match_id', 'market_id', 'outcome_id', 'odds', 'status'])
    .where('bet_id', '=', betId)
    .orderBy('position')
    .execute();
}

/** The kind of each wallet (cash or a bonus balance). */
export async function walletKinds(db: Database, walletIds: bigint[]): Promise<Map<bigint, string>> {
  if (walletIds.length === 0) return new Map();
  const rows = await db.selectFrom('wallets').select(['id', 'kind']).where('id', 'in', walletIds).execute();
  return new Map(rows.map((r) => [r.id, r.kind]));
}

/** The cash-outs paid on these bets, oldest first. */
export function listPaid(db: Database, betIds: bigint[]) {
  if (betIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bet_cash_outs')
    .select(['bet_id', 'amount', 'stake', 'paid_at'])
    .where('bet_id', 'in', betIds)
    .where('paid_at', 'is not', null)
    .orderBy('id')
    .execute();
}

/** A player's cash-out request by its id: held for the live delay, or paid. */
export function findRequest(db: Database, userId: bigint, requestId: string) {
  return db
    .selectFrom('bet_cash_outs')
    .select([
      'bet_id',
      'amount_seen',
      'stake_part',
      'check_odds',
      'accept_after',
      'amount',
      'stake',
      'paid_at',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}
export type CashOutRequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export interface CashOutAsked {
  userId: bigint;
  requestId: string;
  betId: bigint;
  amountSeen: bigint;
  stakePart: bigint | null;
  checkOdds: number;
}

/** Holds a request for the live delay; a concurrent first call of the same request id keeps the first. */
export async function insertHeld(db: Database, asked: CashOutAsked, acceptAfter: Date): Promise<void> {
  await db
    .insertInto('bet_cash_outs')
    .values({ ...columns(asked), accept_after: acceptAfter })
    .onConflict((oc) => oc.columns(['user_id', 'request_id']).doNothing())
    .execute();
}

/** Removes a held request refused after its delay (a paid one stays). */
export async function deleteHeld(db: Database, userId: bigint, requestId: string): Promise<void> {
  await db
    .deleteFrom('bet_cash_outs')
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .where('paid_at', 'is', null)
    .execute();
}

/**
 * Records a paid cash-out under its request id (its held row, or a new one). False when the request
 * id was paid already, for any bet: the caller's transaction is then rolled back.
 */
export async function recordPaid(
  db: Database,
  asked: CashOutAsked,
  paid: { amount: bigint; stake: bigint; at: Date },
): Promise<boolean> {
  const done = { amount: paid.amount, stake: paid.stake, paid_at: paid.at };
  const row = await db
    .insertInto('bet_cash_outs')
    .values({ ...columns(asked), ...done })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'request_id'])
        .doUpdateSet(done)
        .where('bet_cash_outs.paid_at', 'is', null)
        .where('bet_cash_outs.bet_id', '=', asked.betId),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

function columns(asked: CashOutAsked) {
  return {
    user_id: asked.userId,
    request_id: asked.requestId,
    bet_id: asked.betId,
    amount_seen: asked.amountSeen,
    stake_part: asked.stakePart,
    check_odds: asked.checkOdds,
  };
}

/** A partial cash-out: the stake left in game (its potential win follows from it). */
export async function lowerStake(db: Database, betId: bigint, amount: bigint): Promise<void> {
  await db
    .updateTable('bets')
    .set({ amount })
    .where('id', '=', betId)
    .where('status', '=', BET_STATUS.inGame)
    .execute();
}

/** A whole cash-out closes the bet: status 5, `amount_win` what it paid. */
export async function closeCashedOut(db: Database, betId: bigint, paid: bigint): Promise<void> {
  await db
    .updateTable('bets')
    .set({ status: BET_STATUS.cashedOut, amount_win: paid, settled_at: sql`now()` })
    .where('id', '=', betId)
    .where('status', '=', BET_STATUS.inGame)
    .execute();
}

/** Held requests nobody came back for by `before` (a later repeat is taken as a new request). */
export async function purgeHeld(db: Database, before: Date): Promise<number> {
  const res = await db
    .deleteFrom('bet_cash_outs')
    .where('paid_at', 'is', null)
    .where('accept_after', '<', before)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Matches and their markets (no market ids: every market of the match). */
export type MarketsOf = ReadonlyArray<{ matchId: number; marketIds: readonly number[] }>;

/**
 * Open singles and accumulators staked from a cash wallet (the bets with an offer), with an open leg
 * in one of these markets, in id order after `afterBetId`, a page at a time.
 */
export async function openBetsOn(db: Database, markets: MarketsOf, afterBetId: bigint, limit: number) {
  if (markets.length === 0) return [];
  return db
    .selectFrom('bets as b')
    .innerJoin('wallets as w', 'w.id', 'b.wallet_id')
    .select(['b.id', 'b.user_id', 'b.type', 'b.status', 'b.amount', 'b.free_bet_id', 'w.kind as wallet_kind'])
    .where('b.id', 'in', (eb) =>
      eb
        .selectFrom('bet_legs as l')
        .select('l.bet_id')
        .where('l.status', '=', BET_STATUS.inGame)
        .where((leg) =>
          leg.or(
            markets.map((m) =>
              m.marketIds.length === 0
                ? leg('l.match_id', '=', m.matchId)
                : leg.and([leg('l.match_id', '=', m.matchId), leg('l.market_id', 'in', [...m.marketIds])]),
            ),
          ),
        ),
    )
    .where('b.id', '>', afterBetId)
    .where('b.status', '=', BET_STATUS.inGame)
    .where('b.type', 'in', [BET_TYPE.single, BET_TYPE.accumulator])
    .where('b.free_bet_id', 'is', null)
    .where('w.kind', '=', 'cash')
    .orderBy('b.id')
    .limit(limit)
    .execute();
}

/** Every leg of these bets. */
export function listLegsOf(db: Database, betIds: readonly bigint[]) {
  if (betIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bet_legs')
    .select(['bet_id', 'position', 'match_id', 'market_id', 'outcome_id', 'odds', 'status'])
    .where('bet_id', 'in', [...betIds])
    .orderBy('bet_id')
    .orderBy('position')
    .execute();
}
