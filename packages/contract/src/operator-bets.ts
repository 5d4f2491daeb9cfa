import { z } from 'zod';
import { betSchema } from './bets.js';
import { reasonSchema } from './operators.js';
import { BET_STATUS_NAMES, playerBetSchema } from './players.js';

/**
 * The back office's bets (`/api/admin/v1/bets…`, docs/backoffice.md, "Bets"): every player's bets
 * by player, event, status, type, stake and time; one bet with its legs, the odds taken and now, its
 * ledger entries and what settled it; and an operator's void of one bet.
 */

export const OPERATOR_BETS_PAGE_SIZE = 50;

export const operatorBetsQuerySchema = z.object({
  player_id: z.coerce.number().int().positive().optional(),
  /** A match the bet has a leg on. */
  event_id: z.coerce.number().int().positive().optional(),
  status: z.enum(BET_STATUS_NAMES).optional(),
  /** 1 single, 2 accumulator. */
  type: z.coerce.number().int().min(1).max(2).optional(),
  /** Stakes from and to, in minor units of the bet's currency. */
  stake_min: z.coerce.number().int().min(0).optional(),
  stake_max: z.coerce.number().int().min(0).optional(),
  /** Placed from and to (ISO times). */
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(OPERATOR_BETS_PAGE_SIZE),
});

export const operatorBetSummarySchema = playerBetSchema.extend({
  player_id: z.number().int(),
  wallet_id: z.number().int(),
  legs: z.number().int(),
  /** Voided by an operator. */
  voided: z.boolean(),
});

export const operatorBetListSchema = z.object({ list: z.array(operatorBetSummarySchema), total: z.number().int() });

export const operatorBetParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const operatorBetSchema = z.object({
  summary: operatorBetSummarySchema,
  /** The coupon as the player sees it: legs with their names, odds taken and status. */
  coupon: betSchema,
  /** Each leg's price now, thousandths, by leg position; null when the outcome is no longer offered. */
  odds_now: z.array(z.number().int().nullable()),
  ledger: z.array(
    z.object({
      transaction_id: z.number().int(),
      kind: z.string(),
      /** The wallet's side of the posting, minor units (negative: taken from it). */
      amount: z.number().int(),
      created_at: z.iso.datetime(),
    }),
  ),
  /** Operators' settlements of markets the bet has a leg on, oldest first. */
  settlements: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['settle', 'void', 'resettle']),
      market_id: z.number().int(),
      reason: z.string(),
      operator_id: z.number().int(),
      created_at: z.iso.datetime(),
    }),
  ),
  void: z.object({ operator_id: z.number().int(), reason: z.string(), voided_at: z.iso.datetime() }).nullable(),
});

export const betVoidSchema = z.object({ reason: reasonSchema });
