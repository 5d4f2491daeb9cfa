import { z } from 'zod';
import { withDateRange } from './date-range.js';
import { teamSchema } from './events.js';
import { amount, flag, id, integer } from './request-input.js';
import { amountSchema } from './wallet.js';

/**
 * Betting calls of spec 001 §7 (`/bets/*`) and the shapes of 001 §3.
 *
 * Stakes and winnings are integers in minor units of the wallet's currency; odds are integers in
 * thousandths (1.850 is 1850). Winnings are `floor(stake × odds / 1000)` minor units; an
 * accumulator's odds are the product of its legs' odds, each step rounded down to thousandths.
 */

/**
 * A stake refused as too large says the largest stake accepted now (the envelope's `details` of a
 * 422): the site's maximum times the player's factor, or less where the bet's payout would pass the
 * trading desk's largest payout of a bet. The slip offers it.
 */
export const stakeLimitDetailsSchema = z.object({
  kind: z.literal('stake_limit'),
  amount_max: amountSchema,
});
export type StakeLimitDetails = z.infer<typeof stakeLimitDetailsSchema>;

/**
 * Bet status ids (001 §3); also the status of one leg, where 4 means the leg is void. 5: the player
 * cashed the whole bet out (a bet only, never a leg).
 */
export const BET_STATUS = { inGame: 1, won: 2, lost: 3, canceled: 4, cashedOut: 5 } as const;
export type BetStatusId = (typeof BET_STATUS)[keyof typeof BET_STATUS];
/** A leg's status ids: a leg is never cashed out on its own. */
export type LegStatusId = Exclude<BetStatusId, typeof BET_STATUS.cashedOut>;
/**
 * Bet types: a single, an accumulator of selections from different matches, a system of lines over
 * them, a bet builder (selections of one match priced together by the feed's custom-bet service).
 */
export const BET_TYPE = { single: 1, accumulator: 2, system: 3, builder: 4 } as const;
export type BetTypeId = (typeof BET_TYPE)[keyof typeof BET_TYPE];

/**
 * What to do when a leg's odds differ from the ones sent (001 §3):
 * 1 refuse any difference, 2 accept any change, 3 accept only a raise (refuse a fall).
 */
export const CHECK_ODDS = { exact: 1, acceptAny: 2, acceptRaise: 3 } as const;
export type CheckOddsMode = (typeof CHECK_ODDS)[keyof typeof CHECK_ODDS];

/** Bet history page (001 §9); open bets in the slip show at most 8. */
export const BET_HISTORY_PAGE_SIZE = 10;
export const OPEN_BETS_LIMIT = 8;
/** Selections per slip the server accepts at most, whatever `bets.coupon_max_size` says. */
export const BET_EVENTS_MAX = 50;
/** A shared slip's code stays loadable for this long (the spec leaves it open). */
export const COUPON_CODE_TTL_SECONDS = 7 * 24 * 3600;
/** Codes are 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const COUPON_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const COUPON_CODE_LENGTH = 8;

/**
 * Texts the bet calls answer in `payload.error` (English defaults; the server answers in the
 * request's language).
 */
export const BET_ERRORS = {
  oddsChanged: 'The odds have changed',
  eventClosed: 'Betting on this event has temporarily been closed',
  eventDeleted: 'Event was deleted',
  eventEnded: 'The event has ended',
  codeExpired: 'Code is expired',
  codeNotFound: 'There is no bet slip with this code',
  sameMatchTwice: 'An accumulator cannot hold two selections of one match',
  cashOutChanged: 'The cash-out amount has changed',
  cashOutLost: 'Cash-out is not available: a selection of this bet has lost',
  cashOutSuspended: 'Cash-out is suspended for now',
  cashOutDecided: 'Cash-out is not available: this bet is decided',
  cashOutBonus: 'Cash-out is not available for bets with a free bet or bonus money',
  cashOutNotOffered: 'Cash-out is not offered for this bet',
  editNotAccumulator: 'Only an open accumulator can be edited',
  editStarted: 'This bet can no longer be edited: a match has started',
  editCashedOut: 'A bet partly cashed out cannot be edited',
  editSelectionStarted: 'Only matches not yet started can be added',
} as const;

/** Ids in answers; requests read theirs with the liberal `id` of request-input. */
const idOut = z.number().int().positive();
const odds = integer(z.number().int().min(1001).max(1_000_000));

