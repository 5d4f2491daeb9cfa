import { z } from 'zod';
import { cashOutOfferSchema } from './bets.js';
import {
  clockSchema,
  marketSchema,
  matchPartSchema,
  matchSchema,
  scorePartSchema,
  statisticsSchema,
} from './events.js';
import {
  supportInboxUpdateSchema,
  supportMessageSchema,
  supportOwnConversationSchema,
  supportOwnUpdateSchema,
} from './support.js';
import { amountSchema, walletListSchema } from './wallet.js';

/**
 * The WebSocket at `/api/v1/ws` (ARCHITECTURE.md §7): one per tab, JSON text frames.
 *
 * Channels:
 * - `tournament:{source}:{tournamentId}` the matches of one tournament in a source, `main` markets.
 * - `match:{matchId}` one match with every market of every part.
 * - `statistics:{matchId}` the statistics of a live match.
 * - `tracker:{matchId}` the live match tracker of a match whose `video.type` is `tracker`: the
 *   snapshot is the recent incidents with where play is now, the score and the clock; updates are
 *   new incidents. Signed-in players only (streams are theirs, spec 001 §1): a socket without an
 *   accepted `auth` frame is answered an `error` frame, and the channel closes when the auth ends.
 * - `user` the signed-in player's own channel: the snapshot is the wallet list (`GET /user/balance`),
 *   updates are `userEvent`s (balance changed, bet accepted, bet settled or cashed out, new cash-out
 *   offers of open bets, session ended). It needs an
 *   `auth` frame first with a valid access token, answered `authenticated`; a later `auth` frame (after
 *   a token refresh) replaces it, and an expired token or an ended session closes the channel.
 *   Its `support` events carry the player's support conversation (docs/support-chat.md).
 * - `support:{visitorId}` a visitor's support conversation: subscribed with the `visitor_token` of
 *   `POST /support/visitor` in the frame; the snapshot is `{ since }` (then read
 *   `GET /support/conversation`), updates are `{ conversation, message? }`.
 * - `support_inbox` every support conversation, for operators: an `operator_auth` frame first with
 *   an operator's access token whose role has `support.manage`, answered `operator_authenticated`;
 *   the snapshot is `{ since }` (then read the conversations), updates `{ conversation, message? }`.
 *   The channel closes, with an error frame, when the operator's session ends.
 *
 * On `subscribe` the server answers `snapshot` with the whole current state of the channel, then
 * sends `update` frames with changes only. After a reconnect the client subscribes again and gets a
 * fresh snapshot. The bet slip follows its selections through their `match:{matchId}` channels.
 */
export const WS_PATH = '/api/v1/ws';

export const channelPattern =
  /^(tournament:(line|live):\d{1,12}|match:\d{1,12}|statistics:\d{1,12}|tracker:\d{1,12}|user|support:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|support_inbox)$/;
export const channelSchema = z.string().regex(channelPattern, 'unknown channel');

export const tournamentChannel = (source: 'line' | 'live', tournamentId: number) =>
  `tournament:${source}:${tournamentId}`;
export const matchChannel = (matchId: number) => `match:${matchId}`;
export const statisticsChannel = (matchId: number) => `statistics:${matchId}`;
export const trackerChannel = (matchId: number) => `tracker:${matchId}`;
export const USER_CHANNEL = 'user';
export const supportChannel = (visitorId: string) => `support:${visitorId}`;
export const SUPPORT_INBOX_CHANNEL = 'support_inbox';

const sideSchema = z.enum(['home', 'away']);
const goalsSchema = z.object({ home: z.number().int(), away: z.number().int() });

/**
 * One thing that happened on the field, as the feed tells it (packages/feed FeedIncident): `possession`
 * (side and zone), `shot`, `shot_on_target`, `goal`, `corner`, `foul`, `yellow_card`, `red_card`,
 * `penalty` (ice hockey: two minutes), `score` (basketball: 1 to 3 points), `timeout`, `serve`,
 * `point` and `game` (tennis), `part_start`, `part_end`, `match_end`.
 */
export const trackerIncidentSchema = z.object({
  /** 1, 2, 3 … within the match. */
  seq: z.number().int(),
  /** Unix seconds. */
  time: z.number().int(),
  kind: z.string(),
  side: sideSchema.nullable(),
  zone: z.enum(['safe', 'attack', 'dangerous']).optional(),
  points: z.number().int().optional(),
  /** Tennis: after a point, the point score of the game (`30:15`, `A:40`); after a game, the set's games. */
  game_score: z.string().optional(),
  part_id: z.number().int().nullable(),
  /** Match clock in seconds, or null in sports without one. */
  clock: z.number().int().nullable(),
  /** The match score after the incident (sets in tennis). */
  score: goalsSchema,
});
export type TrackerIncident = z.infer<typeof trackerIncidentSchema>;

/** The `tracker:{id}` snapshot: where play is, who serves, the score and clock, the last incidents. */
export const trackerStateSchema = z.object({
  match_id: z.number().int(),
  sport_id: z.number().int(),
  possession: z.object({ side: sideSchema, zone: z.enum(['safe', 'attack', 'dangerous']) }).nullable(),
  /** Tennis: who serves the game being played. */
  server: sideSchema.nullable(),
  score: goalsSchema,
  clock: clockSchema.nullable(),
  /** Oldest first; at most TRACKER_INCIDENTS_KEPT. */
  incidents: z.array(trackerIncidentSchema),
});
export type TrackerState = z.infer<typeof trackerStateSchema>;
/** Sports whose live matches carry the tracker (football, tennis, basketball, ice hockey). */
export const TRACKER_SPORT_IDS: readonly number[] = [1, 2, 3, 4];

/** Incidents a tracker snapshot holds at most (the newest). */
export const TRACKER_INCIDENTS_KEPT = 50;

