import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { selectStoredMatches } from '../../db/stored-matches.query.js';

/** Matches the catalog holds: not ended, or ended after `endedSinceTs` (feed time, unix ms). */
export function listCurrentMatches(db: Database, endedSinceTs: number) {
  return selectStoredMatches(db)
    .where((eb) => eb.or([eb('m.status', 'not in', ['ended', 'cancelled']), eb('m.ts', '>=', BigInt(endedSinceTs))]))
    .execute();
}

/** Open markets of the given matches (settled and cancelled ones are no longer shown). */
export async function listOpenMarkets(db: Database, matchIds: number[]) {
  if (matchIds.length === 0) return [];
  return db
    .selectFrom('sport_markets')
    .select(['match_id', 'id', 'type_id', 'part_id', 'line', 'name', 'status', 'outcomes'])
    .where(sql<boolean>`match_id = any(${matchIds}::integer[])`)
    .where('status', 'in', ['active', 'suspended'])
    .execute();
}

export function findTeam(db: Database, id: number) {
  return db
    .selectFrom('sport_teams')
    .select(['id', 'name', 'color_primary', 'color_secondary'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type MarketRow = Awaited<ReturnType<typeof listOpenMarkets>>[number];

/** The trading desk's suspensions, of one match or of all. */
export function listHolds(db: Database, matchId?: number) {
  let query = db.selectFrom('trading_holds').select(['match_id', 'market_id', 'outcome_id']);
  if (matchId !== undefined) query = query.where('match_id', '=', matchId);
  return query.execute();
}

export type HoldRow = Awaited<ReturnType<typeof listHolds>>[number];
