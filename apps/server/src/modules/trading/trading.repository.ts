import type { Database } from '../../db/database.js';
import { selectStoredMatches } from '../../db/stored-matches.query.js';

export interface EventFilter {
  source?: 'line' | 'live' | undefined;
  sportId?: number | undefined;
  tournamentId?: number | undefined;
  status?: 'not_started' | 'live' | 'paused' | 'ended' | 'cancelled' | undefined;
  search?: string | undefined;
  /** Unix seconds: a line event starts after it. */
  nowS: number;
}

function filteredMatches(db: Database, filter: EventFilter) {
  let query = selectStoredMatches(db);
  if (filter.source === 'live') query = query.where('m.status', 'in', ['live', 'paused']);
  if (filter.source === 'line') {
    query = query.where('m.status', '=', 'not_started').where('m.start_time', '>', BigInt(filter.nowS));
  }
  if (filter.sportId !== undefined) query = query.where('m.sport_id', '=', filter.sportId);
  if (filter.tournamentId !== undefined) query = query.where('t.id', '=', filter.tournamentId);
  if (filter.status !== undefined) query = query.where('m.status', '=', filter.status);
  if (filter.search !== undefined) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // An event's id (an integer column) is searched as itself.
    const id =
      /^\d{1,10}$/.test(filter.search) && Number(filter.search) <= 2_147_483_647 ? Number(filter.search) : null;
    query = query.where((eb) =>
      eb.or([
        eb('h.name', 'ilike', like),
        eb('a.name', 'ilike', like),
        eb('t.name', 'ilike', like),
        ...(id === null ? [] : [eb('m.id', '=', id)]),
      ]),
    );
  }
  return query;
}

/** A page of stored events, the soonest first, and how many match the filter in all. */
export async function listEvents(db: Database, filter: EventFilter, page: { offset: number; limit: number }) {
  const rows = await filteredMatches(db, filter)
    .orderBy('m.start_time')
    .orderBy('m.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const count = await filteredMatches(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}

export function findEvent(db: Database, id: number) {
  return selectStoredMatches(db).where('m.id', '=', id).executeTakeFirst();
}

/** Every market of a match as the feed left it, settled and cancelled ones too. */
export function listMarkets(db: Database, matchId: number) {
  return db
    .selectFrom('sport_markets')
    .select(['id', 'type_id', 'part_id', 'line', 'name', 'status', 'outcomes'])
    .where('match_id', '=', matchId)
    .orderBy('part_id')
    .orderBy('type_id')
    .orderBy('line')
    .orderBy('id')
    .execute();
}

export function findMarket(db: Database, matchId: number, marketId: number) {
  return db
    .selectFrom('sport_markets')
    .select(['id', 'status', 'outcomes'])
    .where('match_id', '=', matchId)
    .where('id', '=', marketId)
    .executeTakeFirst();
}

export function listHolds(db: Database, matchId: number) {
  return db
    .selectFrom('trading_holds')
    .selectAll()
    .where('match_id', '=', matchId)
    .orderBy('market_id')
    .orderBy('outcome_id')
    .execute();
}

export type HoldRecord = Awaited<ReturnType<typeof listHolds>>[number];

/** Holds one target; false when it was held already. */
export async function insertHold(
  trx: Database,
  hold: { matchId: number; marketId: number; outcomeId: number; reason: string; operatorId: bigint | null; now: Date },
): Promise<boolean> {
  const row = await trx
    .insertInto('trading_holds')
    .values({
      match_id: hold.matchId,
      market_id: hold.marketId,
      outcome_id: hold.outcomeId,
      reason: hold.reason,
      operator_id: hold.operatorId,
      created_at: hold.now,
    })
    .onConflict((oc) => oc.columns(['match_id', 'market_id', 'outcome_id']).doNothing())
    .returning('match_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Releases one target; the released hold, or undefined when it was not held. */
export function deleteHold(trx: Database, target: { matchId: number; marketId: number; outcomeId: number }) {
  return trx
    .deleteFrom('trading_holds')
    .where('match_id', '=', target.matchId)
    .where('market_id', '=', target.marketId)
    .where('outcome_id', '=', target.outcomeId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The open legs of the open bets on a match, each with its bet's stake, total odds and currency:
 * what the liability is computed from (one statement, on the open-legs index).
 */
export function listOpenLegs(db: Database, matchId: number) {
  return db
    .selectFrom('bet_legs as l')
    .innerJoin('bets as b', 'b.id', 'l.bet_id')
    .innerJoin('currencies as c', 'c.id', 'b.currency_id')
    .select([
      'l.bet_id',
      'l.market_id',
      'l.outcome_id',
      'b.amount',
      'b.odds',
      'b.currency_id',
      'c.code as currency',
      'c.scale',
      'b.free_bet_id',
    ])
    .where('l.match_id', '=', matchId)
    .where('l.status', '=', 1)
    .where('b.status', '=', 1)
    .execute();
}

export type OpenLegRow = Awaited<ReturnType<typeof listOpenLegs>>[number];

/** Every market with a liability limit, by match: what each node checks placed bets against in memory. */
export async function listLimitedMarkets(db: Database, matchId?: number) {
  let query = db.selectFrom('trading_market_limits').select(['match_id', 'market_id']).distinct();
  if (matchId !== undefined) query = query.where('match_id', '=', matchId);
  return query.execute();
}

/** A match's liability limits, each with its currency's code and decimals. */
export function listLimits(db: Database, matchId: number) {
  return db
    .selectFrom('trading_market_limits as l')
    .innerJoin('currencies as c', 'c.id', 'l.currency_id')
    .select(['l.market_id', 'l.currency_id', 'l.amount', 'c.code as currency', 'c.scale'])
    .where('l.match_id', '=', matchId)
    .orderBy('l.market_id')
    .orderBy('l.currency_id')
    .execute();
}

/** Every currency of the site: what a limit may be set in. */
export function listCurrencies(db: Database) {
  return db.selectFrom('currencies').select(['id', 'code', 'scale']).orderBy('id').execute();
}

export function findSport(db: Database, sportId: number) {
  return db.selectFrom('sports').select('id').where('id', '=', sportId).executeTakeFirst();
}

/** The leagues (tournaments) of a sport the feed has sent, top ones first, then by name. */
export function listLeagues(db: Database, sportId: number) {
  return db
    .selectFrom('sport_tournaments')
    .select(['id', 'name', 'country_code'])
    .where('sport_id', '=', sportId)
    .orderBy('is_top', 'desc')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Sets or (amount null) removes one limit; answers the amount it replaced, or null. */
export async function setLimit(
  trx: Database,
  limit: {
    matchId: number;
    marketId: number;
    currencyId: number;
    amount: bigint | null;
    operatorId: bigint;
    now: Date;
  },
): Promise<bigint | null> {
  const before = await trx
    .deleteFrom('trading_market_limits')
    .where('match_id', '=', limit.matchId)
    .where('market_id', '=', limit.marketId)
    .where('currency_id', '=', limit.currencyId)
    .returning('amount')
    .executeTakeFirst();
  if (limit.amount !== null) {
    await trx
      .insertInto('trading_market_limits')
      .values({
        match_id: limit.matchId,
        market_id: limit.marketId,
        currency_id: limit.currencyId,
        amount: limit.amount,
        operator_id: limit.operatorId,
        created_at: limit.now,
      })
      .execute();
  }
  return before?.amount ?? null;
}
