/**
 * Feed messages, modelled on the industry's push feeds (ARCHITECTURE.md §1, §8). The built-in
 * simulator emits them; a real provider is adapted to them (an AMQP consumer carries the same JSON).
 * Ingestion is the only consumer that writes sports data.
 *
 * Conventions: `ts` is the feed time in unix milliseconds; odds are integers in thousandths; ids of
 * sports are those of the platform's sports dictionary; market ids and outcome ids are unique within
 * their event and never reused for another market or outcome of it.
 */

export type FeedMatchStatus = 'not_started' | 'live' | 'paused' | 'ended' | 'cancelled';

export interface FeedTeam {
  id: number;
  name: string;
  /** Two colours (#rrggbb) the platform draws the generated crest with. */
  colors: [string, string];
}

export interface FeedTournament {
  id: number;
  name: string;
  sport_id: number;
  /** ISO 3166-1 alpha-2 of the tournament's country, or null for an international one. */
  country_code: string | null;
  is_top: boolean;
}

/** A match part (full time, halves, quarters, periods, sets, maps, innings). Ids are global: see PARTS. */
export interface FeedPart {
  id: number;
  name: string;
}

export interface FeedScore {
  part_id: number;
  home: number;
  away: number;
}

export interface FeedStatisticRow {
  id: number;
  name: string;
  /** `score` rows compare two numbers (bars); `text` rows carry a sentence in `result`. */
  kind: 'score' | 'text';
  home?: number;
  away?: number;
  result: string;
}

export interface FeedStatisticsPart {
  part_id: number;
  rows: FeedStatisticRow[];
}

/** The whole current state of a fixture; sent when it appears and on every change of its state. */
export interface FixtureChange {
  type: 'fixture_change';
  event_id: number;
  ts: number;
  sport_id: number;
  tournament: FeedTournament;
  home: FeedTeam;
  away: FeedTeam;
  /** Unix seconds. */
  start_time: number;
  round: string | null;
  status: FeedMatchStatus;
  /** Every part of the match in playing order, the root (whole match) first. */
  parts: FeedPart[];
  root_part_id: number;
  current_part_id: number | null;
  /** Match clock in match seconds and how fast it runs now (match seconds per wall second). */
  clock: { seconds: number; running: boolean; rate: number } | null;
  /** The root part's score first, then each part played so far. */
  scores: FeedScore[];
  red_cards: { home: number; away: number };
  statistics: FeedStatisticsPart[];
}

export type FeedMarketStatus = 'active' | 'suspended' | 'deactivated';

export interface FeedOutcome {
  id: number;
  name: string;
  odds: number;
  active: boolean;
}

export interface FeedMarket {
  id: number;
  /** Market type: see MARKET_TYPES; names in other languages are derived from it. */
  type_id: number;
  part_id: number;
  /** Line of a total or handicap in hundredths (2.5 is 250), else null. */
  line: number | null;
  name: string;
  status: FeedMarketStatus;
  outcomes: FeedOutcome[];
}

/** New prices or status of some markets of an event (only the markets that changed, each whole). */
export interface OddsChange {
  type: 'odds_change';
  event_id: number;
  ts: number;
  markets: FeedMarket[];
}

/** Suspend markets at once (a dangerous moment); `market_ids` null means every market of the event. */
export interface BetStop {
  type: 'bet_stop';
  event_id: number;
  ts: number;
  market_ids: number[] | null;
}

export type FeedOutcomeResult = 'won' | 'lost' | 'void';

/** Final results of markets; every outcome of a settled market gets a result. */
export interface BetSettlement {
  type: 'bet_settlement';
  event_id: number;
  ts: number;
  markets: { id: number; outcomes: { id: number; result: FeedOutcomeResult }[] }[];
}

/** Markets cancelled: bets on them are refunded. `market_ids` null means every market of the event. */
export interface BetCancel {
  type: 'bet_cancel';
  event_id: number;
  ts: number;
  market_ids: number[] | null;
  reason: string;
}

export type FeedSide = 'home' | 'away';

/**
 * What happens on the field, as a live match tracker draws it. Football and ice hockey: the side in
 * possession and where (`possession` with a zone), shots, goals, cards, corners (football), penalties
 * (ice hockey: two minutes, the other side on the power play). Basketball: possession, scores of 1
 * (free throw), 2 or 3 points, fouls and time-outs. Tennis: who serves, each point, each game.
 * Every match has `part_start` and `part_end`, and `match_end` last.
 */
export type FeedIncidentKind =
  | 'part_start'
  | 'part_end'
  | 'match_end'
  | 'possession'
  | 'shot'
  | 'shot_on_target'
  | 'goal'
  | 'corner'
  | 'foul'
  | 'yellow_card'
  | 'red_card'
  | 'penalty'
  | 'score'
  | 'timeout'
  | 'serve'
  | 'point'
  | 'game';

/** Where the side in possession is: in its own half, attacking, or in a dangerous attack. */
export type FeedZone = 'safe' | 'attack' | 'dangerous';

export interface FeedIncident {
  /** 1, 2, 3 … within the match, in order: a consumer can tell a missed one. */
  seq: number;
  kind: FeedIncidentKind;
  /** The side the incident belongs to (in possession, scoring, booked, serving); null for the whistle. */
  side: FeedSide | null;
  /** Possession: where play is now (football, ice hockey, basketball). */
  zone?: FeedZone;
  /** Goals or points the incident scored (a goal 1, basketball 1 to 3, a tennis game 1). */
  points?: number;
  /** Tennis: the point score of the game being played after the incident (`"30:15"`, `"A:40"`). */
  game_score?: string;
  /** The part being played, or null between parts. */
  part_id: number | null;
  /** Match clock in seconds when the sport runs one, else null. */
  clock: number | null;
  /** The match score after the incident (root part: goals, points, or sets for tennis). */
  score: { home: number; away: number };
}

/** Incidents of a live match since the previous message of its kind (ARCHITECTURE.md §8). */
export interface MatchIncidents {
  type: 'match_incidents';
  event_id: number;
  ts: number;
  incidents: FeedIncident[];
}

export type FeedMessage = FixtureChange | OddsChange | BetStop | BetSettlement | BetCancel | MatchIncidents;
export type FeedMessageType = FeedMessage['type'];

/** Anything that produces feed messages: the simulator, or an adapter of a real provider. */
export interface FeedSource {
  start(deliver: (messages: FeedMessage[]) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}
