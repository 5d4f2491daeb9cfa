import { z } from 'zod';
import { id, integer } from './request-input.js';

/**
 * Sports catalog calls of spec 001 §7 (`/events/*`) and the shapes of 001 §3.
 *
 * Odds are integers in thousandths (1.850 is 1850), like money they never travel as floats.
 * Times are unix seconds. Names (sports, markets, outcomes, parts, statistics) are in the request
 * language; team and tournament names are proper names and do not change with the language.
 */

export const sources = ['line', 'live'] as const;
export type Source = (typeof sources)[number];
export const sourceParamsSchema = z.object({ source: z.enum(sources) });

/** Hours ahead of now a line match may start; -1 (or absent) means no limit. Line only (001 §5). */
export const timeRanges = [-1, 1, 3, 12, 24, 48] as const;
export type TimeRange = (typeof timeRanges)[number];
export const timeRangeSchema = integer(z.literal(timeRanges)).optional();

/** `main` is the desktop set (several lines), `main_mobile` the compact one; `all` every open market. */
export const marketSets = ['main', 'main_mobile', 'all'] as const;
export type MarketSet = (typeof marketSets)[number];

/** Match status ids: 1 and 2 are in play (001 §4), 0 not started, 3 ended, 4 cancelled. */
export const MATCH_STATUS = { notStarted: 0, live: 1, paused: 2, ended: 3, cancelled: 4 } as const;
export const isInPlay = (statusId: number) => statusId === MATCH_STATUS.live || statusId === MATCH_STATUS.paused;

export const outcomeSchema = z.object({
  id: z.number().int(),
  market_id: z.number().int(),
  name: z.string(),
  /** Thousandths: 1850 reads 1.85. */
  odds: z.number().int(),
  /** Suspended or deactivated: shown locked, cannot be added or bet on. */
  is_blocked: z.boolean(),
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const marketSchema = z.object({
  id: z.number().int(),
  type_id: z.number().int(),
  name: z.string(),
  part_id: z.number().int(),
  /** Markets of one type at several lines share a `group`, used to show them together. */
  group: z.string(),
  is_blocked: z.boolean(),
  outcomes: z.array(outcomeSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const teamSchema = z.object({ name: z.string(), logo: z.string() });
export const scorePartSchema = z.object({
  part_id: z.number().int(),
  name: z.string(),
  home: z.number().int(),
  away: z.number().int(),
});
export type ScorePart = z.infer<typeof scorePartSchema>;

/** The match clock: `seconds` at the time of the answer; while `running`, it advances `rate` match seconds per second. */
export const clockSchema = z.object({ seconds: z.number().int(), running: z.boolean(), rate: z.number() });
export type Clock = z.infer<typeof clockSchema>;

export const matchInfoSchema = z.object({
  scores: z.array(scorePartSchema),
  red_cards: z.object({ home: z.number().int(), away: z.number().int() }),
  clock: clockSchema.nullable(),
});

export const matchPartSchema = z.object({ part_id: z.number().int(), name: z.string() });

export const matchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sport_id: z.number().int(),
  tournament: z.object({ id: z.number().int(), name: z.string(), image: z.string() }),
  country_id: z.number().int(),
  team_home: teamSchema,
  team_away: teamSchema,
  is_live: z.boolean(),
  is_favorite: z.boolean(),
  status_id: z.number().int(),
  /** The part whose markets are in `markets` (the request's `part_id`, else the root part). */
  event_part_id: z.number().int(),
  event_part_name: z.string(),
  parts: z.array(matchPartSchema),
  /** The part being played (live), or null. */
  current_part: matchPartSchema.nullable(),
  root_part_id: z.number().int(),
  markets: z.array(marketSchema),
  /** Number of open markets over every part, for the "+N" link of a list row. */
  markets_count: z.number().int(),
  /**
   * What a signed-in player may watch (spec 001 §3): `tracker` is the live match tracker, `url` the
   * socket channel that carries it (`tracker:{matchId}`); `hls` is a provider's stream, `url` its HLS
   * playlist. Present for every reader; the channel and the web app keep it to signed-in players.
   */
  video: z.object({ type: z.enum(['tracker', 'hls']), url: z.string() }).nullable(),
  round: z.string().nullable(),
  start_time: z.number().int(),
  info: matchInfoSchema,
});
export type Match = z.infer<typeof matchSchema>;

export const sportSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  cnt: z.number().int(),
});
export type SportSummary = z.infer<typeof sportSummarySchema>;

export const tournamentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  sport_id: z.number().int(),
  country_id: z.number().int(),
  is_top: z.boolean(),
  is_child: z.boolean(),
  is_parent: z.boolean(),
  matches_count: z.number().int(),
  /** Filled only where a call says so (the matches call returns matches on their own). */
  matches: z.array(matchSchema),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const sportTournamentsSchema = sportSummarySchema.extend({ tournaments: z.array(tournamentSchema) });
export type SportTournaments = z.infer<typeof sportTournamentsSchema>;

/** A fresh schema per field (see request-input). */
const ids = () => z.array(id()).max(500);

/** `GET /events/{source}`: sports of the source with counts, and the total. */
export const sourceSummarySchema = z.object({ list: z.array(sportSummarySchema), total: z.number().int() });

export const sportsRequestSchema = z.object({ time_range: timeRangeSchema });
export const sportsResponseSchema = z.object({ list: z.array(sportSummarySchema) });

export const tournamentsRequestSchema = z.object({
  sports: ids().default([]),
  countries: ids().default([]),
  time_range: timeRangeSchema,
});
export const tournamentsResponseSchema = z.object({ list: z.array(sportTournamentsSchema) });

export const matchesRequestSchema = z.object({
  tournaments: ids().min(1),
  markets: z.enum(marketSets).default('main'),
  time_range: timeRangeSchema,
});
export const matchListSchema = z.object({ list: z.array(matchSchema) });
export type MatchList = z.infer<typeof matchListSchema>;

export const matchesBestRequestSchema = z.object({
  limit: integer(z.number().int().min(1).max(50)).default(50),
  markets: z.enum(marketSets).default('main'),
  time_range: timeRangeSchema,
  sport_id: id().optional(),
});

export const matchRequestSchema = z.object({
  ids: ids().min(1).max(50),
  part_id: id().optional(),
});

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_LIMIT = 50;
export const searchRequestSchema = z.object({
  text: z.string().trim().min(SEARCH_MIN_LENGTH, 'To search enter at least 3 letters').max(100),
  limit: integer(z.number().int().min(1).max(SEARCH_LIMIT)).default(SEARCH_LIMIT),
});
export const searchResponseSchema = z.object({ line: z.array(matchSchema), live: z.array(matchSchema) });
export type SearchResult = z.infer<typeof searchResponseSchema>;

/** Statistics of 001 §3: per part, score-type rows carry both sides, text rows only `result`. */
export const statisticTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  result: z.string(),
  team_home: z.number().int().optional(),
  team_away: z.number().int().optional(),
});
export const statisticsPartSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  types: z.array(statisticTypeSchema),
});
export const statisticsSchema = z.object({ list: z.array(statisticsPartSchema) });
export type StatisticType = z.infer<typeof statisticTypeSchema>;
export type StatisticsPart = z.infer<typeof statisticsPartSchema>;

