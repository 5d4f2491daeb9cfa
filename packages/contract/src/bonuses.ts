import { z } from 'zod';
import { id, integer } from './request-input.js';
import { amountSchema } from './wallet.js';

/** Gift types (spec 000 §3, §9: bonus types 1 to 4). */
export const GIFT_TYPE = { sport: 1, casino: 2, freeBet: 3, freeSpins: 4 } as const;

/** A gift's life (docs/bonuses.md): each has a name and chip colours per theme in `statuses`. */
export const GIFT_STATUSES = ['available', 'active', 'wagering', 'completed', 'spent', 'expired', 'cancelled'] as const;
export const giftStatusSchema = z.enum(GIFT_STATUSES);
export type GiftStatus = z.infer<typeof giftStatusSchema>;
/** The statuses in which a gift's bonus money is in play. */
export const PLAYING_GIFT_STATUSES: readonly GiftStatus[] = ['active', 'wagering'];

/** The first-deposit choice (spec 000 §4): 0 refuse, 1 sport, 2 casino. */
export const firstBonusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A bonus gift of the signed-in player (spec 000 §3); amounts in minor units of `currency_id`. */
export const giftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The promo code it came with, if any. */
  code: z.string().nullable(),
  type_id: z.number().int().min(1).max(4),
  status: giftStatusSchema,
  /** Unix seconds. */
  expired_at: z.number().int(),
  is_cancellable: z.boolean(),
  currency_id: z.number().int(),
  /** The bonus money still in play (the bonus wallet's balance while the gift plays). */
  balance: amountSchema,
  bonus_amount: amountSchema,
  /** Staked towards wagering so far, and what wagering asks. */
  bet_amount: amountSchema,
  wagering_amount: amountSchema,
  /** Casino: the games that count, by external id (null: every game of the provider, or all). */
  games: z.array(z.string()).nullable(),
  spins: z.number().int().nullable(),
  spins_total: z.number().int().nullable(),
  provider: z.string().nullable(),
  /** Free spins: the bet of one spin; a free bet: its amount. */
  bet: amountSchema.nullable(),
  bet_type_id: z.number().int().nullable(),
  min_events: z.number().int().nullable(),
  /** Decimal odds as text ("1.50"). */
  min_odds: z.string().nullable(),
});
export type Gift = z.infer<typeof giftSchema>;

/** A status chip: its name and colours in each theme. */
export const giftStatusItemSchema = z.object({
  code: giftStatusSchema,
  name: z.string(),
  colors: z.object({
    dark: z.object({ text: z.string(), background: z.string() }),
    light: z.object({ text: z.string(), background: z.string() }),
  }),
});
export type GiftStatusItem = z.infer<typeof giftStatusItemSchema>;

export const GIFTS_PAGE_SIZE = 20;

/** `GET /user/gifts`: newest first; `statuses` a comma-separated list of codes. */
export const giftsQuerySchema = z.object({
  limit: integer(z.number().int().min(1).max(100)).default(GIFTS_PAGE_SIZE),
  offset: integer(z.number().int().min(0).max(100_000)).default(0),
  statuses: z
    .string()
    .max(200)
    .optional()
    .transform((text) =>
      text
        ? text
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(giftStatusSchema)),
});
export type GiftsQuery = z.infer<typeof giftsQuerySchema>;

export const giftListSchema = z.object({
  list: z.array(giftSchema),
  statuses: z.array(giftStatusItemSchema),
});

export const giftParamsSchema = z.object({ id: id() });

/** `POST /user/promo-codes/activate`. */
export const promoCodeSchema = z.object({ code: z.string().trim().min(1).max(40) });
export const promoCodeResultSchema = z.object({ gift: giftSchema });

/** `PUT /user/bonus/change`. */
export const bonusChangeSchema = z.object({ first_bonus: integer(firstBonusSchema) });