export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    channel: channelSchema,
    /** `support:{visitorId}` only: the visitor's token of `POST /support/visitor`. */
    visitor_token: z.string().min(1).max(200).optional(),
  }),
  z.object({ type: z.literal('unsubscribe'), channel: channelSchema }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  /** An operator's access token (the back office's), for `support_inbox`. */
  z.object({ type: z.literal('operator_auth'), token: z.string().min(1).max(4096) }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Changed outcome prices or availability. */
export const outcomeDeltaSchema = z.object({
  market_id: z.number().int(),
  id: z.number().int(),
  odds: z.number().int(),
  is_blocked: z.boolean(),
});
export type OutcomeDelta = z.infer<typeof outcomeDeltaSchema>;

/** The live state of a match: status, part, score, clock, red cards. */
export const matchStateSchema = z.object({
  is_live: z.boolean(),
  status_id: z.number().int(),
  current_part: matchPartSchema.nullable(),
  info: z.object({
    scores: z.array(scorePartSchema),
    red_cards: z.object({ home: z.number().int(), away: z.number().int() }),
    clock: clockSchema.nullable(),
  }),
});
export type MatchState = z.infer<typeof matchStateSchema>;

/**
 * A change to one match. Exactly what changed is present:
 * - `match`: the match appeared in the channel (whole, as in the snapshot);
 * - `removed`: the match left the channel (started, so left the line; ended; cancelled);
 * - `state`: new status, score, clock or red cards;
 * - `markets`: markets opened or whose outcome set changed (whole market);
 * - `odds`: price or availability changes of existing outcomes;
 * - `markets_blocked` / `markets_removed`: market ids suspended as a whole, or closed.
 */
export const matchDeltaSchema = z.object({
  id: z.number().int(),
  match: matchSchema.optional(),
  removed: z.boolean().optional(),
  state: matchStateSchema.optional(),
  markets: z.array(marketSchema).optional(),
  odds: z.array(outcomeDeltaSchema).optional(),
  markets_blocked: z.array(z.number().int()).optional(),
  markets_removed: z.array(z.number().int()).optional(),
});
export type MatchDelta = z.infer<typeof matchDeltaSchema>;

/** What the player's own channel reports. */
export const userEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('balance'), account_id: z.number().int(), balance: amountSchema }),
  z.object({ kind: z.literal('bet_accepted'), account_id: z.number().int(), bet_id: z.number().int() }),
  z.object({
    kind: z.literal('bet_settled'),
    account_id: z.number().int(),
    bet_id: z.number().int(),
    /** 2 won, 3 lost, 4 cancelled (stake refunded), 5 cashed out (`amount_win` is what it paid). */
    status: z.number().int().min(2).max(5),
    amount_win: amountSchema,
  }),
  /**
   * A cash-out of the bet was paid: `amount` for `stake_part` of its stake (all of it for a whole
   * one, which `bet_settled` with status 5 also tells); `auto` when the player's auto cash-out rule
   * paid it.
   */
  z.object({
    kind: z.literal('bet_cashed_out'),
    account_id: z.number().int(),
    bet_id: z.number().int(),
    amount: amountSchema,
    stake_part: amountSchema,
    auto: z.boolean(),
  }),
  /**
   * The cash-out offers of some of the player's open bets changed: a feed batch repriced, suspended or
   * reopened a market one of their open legs is on. Each `cash_out` is the bet's field of the same
   * name in `GET /bets/history`, as it is now; only bets whose offer changed are listed, one event
   * per player and batch.
   */
  z.object({
    kind: z.literal('cash_out'),
    offers: z.array(z.object({ bet_id: z.number().int(), cash_out: cashOutOfferSchema })),
  }),
  z.object({ kind: z.literal('session_terminated') }),
  /** The player's support conversation changed: a new message (theirs or an operator's), read marks, status. */
  z.object({
    kind: z.literal('support'),
    conversation: supportOwnConversationSchema,
    message: supportMessageSchema.optional(),
  }),
]);
export type UserEvent = z.infer<typeof userEventSchema>;

export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('snapshot'),
    channel: z.string(),
    /**
     * Tournament channels: matches; match channels: one match in a list; statistics: the parts;
     * tracker: its state; user: wallets.
     */
    data: z.union([
      z.object({ list: z.array(matchSchema) }),
      statisticsSchema,
      z.object({ tracker: trackerStateSchema }),
      walletListSchema,
      /** support channels: the server time (unix ms) from which updates follow. */
      z.object({ since: z.number().int() }),
    ]),
  }),
  z.object({
    type: z.literal('update'),
    channel: z.string(),
    /** Match channels: deltas; statistics channels: the whole new statistics; tracker: new incidents; user: one event. */
    data: z.union([
      z.object({ deltas: z.array(matchDeltaSchema) }),
      statisticsSchema,
      z.object({ incidents: z.array(trackerIncidentSchema) }),
      userEventSchema,
      supportOwnUpdateSchema,
      supportInboxUpdateSchema,
    ]),
  }),
  z.object({ type: z.literal('error'), channel: z.string().nullable(), message: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('authenticated'), user_id: z.number().int() }),
  z.object({ type: z.literal('operator_authenticated'), operator_id: z.number().int() }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Per connection: at most this many channels at once. */
export const WS_MAX_CHANNELS = 200;
/** The client pings every 25 s; the server closes a socket silent for 60 s. */
export const WS_PING_INTERVAL_MS = 25_000;
export const WS_IDLE_TIMEOUT_MS = 60_000;
/**
 * The close code of a socket the server dropped because it fell behind (RFC 6455 1013, try again
 * later): it reconnects after a longer wait, and gets fresh snapshots.
 */
export const WS_CLOSE_TOO_SLOW = 1013;
