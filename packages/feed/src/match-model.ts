import type {
  FeedIncident,
  FeedMatchStatus,
  FeedScore,
  FeedStatisticsPart,
  FeedTeam,
  FeedTournament,
} from './messages.js';

/** One scheduled match with everything fixed before it is published. */
export interface Fixture {
  eventId: number;
  sportId: number;
  tournament: FeedTournament;
  home: FeedTeam;
  away: FeedTeam;
  round: string | null;
  /** Wall-clock unix ms. */
  startMs: number;
  publishMs: number;
  /** Strength of each side on a common scale (0 average, about ±1.5 at the extremes). */
  rating: { home: number; away: number };
  /** Match seconds per wall second. */
  speed: number;
  /** Seed of everything that happens in the match. */
  seed: number;
  /** Rare: the match is cancelled before kick-off (at `atMs`) or during play (after a share of it). */
  cancel: { atMs: number } | { liveFraction: number } | null;
}

/** A market the model can price: its type, part and line; outcome names come from the registry. */
export interface MarketSpec {
  /** Unique within the event, stable for the whole event. */
  key: string;
  typeId: number;
  partId: number;
  /** Hundredths, or null. */
  line: number | null;
  /** Outcome names when the type has none of its own (correct score). */
  listed?: readonly string[];
}

/** A market spec keyed by its type, part and line. */
export function marketSpec(
  typeId: number,
  partId: number,
  line: number | null = null,
  listed?: readonly string[],
): MarketSpec {
  return { key: `${typeId}:${partId}:${line ?? ''}`, typeId, partId, line, ...(listed ? { listed } : {}) };
}

/** The visible state of a match, as a fixture_change carries it. */
export interface MatchState {
  status: FeedMatchStatus;
  currentPartId: number | null;
  clock: { seconds: number; running: boolean; rate: number } | null;
  scores: FeedScore[];
  redCards: { home: number; away: number };
  statistics: FeedStatisticsPart[];
}

/**
 * One moment of a match's script. The event feed turns steps into messages: `state` into a
 * fixture_change, `stop` into a bet_stop of every market, `settleParts` into settlements of the
 * markets of parts just finished, `reprice` into an odds_change priced from `context`, `end` into the
 * final settlement.
 */
export interface ScriptStep<C> {
  atMs: number;
  /** Pricing context after the step; present on steps that reprice. */
  context?: C;
  state?: MatchState;
  stop?: boolean;
  /**
   * Prices every market again from `context`; only markets whose prices or status moved are sent.
   * `all` follows a stop (every market comes back), `changed` is the quiet drift of the clock.
   */
  reprice?: 'all' | 'changed';
  settleParts?: number[];
  end?: boolean;
  /** What happened on the field at this moment, for the live tracker (a match_incidents message). */
  incidents?: Omit<FeedIncident, 'seq'>[];
}

export interface SimulateOptions {
  incidents?: boolean;
}

/** A family of sports sharing a scoring model (Poisson goals, normal points, races of units). */
export interface MatchModel<C> {
  /** Parts in playing order without the root. */
  parts(fixture: Fixture): number[];
  markets(fixture: Fixture): MarketSpec[];
  /** Pricing context before kick-off; `shift` moves the home side's strength (pre-match drift). */
  prematch(fixture: Fixture, shift: number): C;
  /**
   * The whole match from kick-off to the final whistle; the last step has `end`. With `incidents`,
   * sports with a live tracker tell what happens on the field too (the feed asks; a study of prices
   * does not need them).
   */
  simulate(fixture: Fixture, options?: SimulateOptions): ScriptStep<C>[];
  /** Fair probabilities of the market's outcomes now, or null when it is not offered now. */
  price(spec: MarketSpec, context: C): number[] | null;
  /** How the sport's totals and handicaps count: goals of the part, or units summed over all parts. */
  countsUnits: boolean;
}
