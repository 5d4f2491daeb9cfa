import { z } from 'zod';
import { sources } from './events.js';
import { reasonSchema } from './operators.js';
import { amountSchema } from './wallet.js';

/**
 * The trading desk's shapes (`/api/admin/v1/events…`, docs/backoffice.md): events with their
 * markets as the feed prices them, the operator's suspensions apart from the feed's status, and
 * what the book stands to pay on each outcome. Money in minor units, odds in thousandths.
 */

export const EVENT_STATUSES = ['not_started', 'live', 'paused', 'ended', 'cancelled'] as const;
export const MARKET_STATUSES = ['active', 'suspended', 'deactivated', 'settled', 'cancelled'] as const;

export const TRADING_PAGE_SIZE = 50;

export const tradingEventsQuerySchema = z.object({
  /** `line`: not started and starting later; `live`: in play. */
  source: z.enum(sources).optional(),
  sport_id: z.coerce.number().int().positive().optional(),
  /** The league (tournament). */
  tournament_id: z.coerce.number().int().positive().optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  /** Part of a team's or the league's name, or the event's id. */
  search: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(TRADING_PAGE_SIZE),
});

/** An operator's suspension of a whole event, a market or one outcome. */
export const holdSchema = z.object({
  /** Null: the whole event. */
  market_id: z.number().int().nullable(),
  /** Null: the whole market (or event). */
  outcome_id: z.number().int().nullable(),
  reason: z.string(),
  /** Null: the market's liability limit was reached. */
  operator_id: z.number().int().nullable(),
  created_at: z.iso.datetime(),
});

export const tradingEventSummarySchema = z.object({
  id: z.number().int(),
  sport_id: z.number().int(),
  tournament: z.object({ id: z.number().int(), name: z.string() }),
  home: z.string(),
  away: z.string(),
  /** Unix seconds. */
  start_time: z.number().int(),
  status: z.enum(EVENT_STATUSES),
  /** Held by an operator as a whole. */
  suspended_by_operator: z.boolean(),
});

export const tradingEventListSchema = z.object({
  list: z.array(tradingEventSummarySchema),
  total: z.number().int(),
});

/** The open bets' figures on one outcome in one currency (docs/backoffice.md, liability). */
export const outcomeFiguresSchema = z.object({
  currency_id: z.number().int(),
  currency: z.string(),
  /** The currency's minor-unit decimals: the amounts below are in its minor units. */
  scale: z.number().int(),
  /** Open bets with a leg on the outcome (singles and accumulators). */
  bets: z.number().int(),
  /** Their stakes. */
  stakes: amountSchema,
  /**
   * What the book pays if the outcome wins, net of the stakes taken on its market: positive is a
   * loss to the book, negative a gain.
   */
  liability: amountSchema,
});

export const tradingOutcomeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The feed's price, thousandths. */
  odds: z.number().int(),
  /** The feed's own word: the outcome is offered. */
  feed_active: z.boolean(),
  /** An operator holds this outcome (the market or event may be held too: see those). */
  suspended_by_operator: z.boolean(),
  /** What players see: open for bets. */
  open: z.boolean(),
  figures: z.array(outcomeFiguresSchema),
});

export const tradingMarketSchema = z.object({
  id: z.number().int(),
  type_id: z.number().int(),
  part_id: z.number().int(),
  /** Hundredths: 2.5 is 250. */
  line: z.number().int().nullable(),
  name: z.string(),
  /** The feed's own status. */
  feed_status: z.enum(MARKET_STATUSES),
  suspended_by_operator: z.boolean(),
  /** Liability limits per currency, in its minor units: reaching one suspends the market. */
  limits: z.array(
    z.object({ currency_id: z.number().int(), currency: z.string(), scale: z.number().int(), amount: amountSchema }),
  ),
  /** The status players see: the feed's, unless an operator holds the market or its event. */
  status: z.enum(MARKET_STATUSES),
  outcomes: z.array(tradingOutcomeSchema),
});

/** A currency the site keeps money in, with its minor-unit decimals. */
export const tradingCurrencySchema = z.object({
  currency_id: z.number().int(),
  currency: z.string(),
  scale: z.number().int(),
});

export const tradingEventSchema = tradingEventSummarySchema.extend({
  markets: z.array(tradingMarketSchema),
  holds: z.array(holdSchema),
  /** Every currency of the site: what a market's liability limit may be set in. */
  currencies: z.array(tradingCurrencySchema),
});

export const tradingEventParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** What to suspend or resume: the whole event, one market, or one outcome of a market. */
export const holdChangeSchema = z
  .object({
    market_id: z.number().int().positive().optional(),
    outcome_id: z.number().int().positive().optional(),
    reason: reasonSchema,
  })
  .refine((v) => v.outcome_id === undefined || v.market_id !== undefined, {
    message: 'An outcome is named with its market.',
    path: ['market_id'],
  });

export const holdListSchema = z.object({ holds: z.array(holdSchema) });

/** Sets (or, with `amount` null, removes) a market's liability limit in one currency. */
export const marketLimitSchema = z.object({
  market_id: z.number().int().positive(),
  currency_id: z.number().int().positive(),
  amount: amountSchema.refine((v) => v > 0, 'A limit is above zero.').nullable(),
  reason: reasonSchema,
});

export const marketLimitListSchema = z.object({
  limits: z.array(z.object({ market_id: z.number().int(), currency_id: z.number().int(), amount: amountSchema })),
});

/** The most seconds a live bet may be held before it is decided. */
export const LIVE_DELAY_MAX_S = 60;

/** The live bet delay of each sport: the operator's own, or the site's default (BET_LIVE_DELAY_S). */
export const liveDelayListSchema = z.object({
  default_seconds: z.number().int(),
  list: z.array(
    z.object({
      sport_id: z.number().int(),
      /** The sport's name in English. */
      sport: z.string(),
      seconds: z.number().int(),
      /** Set by an operator (else the default applies). */
      overridden: z.boolean(),
    }),
  ),
});

export const sportParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A sport's leagues (tournaments) the feed has sent, top ones first, then by name. */
export const leagueListSchema = z.object({
  list: z.array(
    z.object({
      /** The `tournament_id` of the events list. */
      id: z.number().int(),
      name: z.string(),
      country_code: z.string().nullable(),
    }),
  ),
});

/** A sport's live delay in seconds, or null to go back to the default; with the operator's reason. */
export const liveDelayChangeSchema = z.object({
  seconds: z.number().int().min(0).max(LIVE_DELAY_MAX_S).nullable(),
  reason: reasonSchema,
});

/**
 * The largest payout of one bet, per currency (minor units): what the bet returns if it wins, the
 * stake included (a free bet's winnings without its stake). A bet that could pay more is refused
 * with the largest stake that fits; the slip's `amount_max` is lowered the same way.
 */
export const payoutLimitListSchema = z.object({
  list: z.array(
    z.object({
      currency_id: z.number().int(),
      currency_code: z.string(),
      /** Decimal places of the currency's minor units. */
      scale: z.number().int(),
      /** Null: no limit in this currency. */
      amount: amountSchema.nullable(),
      updated_at: z.iso.datetime().nullable(),
    }),
  ),
});

export const currencyParamsSchema = z.object({ currency_id: z.coerce.number().int().positive() });

/** Sets (or, with `amount` null, removes) the largest payout of a bet in one currency. */
export const payoutLimitChangeSchema = z.object({
  amount: amountSchema.refine((v) => v > 0, 'A limit is above zero.').nullable(),
  reason: reasonSchema,
});