export const RESULTS_LIMIT = 50;
/** Results `type`: every ended match, or only finished or only cancelled ones. */
export const resultTypes = ['all', 'finished', 'cancelled'] as const;
export const resultsRequestSchema = z.object({
  sports: ids().default([]),
  from: integer(z.number().int().nonnegative()).optional(),
  to: integer(z.number().int().nonnegative()).optional(),
  type: z.enum(resultTypes).default('all'),
  text: z.string().trim().max(100).optional(),
  limit: integer(z.number().int().min(1).max(RESULTS_LIMIT)).default(RESULTS_LIMIT),
  offset: integer(z.number().int().min(0)).default(0),
});
/** A result group of 001 §3: per part, named rows (final score, winner, totals). */
export const resultGroupSchema = z.object({
  parts: z.array(z.object({ name: z.string(), types: z.array(z.object({ name: z.string(), result: z.string() })) })),
});
export const resultMatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sport_id: z.number().int(),
  tournament: z.object({ id: z.number().int(), name: z.string(), image: z.string() }),
  team_home: teamSchema,
  team_away: teamSchema,
  status_id: z.number().int(),
  start_time: z.number().int(),
  scores: z.array(scorePartSchema),
  result: resultGroupSchema,
  has_statistics: z.boolean(),
});
export type ResultMatch = z.infer<typeof resultMatchSchema>;
export const resultsResponseSchema = z.object({ list: z.array(resultMatchSchema) });
export const resultsInfoRequestSchema = z.object({ id: id() });

/** Favorites (001 §7): the page asks for page size + 1 to learn whether more follow. */
export const favoritesQuerySchema = z.object({
  limit: integer(z.number().int().min(1).max(100)).default(31),
  offset: integer(z.number().int().min(0)).default(0),
  /** Comma-separated status ids, e.g. `1,2` for live or `0` for upcoming; absent means both. */
  statuses: z
    .string()
    .regex(/^\d(,\d)*$/)
    .optional(),
});
export const favoriteRequestSchema = z.object({ event_id: id() });
export const favoriteResultSchema = z.object({
  event_id: z.number().int(),
  is_favorite: z.boolean(),
  total: z.number().int(),
});
export const favoritesCountSchema = z.object({ total: z.number().int() });

export const TOP_TOURNAMENTS_LIMIT = 7;
export const FIRST_TOURNAMENTS_PER_SPORT = 3;
export const ODDS_FLASH_MS = 4_000;
export const ODDS_SHINE_MS = 1_500;
export const SEARCH_DEBOUNCE_MS = 500;
export const INFINITE_SCROLL_DEBOUNCE_MS = 300;
export const INFINITE_SCROLL_TRIGGER_PX = 500;