/** One selection as the slip sends it: the match (`id`), market, outcome and the odds seen. */
export const betSelectionSchema = z.object({
  id: id(),
  is_live: flag(),
  market_id: id(),
  outcome_id: id(),
  odds,
});
export type BetSelection = z.output<typeof betSelectionSchema>;

const selections = z.array(betSelectionSchema).min(1).max(BET_EVENTS_MAX);

/** A free bet offered to the player (001 §3): `bet` is its stake in minor units of the wallet's currency. */
export const freeBetSchema = z.object({ id: idOut, title: z.string(), description: z.string(), bet: amountSchema });
export type FreeBet = z.infer<typeof freeBetSchema>;

/**
 * `POST /dev/free-bets` (only with DEV_FEED=true): grants a player a free bet, as an operator does
 * with SQL. `amount` in minor units; `currency_id` defaults to the player's default wallet's
 * currency; `expires_at` in unix seconds, absent or null for never.
 */
export const devFreeBetGrantSchema = z.object({
  user_id: id(),
  currency_id: id().optional(),
  amount: amount(),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000).default(''),
  expires_at: integer(z.number().int().positive().nullable()).optional(),
});
export type DevFreeBetGrant = z.input<typeof devFreeBetGrantSchema>;

/** The free bet `POST /dev/free-bets` granted. */
export const devFreeBetSchema = freeBetSchema.extend({
  user_id: idOut,
  currency_id: idOut,
  expires_at: z.number().int().nullable(),
});
export type DevFreeBet = z.infer<typeof devFreeBetSchema>;

/** `POST /bets/update`: the slip asks for fresh odds; `account_id` when signed in, else `currency_id`. */
export const betUpdateRequestSchema = z.object({
  events: z.array(betSelectionSchema.extend({ odds: integer(z.number().int().min(0)) })).max(BET_EVENTS_MAX),
  account_id: id().optional(),
  currency_id: id().optional(),
});
export type BetUpdateRequest = z.output<typeof betUpdateRequestSchema>;

/** The current state of one selection; a selection whose match or market is gone is left out (deleted). */
export const betUpdateEventSchema = z.object({
  id: idOut,
  market_id: idOut,
  outcome_id: idOut,
  odds: z.number().int(),
  is_live: z.boolean(),
  /** The market or outcome is suspended: the selection cannot be bet on now. */
  is_blocked: z.boolean(),
  /** The match has ended or was cancelled: the selection is closed for good (`is_blocked` too). Absent: false. */
  is_ended: z.boolean().optional(),
});
export type BetUpdateEvent = z.infer<typeof betUpdateEventSchema>;

/**
 * A selection as it stands now, with its match, tournament, part, market and outcome named in the
 * request's language (`Accept-Language`): the slip shows these names, so a language switch renames it.
 */
export const loadedSelectionSchema = betUpdateEventSchema.extend({
  /** The match: "Home - Away". */
  name: z.string(),
  sport_id: z.number().int(),
  tournament: z.object({ id: z.number().int(), name: z.string(), image: z.string() }),
  event_part_id: z.number().int(),
  event_part_name: z.string(),
  market_name: z.string(),
  outcome_name: z.string(),
});
export type LoadedSelection = z.infer<typeof loadedSelectionSchema>;

export const betUpdateResultSchema = z.object({
  /** The largest stake accepted now: `bets.amount_max`, lowered to the wallet's balance when signed in. */
  amount_max: amountSchema,
  free_bets: z.array(freeBetSchema),
  /** The selections still offered, with their current names in the request's language. */
  events: z.array(loadedSelectionSchema),
});
export type BetUpdateResult = z.infer<typeof betUpdateResultSchema>;

/**
 * `POST /bets/make`. A live bet is held for the live delay: the answer carries `wait_time` (seconds)
 * and `bet_uuid`, and the client repeats the same request with that `bet_uuid` after the wait. A
 * `bet_uuid` makes at most one bet however often it is sent; a client may also choose its own
 * (a v4 UUID) on the first call to make a retry after a lost answer safe.
 */
