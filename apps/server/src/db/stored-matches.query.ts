import type { Database } from './database.js';

/*
 * One read shape of the sports tables (written by feed ingestion), shared by the repositories that
 * read stored matches with filters of their own: the catalog's current matches, the results history
 * (events), the names of old bet legs (bets) and ingestion's own reads. It is a query fragment, not an
 * answer, so it lives beside the schema rather than behind one module's service.
 */

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
