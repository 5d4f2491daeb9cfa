import { z } from 'zod';
import { id, integer } from './request-input.js';
import { amountSchema } from './wallet.js';

/**
 * Responsible gaming (docs/responsible-gaming.md): limits a player sets on themselves, reality
 * checks, time-outs and self-exclusion, and the activity statement. The server enforces all of it.
 */

/** Money limits count in one currency (the wallet's); a session limit counts minutes signed in. */
export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];
/** Rolling windows: the last 24 hours, 7 days, 30 days. A session limit is per sign-in. */
export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];
/** A raise or a removal waits this long; a lower limit applies at once. */
export const RG_COOLING_OFF_HOURS = 24;
/** How often a reality check may come, in minutes. */
export const RG_REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
/** Time-out: 1 day to 6 weeks. Self-exclusion: 6 months to 5 years, or for good. */
export const RG_TIMEOUT_DAYS = { min: 1, max: 42 } as const;
export const RG_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;
/** A session limit, in minutes: 15 minutes to 24 hours. */
export const RG_SESSION_MINUTES = { min: 15, max: 1440 } as const;

/**
 * The `details` of a deposit refused by a deposit limit (422 of `POST /payments/provider/deposits`):
 * what can still be deposited in the limit's window, in minor units of the deposit's currency, and
 * when the window next lets more in (unix seconds: the oldest deposit counted leaves the rolling
 * window; null when only deposits still waiting for the bank fill it).
 */
export const depositLimitDetailsSchema = z.object({
  kind: z.literal('deposit_limit'),
  period: z.enum(RG_PERIODS),
  room: amountSchema,
  currency_id: z.number().int(),
  currency_code: z.string(),
  renews_at: z.number().int().nullable(),
});
export type DepositLimitDetails = z.infer<typeof depositLimitDetailsSchema>;

export const rgLimitSchema = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  /** Null for a session limit. */
  period: z.enum(RG_PERIODS).nullable(),
  /** Null for a session limit. */
  currency_id: z.number().int().nullable(),
  /** Minor units of the currency; minutes for a session limit. */
  amount: amountSchema,
  /** Counted so far in the window (money limits; minutes into this session for a session limit). */
  used: amountSchema,
  /** A raise or removal waiting for its cooling-off: the new amount (null: removal) and when it applies. */
  pending: z.object({ amount: amountSchema.nullable(), effective_at: z.number().int() }).nullable(),
});
export type RgLimit = z.infer<typeof rgLimitSchema>;

export const rgExclusionSchema = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  /** Unix seconds. */
  started_at: z.number().int(),
  /** Unix seconds; null for a permanent self-exclusion. */
  ends_at: z.number().int().nullable(),
  /** A self-exclusion the person took on another of their accounts, which covers this one too. */
  linked: z.boolean(),
});
export type RgExclusion = z.infer<typeof rgExclusionSchema>;

/** `GET /user/responsible-gaming`: the player's limits, reality check and any exclusion in force. */
export const rgStateSchema = z.object({
  limits: z.array(rgLimitSchema),
  reality_check_minutes: z.number().int().nullable(),
  exclusion: rgExclusionSchema.nullable(),
  /** The current sign-in: when it started (unix seconds). */
  session_started_at: z.number().int(),
});
export type RgState = z.infer<typeof rgStateSchema>;

/** `PUT /user/responsible-gaming/limits`: sets, lowers, raises or (amount null) removes a limit. */
export const rgLimitRequestSchema = z
  .object({
    kind: z.enum(RG_LIMIT_KINDS),
    period: z.enum(RG_PERIODS).optional(),
    currency_id: id().optional(),
    /** Minor units (minutes for a session limit); null removes the limit. */
    amount: integer(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable()),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'session') {
      const minutes = value.amount;
      if (minutes !== null && (minutes < RG_SESSION_MINUTES.min || minutes > RG_SESSION_MINUTES.max)) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: `A session limit is ${RG_SESSION_MINUTES.min} to ${RG_SESSION_MINUTES.max} minutes.`,
        });
      }
      return;
    }
    if (!value.period) ctx.addIssue({ code: 'custom', path: ['period'], message: 'Choose a period.' });
    if (value.currency_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['currency_id'], message: 'Choose a currency.' });
    }
  });
export type RgLimitRequest = z.output<typeof rgLimitRequestSchema>;

/** `PUT /user/responsible-gaming/reality-check`: every N minutes, or null for none. */
export const rgRealityCheckRequestSchema = z.object({
  minutes: integer(
    z
      .number()
      .int()
      .refine((n) => (RG_REALITY_CHECK_MINUTES as readonly number[]).includes(n), {
        message: `One of ${RG_REALITY_CHECK_MINUTES.join(', ')} minutes.`,
      })
      .nullable(),
  ),
});

/** `POST /user/responsible-gaming/exclusion`: a time-out in days, or a self-exclusion in months (null: for good). */
export const rgExclusionRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('timeout'),
    days: integer(z.number().int().min(RG_TIMEOUT_DAYS.min).max(RG_TIMEOUT_DAYS.max)),
  }),
  z.object({
    kind: z.literal('self_exclusion'),
    months: integer(z.number().int().min(RG_EXCLUSION_MONTHS.min).max(RG_EXCLUSION_MONTHS.max).nullable()),
  }),
]);
export type RgExclusionRequest = z.output<typeof rgExclusionRequestSchema>;

/** `GET /user/responsible-gaming/reality`: the sign-in's time and net result, for the reality check. */
export const rgRealitySchema = z.object({
  session_started_at: z.number().int(),
  /** Seconds since the sign-in. */
  played_seconds: z.number().int(),
  /** Per currency: stakes and returns since the sign-in (won − staked; negative is a loss). */
  results: z.array(z.object({ currency_id: z.number().int(), staked: amountSchema, net: amountSchema })),
  reality_check_minutes: z.number().int().nullable(),
});
export type RgReality = z.infer<typeof rgRealitySchema>;

export const rgActivityQuerySchema = z.object({
  group: z.enum(RG_PERIODS).default('day'),
  currency_id: id(),
  /** How many days, weeks or months back, the current one included. */
  count: integer(z.number().int().min(1).max(60)).default(14),
});
export type RgActivityQuery = z.output<typeof rgActivityQuerySchema>;

/** One row of the activity statement: what moved in the player's cash wallet in a day, week or month. */
export const rgActivityRowSchema = z.object({
  /** The start of the day, week (Monday) or month, UTC, as YYYY-MM-DD. */
  period: z.string(),
  deposits: amountSchema,
  withdrawals: amountSchema,
  stakes: amountSchema,
  /** Returns minus stakes (negative: lost). */
  net: amountSchema,
});
export const rgActivitySchema = z.object({
  currency_id: z.number().int(),
  group: z.enum(RG_PERIODS),
  list: z.array(rgActivityRowSchema),
});
export type RgActivity = z.infer<typeof rgActivitySchema>;
