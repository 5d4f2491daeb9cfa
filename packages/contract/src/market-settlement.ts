import { z } from 'zod';
import { reasonSchema } from './operators.js';

/**
 * Markets settled, voided and resettled by hand on the trading desk (`/api/admin/v1/events/{id}/markets/…`,
 * docs/backoffice.md): the operator's results replace the feed's for the market, and the bets on it are
 * paid by a job of the queue whose progress these shapes report.
 */

/** An outcome's result as an operator sets it; the halves are the quarter lines of Asian handicaps and totals. */
export const MANUAL_RESULTS = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
export type ManualResult = (typeof MANUAL_RESULTS)[number];

export const SETTLEMENT_KINDS = ['settle', 'void', 'resettle'] as const;

export const outcomeResultSchema = z.object({
  outcome_id: z.number().int().positive(),
  result: z.enum(MANUAL_RESULTS),
});

export const marketSettlementParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  market_id: z.coerce.number().int().positive(),
});

/** Results for every outcome of the market, and the reason for the audit. */
export const marketResultsSchema = z.object({
  results: z
    .array(outcomeResultSchema)
    .min(1)
    .refine((list) => new Set(list.map((r) => r.outcome_id)).size === list.length, 'Each outcome once.'),
  reason: reasonSchema,
});

export const marketVoidSchema = z.object({ reason: reasonSchema });

export const marketSettlementSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  market_id: z.number().int(),
  kind: z.enum(SETTLEMENT_KINDS),
  /** Empty for a void. */
  results: z.array(outcomeResultSchema),
  reason: z.string(),
  operator_id: z.number().int(),
  created_at: z.iso.datetime(),
  /** Null while its job goes through the bets. */
  finished_at: z.iso.datetime().nullable(),
  /** Bets with a leg on the market when it was made, and how many of them are done. */
  bets_total: z.number().int(),
  bets_done: z.number().int(),
});

export const marketSettlementListSchema = z.object({ list: z.array(marketSettlementSchema) });

export const settlementParamsSchema = z.object({ id: z.coerce.number().int().positive() });
