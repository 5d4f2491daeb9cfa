import { z } from 'zod';
import { reasonSchema } from './operators.js';

/**
 * Manual balance adjustments (`/api/admin/v1/…adjustments`, docs/backoffice.md): an operator moves
 * money into or out of a player's cash wallet as a ledger transaction against the house's
 * adjustments account, with a reason. One above the approval limit (`ADJUSTMENT_APPROVAL_ABOVE`, in
 * the wallet currency's minor units) waits for a second operator's approval: four eyes.
 */

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** The most one adjustment moves, in minor units: 1,000,000.00 at two decimals. */
export const ADJUSTMENT_MAX = 100_000_000;

export const adjustmentCreateSchema = z.object({
  /** The player's cash wallet. */
  wallet_id: z.number().int().positive(),
  /** Minor units of the wallet's currency: above 0 credits the player, below 0 debits them. */
  amount: z
    .number()
    .int()
    .min(-ADJUSTMENT_MAX)
    .max(ADJUSTMENT_MAX)
    .refine((v) => v !== 0, 'An adjustment moves some money.'),
  reason: reasonSchema,
});

export const adjustmentDecisionSchema = z.object({ reason: reasonSchema });

export const adjustmentParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const adjustmentsQuerySchema = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  player_id: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});

const operatorRef = z.object({ id: z.number().int(), email: z.string() });

export const adjustmentSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  wallet_id: z.number().int(),
  /** Minor units, signed as in the request. */
  amount: z.number().int(),
  currency: z.string(),
  scale: z.number().int(),
  status: z.enum(ADJUSTMENT_STATUSES),
  reason: z.string(),
  requested_by: operatorRef,
  requested_at: z.iso.datetime(),
  /** Who approved or rejected it (the requester itself when it needed no approval). */
  decided_by: operatorRef.nullable(),
  decision_reason: z.string().nullable(),
  decided_at: z.iso.datetime().nullable(),
  /** Whether it waits for a second operator because of its size. */
  needs_approval: z.boolean(),
});

export const adjustmentListSchema = z.object({ list: z.array(adjustmentSchema), total: z.number().int() });
