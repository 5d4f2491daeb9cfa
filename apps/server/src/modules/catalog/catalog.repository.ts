import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * Stored matches with their tournament and teams, in the columns the catalog builds a fixture from
 * (`fixtureFromRow`). Callers add their own where, order and limit.
 */
export function selectStoredMatches(db: Database) {
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
      'm.statistics',
      'm.ts',
      't.id as tournament_id',
      't.name as tournament_name',
      't.sport_id as tournament_sport_id',
      't.country_code',
      't.is_top',
      'h.id as home_id',
      'h.name as home_name',
      'h.color_primary as home_color_primary',
      'h.color_secondary as home_color_secondary',
      'a.id as away_id',
      'a.name as away_name',
      'a.color_primary as away_color_primary',
      'a.color_secondary as away_color_secondary',
    ]);
}
export type StoredMatchRow = Awaited<ReturnType<ReturnType<typeof selectStoredMatches>['execute']>>[number];

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