export const betMakeRequestSchema = z.object({
  account_id: id(),
  amount: amount(),
  bet_type: integer(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])),
  check_odds: integer(z.union([z.literal(1), z.literal(2), z.literal(3)])).default(1),
  /**
   * The selections; a bet builder's (bet_type 4) are its parts, 2 to BUILDER_SELECTIONS_MAX
   * selections of one match (`odds` each the market's own, as the slip shows them).
   */
  events: selections,
  /**
   * A bet builder's price as the slip showed it (`POST /bets/builder`'s `odds`, thousandths):
   * `check_odds` compares it with the builder's price at placement, which the bet takes. Only a
   * builder sends it, and a builder must.
   */
  builder_odds: integer(z.number().int().positive()).optional(),
  /**
   * A system's combination sizes (bet_type 3): a line on every combination of each size of the
   * selections, in their order; a Yankee of four is [2, 3, 4], "2 of 4" is [2]. `amount` is then
   * the whole stake, the same on every line, so a whole number of minor units per line.
   */
  system: z
    .object({
      sizes: z
        .array(integer(z.number().int().min(1).max(8)))
        .min(1)
        .max(8),
    })
    .optional(),
  free_bet_id: integer(z.number().int().positive().nullable()).optional(),
  bet_uuid: z.uuid().optional(),
});
export type BetMakeRequest = z.input<typeof betMakeRequestSchema>;

export const betMakeResultSchema = z.object({
  /** Seconds to wait before repeating with `bet_uuid`; 0 when the bet is decided. */
  wait_time: z.number().int().min(0),
  bet_uuid: z.string(),
  /** Why the bet was refused (odds changed, event closed or deleted); null when accepted or waiting. */
  error: z.string().nullable(),
  /** The accepted bet's id, once accepted. */
  bet_id: z.number().int().nullable(),
  /** The current state of every selection, for the slip to update (also on refusal). */
  events: z.array(betUpdateEventSchema),
});
export type BetMakeResult = z.infer<typeof betMakeResultSchema>;

/** `POST /bets/save`: share a slip. */
export const betSaveRequestSchema = z.object({ events: selections });
export type BetSaveRequest = z.output<typeof betSaveRequestSchema>;
export const betSaveResultSchema = z.object({ coupon_code: z.string().nullable(), error: z.string().nullable() });
export type BetSaveResult = z.infer<typeof betSaveResultSchema>;

/** `GET /bets/load?coupon_code=`: the shared selections with their current names and odds. */
export const betLoadQuerySchema = z.object({ coupon_code: z.string().trim().min(1).max(32) });
export const betLoadResultSchema = z.object({
  /** Selections still offered; ones whose match or market is gone are left out. */
  events: z.array(loadedSelectionSchema),
  error: z.string().nullable(),
});
export type BetLoadResult = z.infer<typeof betLoadResultSchema>;

/** One leg of a placed bet as the coupon shows it. */
export const couponEventSchema = z.object({
  id: z.number().int(),
  market_id: z.number().int(),
  outcome_id: z.number().int(),
  odds: z.number().int(),
  outcome_name: z.string(),
  market_name: z.string(),
  name: z.string(),
  is_live: z.boolean(),
  event_part_name: z.string(),
  tournament: z.object({ name: z.string(), image: z.string() }),
  sport_id: z.number().int(),
  /** The leg's own status: 1 open, 2 won, 3 lost, 4 void. */
  status_id: z.number().int().min(1).max(4),
  team_home: teamSchema,
  team_away: teamSchema,
  round: z.string().nullable(),
  start_time: z.number().int(),
  state: z.object({
    score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
    is_live: z.boolean(),
  }),
});
export type CouponEvent = z.infer<typeof couponEventSchema>;

/**
 * Why a bet has no cash-out offer: a leg lost, an open leg's market is suspended (or gone, or the
 * bet is waiting for its settlement), no leg is open or the bet is decided, it was staked with a
 * free bet or bonus money, or its type has no cash-out.
 */
export const CASH_OUT_REASONS = ['lost', 'suspended', 'decided', 'bonus', 'not_offered'] as const;
export type CashOutReason = (typeof CASH_OUT_REASONS)[number];

/** The bet's cash-out offer now: `amount` is what the whole bet would pay (null when not available). */
export const cashOutOfferSchema = z.object({
  available: z.boolean(),
  amount: amountSchema.nullable(),
  reason: z.enum(CASH_OUT_REASONS).nullable(),
});
export type CashOutOfferState = z.infer<typeof cashOutOfferSchema>;

/** One cash-out done: what it paid, when (unix seconds) and the part of the stake it took. */
export const cashedOutSchema = z.object({ amount: amountSchema, at: z.number().int(), stake_part: amountSchema });
export type CashedOut = z.infer<typeof cashedOutSchema>;

/**
 * An auto cash-out rule: the bet is cashed out, whole or `stake_part` of its stake, once that pays
 * `amount` or more (for a part, the part's share of the offer).
 */
