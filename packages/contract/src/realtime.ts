import { z } from 'zod';
import {
  clockSchema,
  marketSchema,
  matchPartSchema,
  matchSchema,
  scorePartSchema,
  statisticsSchema,
} from './events.js';
import { amountSchema, walletListSchema } from './wallet.js';

/**
 * The WebSocket at `/api/v1/ws` (ARCHITECTURE.md §7): one per tab, JSON text frames.
 *
 * Channels:
 * - `tournament:{source}:{tournamentId}` the matches of one tournament in a source, `main` markets.
 * - `match:{matchId}` one match with every market of every part.
 * - `statistics:{matchId}` the statistics of a live match.
 * - `user` the signed-in player's own channel: the snapshot is the wallet list (`GET /user/balance`),
 *   updates are `userEvent`s (balance changed, bet accepted, bet settled, session ended). It needs an
 *   `auth` frame first with a valid access token, answered `authenticated`; a later `auth` frame (after
 *   a token refresh) replaces it, and an expired token or an ended session closes the channel.
 *
 * On `subscribe` the server answers `snapshot` with the whole current state of the channel, then
 * sends `update` frames with changes only. After a reconnect the client subscribes again and gets a
 * fresh snapshot. The bet slip follows its selections through their `match:{matchId}` channels.
 */
export const WS_PATH = '/api/v1/ws';

export const channelPattern = /^(tournament:(line|live):\d{1,12}|match:\d{1,12}|statistics:\d{1,12}|user)$/;
export const channelSchema = z.string().regex(channelPattern, 'unknown channel');

export const tournamentChannel = (source: 'line' | 'live', tournamentId: number) =>
  `tournament:${source}:${tournamentId}`;
export const matchChannel = (matchId: number) => `match:${matchId}`;
export const statisticsChannel = (matchId: number) => `statistics:${matchId}`;
export const USER_CHANNEL = 'user';

export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: channelSchema }),
  z.object({ type: z.literal('unsubscribe'), channel: channelSchema }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
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
    /** 2 won, 3 lost, 4 cancelled (stake refunded). */
    status: z.number().int().min(2).max(4),
    amount_win: amountSchema,
  }),
  z.object({ kind: z.literal('session_terminated') }),
]);
export type UserEvent = z.infer<typeof userEventSchema>;

export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('snapshot'),
    channel: z.string(),
    /** Tournament channels: matches; match channels: one match in a list; statistics: the parts; user: wallets. */
    data: z.union([z.object({ list: z.array(matchSchema) }), statisticsSchema, walletListSchema]),
  }),
  z.object({
    type: z.literal('update'),
    channel: z.string(),
    /** Match channels: deltas; statistics channels: the whole new statistics; user: one event. */
    data: z.union([z.object({ deltas: z.array(matchDeltaSchema) }), statisticsSchema, userEventSchema]),
  }),
  z.object({ type: z.literal('error'), channel: z.string().nullable(), message: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('authenticated'), user_id: z.number().int() }),
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
