import { BET_STATUS } from '@meridian/contract/bets';
import type { Database } from '../../db/database.js';

export interface NewBet {
  betUuid: string;
  userId: bigint;
  walletId: bigint;
  currencyId: number;
  type: number;
  amount: bigint;
  odds: number;
  isLive: boolean;
  legs: { matchId: number; marketId: number; outcomeId: number; odds: number; isLive: boolean }[];
}

/** A bet placed under a bet_uuid, whoever placed it. */
export function findBetByUuid(db: Database, betUuid: string) {
  return db.selectFrom('bets').select(['id', 'user_id']).where('bet_uuid', '=', betUuid).executeTakeFirst();
}

/**
 * Inserts a bet and its legs; answers null when a bet of that bet_uuid exists (the unique key makes
 * a concurrent insert of the same bet_uuid wait for the first and then do nothing).
 */
export async function insertBet(db: Database, bet: NewBet): Promise<bigint | null> {
  const row = await db
    .insertInto('bets')
    .values({
      bet_uuid: bet.betUuid,
      user_id: bet.userId,
      wallet_id: bet.walletId,
      currency_id: bet.currencyId,
      type: bet.type,
      amount: bet.amount,
      odds: bet.odds,
      is_live: bet.isLive,
    })
    .onConflict((oc) => oc.column('bet_uuid').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  await db
    .insertInto('bet_legs')
    .values(
      bet.legs.map((leg, position) => ({
        bet_id: row.id,
        position,
        match_id: leg.matchId,
        market_id: leg.marketId,
        outcome_id: leg.outcomeId,
        odds: leg.odds,
        is_live: leg.isLive,
      })),
    )
    .execute();
  return row.id;
}

export function findRequest(db: Database, betUuid: string) {
  return db
    .selectFrom('bet_requests')
    .select(['bet_uuid', 'user_id', 'request', 'accept_after'])
    .where('bet_uuid', '=', betUuid)
    .executeTakeFirst();
}

/** Stores a live bet's request for the live delay; a concurrent first call of the same bet_uuid keeps the first. */
export async function insertRequest(
  db: Database,
  betUuid: string,
  userId: bigint,
  request: Record<string, unknown>,
  acceptAfter: Date,
): Promise<void> {
  await db
    .insertInto('bet_requests')
    .values({ bet_uuid: betUuid, user_id: userId, request: JSON.stringify(request), accept_after: acceptAfter })
    .onConflict((oc) => oc.column('bet_uuid').doNothing())
    .execute();
}

export async function deleteRequest(db: Database, betUuid: string): Promise<void> {
  await db.deleteFrom('bet_requests').where('bet_uuid', '=', betUuid).execute();
}

/** Stores a shared slip under a code; false when the code is taken. */
export async function insertSlipCode(
  db: Database,
  code: string,
  userId: bigint,
  events: Record<string, unknown>[],
  expiresAt: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('bet_slip_codes')
    .values({ code, user_id: userId, events: JSON.stringify(events), expires_at: expiresAt })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .executeTakeFirst();
  return row !== undefined;
}

export function findSlipCode(db: Database, code: string) {
  return db
    .selectFrom('bet_slip_codes')
    .select(['code', 'events', 'expires_at'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export interface HistoryFilter {
  userId: bigint;
  isLive: boolean | null;
  type: number | null;
  status: number | null;
  walletId: bigint | null;
  betId: bigint | null;
  lastId: bigint | null;
  from: Date | null;
  to: Date | null;
  limit: number;
}

/** The player's bets, newest first; only ever the caller's own (`user_id` is always a condition). */
export function listBets(db: Database, filter: HistoryFilter) {
  let query = db
    .selectFrom('bets')
    .select([
      'id',
      'wallet_id',
      'currency_id',
      'type',
      'status',
      'amount',
      'odds',
      'amount_win',
      'is_live',
      'created_at',
    ])
    .where('user_id', '=', filter.userId);
  if (filter.isLive !== null) query = query.where('is_live', '=', filter.isLive);
  if (filter.type !== null) query = query.where('type', '=', filter.type);
  if (filter.status !== null) query = query.where('status', '=', filter.status);
  if (filter.walletId !== null) query = query.where('wallet_id', '=', filter.walletId);
  if (filter.betId !== null) query = query.where('id', '=', filter.betId);
  if (filter.lastId !== null) query = query.where('id', '<', filter.lastId);
  if (filter.from !== null) query = query.where('created_at', '>=', filter.from);
  if (filter.to !== null) query = query.where('created_at', '<=', filter.to);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}
export type BetRow = Awaited<ReturnType<typeof listBets>>[number];

export function listLegs(db: Database, betIds: bigint[]) {
  if (betIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bet_legs')
    .select(['bet_id', 'position', 'match_id', 'market_id', 'outcome_id', 'odds', 'is_live', 'status'])
    .where('bet_id', 'in', betIds)
    .orderBy('bet_id')
    .orderBy('position')
    .execute();
}
export type LegRow = Awaited<ReturnType<typeof listLegs>>[number];

/** Stored matches (no longer in the catalog) with their tournament and teams, for naming old legs. */
export function listStoredMatches(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sport_matches as m')
    .innerJoin('sport_tournaments as t', 't.id', 'm.tournament_id')
    .innerJoin('sport_teams as h', 'h.id', 'm.home_team_id')
    .innerJoin('sport_teams as a', 'a.id', 'm.away_team_id')
    .select([
      'm.id',
      'm.sport_id',
      'm.start_time',
      'm.round',
      'm.status',
      'm.parts',
      'm.root_part_id',
      'm.current_part_id',
      'm.clock',
      'm.scores',
      'm.red_cards',
      't.id as tournament_id',
      't.name as tournament_name',
      't.country_code',
      't.is_top',
      'h.id as home_id',
      'h.name as home_name',
      'h.color_primary as home_primary',
      'h.color_secondary as home_secondary',
      'a.id as away_id',
      'a.name as away_name',
      'a.color_primary as away_primary',
      'a.color_secondary as away_secondary',
    ])
    .where('m.id', 'in', ids)
    .execute();
}
export type StoredMatchRow = Awaited<ReturnType<typeof listStoredMatches>>[number];

/** Stored markets by (match, market), for naming legs of matches no longer in the catalog. */
export function listStoredMarkets(db: Database, keys: { matchId: number; marketId: number }[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sport_markets')
    .select(['match_id', 'id', 'type_id', 'part_id', 'line', 'name', 'status', 'outcomes'])
    .where((eb) => eb.or(keys.map((k) => eb.and([eb('match_id', '=', k.matchId), eb('id', '=', k.marketId)]))))
    .execute();
}
export type StoredMarketRow = Awaited<ReturnType<typeof listStoredMarkets>>[number];

/** Whether a wallet has bets still in game (it cannot be deleted then). */
export async function hasOpenBets(db: Database, walletId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('bets')
    .select('id')
    .where('wallet_id', '=', walletId)
    .where('status', '=', BET_STATUS.inGame)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Locks a wallet row the way a ledger posting does (bets of one wallet are placed one at a time). */
export async function lockWallet(db: Database, walletId: bigint): Promise<void> {
  await db.selectFrom('wallets').select('id').where('id', '=', walletId).forUpdate().execute();
}

/** A wallet's cached balance (the ledger keeps it equal to the sum of its entries). */
export async function walletBalance(db: Database, walletId: bigint): Promise<bigint> {
  const row = await db.selectFrom('wallets').select('balance').where('id', '=', walletId).executeTakeFirst();
  return row?.balance ?? 0n;
}