export const autoCashOutSchema = z.object({ amount: amountSchema, stake_part: amountSchema.nullable() });
export type AutoCashOut = z.infer<typeof autoCashOutSchema>;

/** A placed bet (coupon). */
export const betSchema = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  /** 1 in game, 2 won, 3 lost, 4 cancelled, 5 cashed out. */
  status: z.number().int().min(1).max(5),
  /** 1 single, 2 accumulator, 3 system, 4 bet builder (its parts are `events`, `odds` the builder's price). */
  type: z.number().int().min(1).max(4),
  account_id: z.number().int(),
  currency_id: z.number().int(),
  amount: amountSchema,
  /** Paid out: winnings when won, the stake when cancelled, 0 otherwise. */
  amount_win: amountSchema,
  /** What the bet pays if every open leg wins, at the current (possibly repriced) odds. */
  possible_win: amountSchema,
  /** Total odds in thousandths; void legs count as 1.000. */
  odds: z.number().int(),
  is_free_bet: z.boolean(),
  events: z.array(couponEventSchema),
  /**
   * A system's combination sizes and its number of lines (`amount` is shared equally by them);
   * null for a single or an accumulator. Its `odds` are every selection's together (the largest
   * line's), and `possible_win` what its lines pay if every open selection wins.
   */
  system: z.object({ sizes: z.array(z.number().int()), lines: z.number().int() }).nullable(),
  /** The cash-out offer of an open bet now; not available once it is decided. */
  cash_out: cashOutOfferSchema,
  /**
   * The cash-outs done, oldest first: partial ones lowered `amount` (the stake still in game) by
   * their `stake_part`; a whole one closed the bet (status 5, `amount_win` is what it paid).
   */
  cashed_out: z.array(cashedOutSchema),
  /** The player's auto cash-out rule of an open bet; null when it has none. */
  auto_cash_out: autoCashOutSchema.nullable(),
  /** The bet this one was edited from (`POST /bets/edit`: placed with its cash-out value); null otherwise. */
  edited_from: z.number().int().nullable(),
  /** The bet this one was edited into (cashed out whole for its stake); null otherwise. */
  edited_to: z.number().int().nullable(),
});
export type Bet = z.infer<typeof betSchema>;

/** `GET /bets/history`: `status=1` lists open bets; `coupon_id` reads one bet. */
export const betHistoryQuerySchema = withDateRange({
  feed_type: z.enum(['all', 'line', 'live']).default('all'),
  bet_type: integer(z.number().int().min(1).max(4)).optional(),
  status: integer(z.number().int().min(1).max(5)).optional(),
  account_id: id().optional(),
  coupon_id: id().optional(),
  limit: integer(z.number().int().min(1).max(100)).default(BET_HISTORY_PAGE_SIZE),
  last_id: id().optional(),
});
export type BetHistoryQuery = z.input<typeof betHistoryQuerySchema>;
export const betListSchema = z.object({ list: z.array(betSchema) });
export type BetList = z.infer<typeof betListSchema>;

/**
 * `POST /bets/cash-out`: sells an open bet back at its offer, whole or `stake_part` of its stake (10 %
 * or more, less than all of it). `amount_seen` is what the player was shown this request pays (for a
 * part, the part's share of the offer); `check_odds` says what to do when the offer has moved since,
 * as for placing a bet: 1 pay only that amount, 2 pay whatever it is now, 3 pay it only if it rose.
 * `request_id` (a v4 UUID the client chooses) makes the request idempotent: a repeat answers the
 * first outcome and never pays twice. A bet in play waits out the live delay: the answer is `waiting`
 * with `wait_time`, and the client repeats the same request after it.
 */
export const cashOutRequestSchema = z.object({
  bet_id: id(),
  amount_seen: amount(),
  stake_part: amount().optional(),
  check_odds: integer(z.union([z.literal(1), z.literal(2), z.literal(3)])).default(1),
  request_id: z.uuidv4(),
});
export type CashOutRequest = z.input<typeof cashOutRequestSchema>;

export const CASH_OUT_STATUSES = ['done', 'changed', 'unavailable', 'waiting'] as const;

