import { z } from 'zod';

/**
 * The back office's dashboard (`GET /api/admin/v1/dashboard`, docs/backoffice.md, "Dashboard"):
 * today's business by product since midnight UTC, the last hour's bets per minute and feed lag, and
 * the markets with the largest open liability. Money in minor units of the reference currency (EUR),
 * every currency converted at the reference rates, rounded down.
 */

const money = z.number().int();

export const productFiguresSchema = z.object({
  /** Money staked today (void bets left out, their stake having come back). */
  stakes: money,
  /** Money paid out today (bets settled today; casino wins). */
  wins: money,
  /** Gross gaming revenue: stakes − wins. */
  ggr: money,
  /** Bets placed today (casino: stakes taken). */
  bets: z.number().int(),
  /** Players who staked today. */
  players: z.number().int(),
});

export const dashboardSchema = z.object({
  /** Midnight UTC: the start of the figures' day. */
  day_start: z.iso.datetime(),
  currency: z.string(),
  scale: z.number().int(),
  products: z.object({
    sports: productFiguresSchema,
    casino: productFiguresSchema,
    live_casino: productFiguresSchema,
  }),
  /** Players who staked today on any product. */
  active_players: z.number().int(),
  payments: z.object({
    deposits: money,
    deposit_count: z.number().int(),
    withdrawals: money,
    withdrawal_count: z.number().int(),
  }),
  /** Sports bets placed in each of the last 60 minutes, oldest first (minutes with none are 0). */
  bets_per_minute: z.array(z.object({ minute: z.iso.datetime(), bets: z.number().int() })),
  /** The largest feed lag this node saw in each of the last 60 minutes, seconds; null when no batch came. */
  feed_lag: z.array(z.object({ minute: z.iso.datetime(), seconds: z.number().nullable() })),
  /** The ten markets with the largest open liability (the outcome that would cost the most), largest first. */
  top_markets: z.array(
    z.object({
      event_id: z.number().int(),
      event: z.string(),
      market_id: z.number().int(),
      market: z.string(),
      outcome_id: z.number().int(),
      liability: money,
      bets: z.number().int(),
    }),
  ),
});
