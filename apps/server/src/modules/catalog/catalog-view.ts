import type { Match, Source, StatisticsPart } from '@meridian/contract/events';
import type { MatchDelta } from '@meridian/contract/realtime';

/**
 * One change of one match in a node's in-memory catalog, as the realtime gateway sees it.
 * Language-neutral: the gateway asks the catalog to render it per view and language.
 */
export interface CatalogChange {
  matchId: number;
  tournamentId: number;
  /** The source whose lists held the match before and after the change (null: in none). */
  before: Source | null;
  after: Source | null;
  statisticsChanged: boolean;
}

/**
 * What the realtime gateway reads from the catalog: snapshots for a new subscriber and rendered
 * deltas for each batch of changes. `list` is the tournament-list view (main markets), `full` the
 * event-card view (every market of every part).
 */
export interface CatalogView {
  /** Called after each applied batch of feed messages with the matches it changed. */
  onChange(listener: (changes: CatalogChange[]) => void): () => void;
  tournamentMatches(source: Source, tournamentId: number, language: string): Match[];
  match(matchId: number, language: string): Match | null;
  statistics(matchId: number, language: string): StatisticsPart[] | null;
  /**
   * The delta a subscriber of the view needs for this change, or null when the view is unaffected.
   * For a tournament channel of source S: a match entering S gives `match`, leaving gives `removed`.
   */
  deltaFor(change: CatalogChange, view: 'list' | 'full', source: Source | null, language: string): MatchDelta | null;
}