export const cashOutResultSchema = z.object({
  /**
   * done: paid `amount`; changed: the offer is `amount` now, not the amount seen, and check_odds did
   * not take it; unavailable: no offer now (`bet.cash_out.reason` says why); waiting: repeat after
   * `wait_time`.
   */
  status: z.enum(CASH_OUT_STATUSES),
  /** Paid (done), or the offer now (changed); null otherwise. */
  amount: amountSchema.nullable(),
  /** Seconds to wait before repeating the same request; 0 unless waiting. */
  wait_time: z.number().int().min(0),
  /** Why nothing was paid, in the request's language; null when done or waiting. */
  error: z.string().nullable(),
  /** The bet as it stands after the request. */
  bet: betSchema,
});
export type CashOutResult = z.infer<typeof cashOutResultSchema>;

/**
 * `PUT /bets/auto-cash-out`: sets the bet's auto cash-out rule, replacing the one it had. The bet is
 * cashed out, whole or `stake_part` of its stake (10 % or more, less than all of it), at the offer
 * of the moment the cash-out pays `amount` or more, while the player is away. `amount` (for a part,
 * what the part pays) is above what it pays now and at most what it pays if it wins.
 */
export const autoCashOutRequestSchema = z.object({
  bet_id: id(),
  amount: amount(),
  stake_part: amount().optional(),
});
export type AutoCashOutRequest = z.input<typeof autoCashOutRequestSchema>;

/** `DELETE /bets/auto-cash-out`: removes the bet's auto cash-out rule (none is fine). */
export const autoCashOutDeleteSchema = z.object({ bet_id: id() });
export type AutoCashOutDelete = z.input<typeof autoCashOutDeleteSchema>;

/**
 * `POST /bets/edit`: adds, removes or swaps selections of an open accumulator before its first match
 * starts. In one transaction the bet is cashed out whole at its offer and a new accumulator of
 * `events` is placed from the same wallet with that value as its stake; nothing is written when
 * either part is refused. `amount_seen` is the offer the player was shown (the new stake) and
 * `check_odds` applies to it and to the new selections' odds as for placing a bet. `request_id`
 * (a v4 UUID) makes it happen at most once: a repeat answers the same two bets.
 */
export const editBetRequestSchema = z.object({
  bet_id: id(),
  request_id: z.uuidv4(),
  events: z.array(betSelectionSchema).min(2).max(BET_EVENTS_MAX),
  amount_seen: amount(),
  check_odds: integer(z.union([z.literal(1), z.literal(2), z.literal(3)])).default(1),
});
export type EditBetRequest = z.input<typeof editBetRequestSchema>;

/**
 * Why a bet cannot be edited now: a cash-out reason (no offer), not an open accumulator, a match of
 * it started, partly cashed out before, or `refused`: the new selections were refused (odds moved,
 * closed, gone or started; `error` says which).
 */
export const EDIT_BET_REASONS = [...CASH_OUT_REASONS, 'not_accumulator', 'started', 'cashed_out', 'refused'] as const;
export type EditBetReason = (typeof EDIT_BET_REASONS)[number];

export const EDIT_BET_STATUSES = ['done', 'changed', 'unavailable'] as const;

export const editBetResultSchema = z.object({
  /**
   * done: the bet was cashed out for `amount` and `new_bet` placed with it as its stake; changed: the
   * offer is `amount` now, not the amount seen, and check_odds did not take it; unavailable: nothing
   * was done (`reason`, `error`).
   */
  status: z.enum(EDIT_BET_STATUSES),
  /** The new bet's stake (done), or the offer now (changed); null otherwise. */
  amount: amountSchema.nullable(),
  reason: z.enum(EDIT_BET_REASONS).nullable(),
  /** Why nothing was done, in the request's language; null when done. */
  error: z.string().nullable(),
  /** The bet edited, as it stands after the request (cashed out, `edited_to` set, when done). */
  bet: betSchema,
  /** The new bet (done), `edited_from` the bet edited; null otherwise. */
  new_bet: betSchema.nullable(),
  /** The current state of every new selection still offered, for the dialog to update. */
  events: z.array(betUpdateEventSchema),
});
export type EditBetResult = z.infer<typeof editBetResultSchema>;

/** Total odds of legs (thousandths), void legs left out; 1000 when every leg is void. */
export function combinedOdds(legOdds: readonly number[]): number {
  let total = 1000;
  for (const leg of legOdds) total = Math.floor((total * leg) / 1000);
  return total;
}

/** Winnings of a stake at total odds, both integers: rounded down to the minor unit. */
export function winningsOf(amount: number, totalOdds: number): number {
  return Number((BigInt(amount) * BigInt(totalOdds)) / 1000n);
}
