import { z } from 'zod';
import { GIFT_STATUSES, GIFT_TYPE, giftSchema } from './bonuses.js';
import { LANGUAGES } from './constants.js';
import { reasonSchema } from './operators.js';
import { amountSchema } from './wallet.js';

/**
 * Bonus campaigns as operators run them (`/api/admin/v1/bonuses/…`, docs/backoffice.md "Bonuses"):
 * what a gift gives, what its wagering asks, how players get it, and when it runs. Amounts are minor
 * units per currency code. A campaign's terms are copied onto each gift when it is granted, so an edit
 * of a running campaign changes only the gifts granted after it.
 */

export const GIFT_TYPES = [GIFT_TYPE.sport, GIFT_TYPE.casino, GIFT_TYPE.freeBet, GIFT_TYPE.freeSpins] as const;
export type GiftTypeId = (typeof GIFT_TYPES)[number];

/**
 * How players get a campaign's gift: the first deposit's choice (sports or casino bonus), a promo
 * code, the weekly free bet for a week's stakes, or only from an operator's hand (`manual`).
 */
export const CAMPAIGN_TRIGGERS = ['first_deposit', 'promo_code', 'weekly_stakes', 'manual'] as const;
export type CampaignTrigger = (typeof CAMPAIGN_TRIGGERS)[number];

/** Where a campaign stands: before its start, running, paused by an operator, or over. */
export const CAMPAIGN_STATUSES = ['scheduled', 'running', 'paused', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The game kinds a casino stake's contribution to wagering is set for (percent of the stake). */
export const CONTRIBUTION_KINDS = ['slots', 'table', 'live'] as const;

export const CAMPAIGN_NAME_MAX = 100;
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{3,32}$/;
/** Decimal odds as text with at most two decimals ("1.50"). */
export const ODDS_PATTERN = /^[1-9]\d{0,2}(\.\d{1,2})?$/;

const currencyCode = z.string().regex(/^[A-Z]{3,4}$/, 'A currency code such as EUR.');
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Minor units per currency code. */
export const currencyAmountsSchema = z.record(currencyCode, minor);
export type CurrencyAmounts = z.infer<typeof currencyAmountsSchema>;

const timestamp = z.iso.datetime({ offset: true });

/** A campaign as an operator writes it; which fields apply depends on its type and trigger (the server says which). */
export const campaignDraftSchema = z.object({
  type_id: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  trigger: z.enum(CAMPAIGN_TRIGGERS),
  slug: z.string().trim().regex(SLUG_PATTERN, 'Small letters, digits and dashes, up to 63.'),
  names: z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(CAMPAIGN_NAME_MAX)),
  /** First deposit: the share of the deposit given, up to `amounts`. */
  percent: z.number().int().min(1).max(1000).nullable().default(null),
  /** The bonus (or free bet) per currency; free spins give spins, so theirs are left empty. */
  amounts: currencyAmountsSchema,
  wagering_multiplier: z.number().int().min(0).max(200),
  min_odds: z.string().trim().regex(ODDS_PATTERN, 'Decimal odds such as 1.50.').nullable().default(null),
  min_events: z.number().int().min(1).max(30).nullable().default(null),
  /** 1 singles only, 2 accumulators only; null either. */
  bet_type_id: z.number().int().min(1).max(2).nullable().default(null),
  games: z.array(z.string().trim().min(1).max(100)).max(50).nullable().default(null),
  provider: z.string().trim().min(1).max(50).nullable().default(null),
  spins: z.number().int().min(1).max(1000).nullable().default(null),
  spin_bets: currencyAmountsSchema.nullable().default(null),
  contributions: z
    .object({
      slots: z.number().int().min(0).max(100),
      table: z.number().int().min(0).max(100),
      live: z.number().int().min(0).max(100),
    })
    .nullable()
    .default(null),
  conversion_cap_multiplier: z.number().int().min(1).max(100).nullable().default(null),
  /** Weekly free bet: the week's sports stakes that earn it, per currency. */
  min_stakes: currencyAmountsSchema.nullable().default(null),
  valid_days: z.number().int().min(1).max(365),
  is_cancellable: z.boolean().default(true),
  promo_code: z
    .string()
    .transform((text) => text.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(PROMO_CODE_PATTERN, 'Letters and digits, 3 to 32.'))
    .nullable()
    .default(null),
  max_uses: z.number().int().min(1).max(100_000_000).nullable().default(null),
  per_player: z.number().int().min(1).max(100).default(1),
  starts_at: timestamp,
  ends_at: timestamp.nullable().default(null),
});
export type CampaignDraft = z.output<typeof campaignDraftSchema>;
export type CampaignDraftInput = z.input<typeof campaignDraftSchema>;

export const campaignWriteSchema = z.object({ campaign: campaignDraftSchema, reason: reasonSchema });
export const campaignReasonSchema = z.object({ reason: reasonSchema });
export const campaignParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** What a campaign's gifts cost in one currency, from the ledger (docs/bonuses.md, "Cost"). */
export const campaignCostSchema = z.object({
  currency: z.string(),
  scale: z.number().int(),
  /** The house's bonus account's spend on the campaign's gifts, net of what came back: the reports' bonus cost. */
  cost: amountSchema,
  /** Bonus money that became cash when wagering was done. */
  converted: amountSchema,
});

export const operatorCampaignSchema = campaignDraftSchema.extend({
  id: z.number().int(),
  status: z.enum(CAMPAIGN_STATUSES),
  slug: z.string(),
  names: z.partialRecord(z.enum(LANGUAGES), z.string()),
  promo_code: z.string().nullable(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime().nullable(),
  /** Promo codes activated so far. */
  uses: z.number().int(),
  gifts: z.object({ total: z.number().int(), open: z.number().int() }),
  cost: z.array(campaignCostSchema),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type OperatorCampaign = z.output<typeof operatorCampaignSchema>;

export const operatorCampaignListSchema = z.object({ list: z.array(operatorCampaignSchema) });

export const campaignPreviewQuerySchema = z.object({ currency: currencyCode.default('EUR') });

/** The campaign in one language as a player reads it: their bonus card's lines and the gift's answer. */
export const campaignPreviewItemSchema = z.object({
  language: z.enum(LANGUAGES),
  /** A gift of the campaign as `GET /user/gifts` would answer it for a player in the previewed currency. */
  gift: giftSchema,
  card: z.object({
    name: z.string(),
    kind: z.string(),
    /** What the gift gives ("Bonus €10.00", "50 spins at €0.20 each"). */
    offer: z.string(),
    /** How a player gets it ("Promo code SPINS50"). */
    how: z.string(),
    wagering: z.string(),
    conditions: z.array(z.string()),
    validity: z.string(),
  }),
});
export const campaignPreviewSchema = z.object({
  currency: z.string(),
  /** The campaign has no amount in the currency asked: no player of it gets the gift. */
  offered: z.boolean(),
  list: z.array(campaignPreviewItemSchema),
});
export type CampaignPreview = z.output<typeof campaignPreviewSchema>;

/** A player's gift as the back office shows it. */
export const operatorGiftSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  campaign_slug: z.string(),
  name: z.string(),
  type_id: z.number().int(),
  status: z.enum(GIFT_STATUSES),
  currency: z.string(),
  scale: z.number().int(),
  bonus_amount: amountSchema,
  /** The bonus money in play now. */
  balance: amountSchema,
  wagering_amount: amountSchema,
  bet_amount: amountSchema,
  converted_amount: amountSchema.nullable(),
  spins: z.number().int().nullable(),
  spins_total: z.number().int().nullable(),
  code: z.string().nullable(),
  /** The operator who granted it by hand, if one did. */
  granted_by: z.string().nullable(),
  /** Still open: an operator may cancel it. */
  open: z.boolean(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
});
export type OperatorGift = z.output<typeof operatorGiftSchema>;

export const playerGiftsParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const playerGiftParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  gift_id: z.coerce.number().int().positive(),
});
export const operatorGiftListSchema = z.object({ list: z.array(operatorGiftSchema) });

/**
 * An operator's grant of a campaign's gift to a player, in the currency of the player's wallet.
 * `request_id` names the grant: sent again (a retry, a double click), it answers the same gift.
 */
export const giftGrantSchema = z.object({
  campaign_id: z.number().int().positive(),
  /** Less than the campaign's amount in the player's currency, when given (free spins: none). */
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null),
  request_id: z.uuid(),
  reason: reasonSchema,
});
export const giftGrantAnswerSchema = z.object({
  gift: operatorGiftSchema,
  /** The request was granted before: this is that gift, nothing new. */
  repeated: z.boolean(),
});

/**
 * How many units of each currency a euro of a campaign is worth, rounded to amounts a player reads
 * easily (a currency missing here is not filled by `perCurrency`).
 */
export const UNITS_PER_EURO: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1,
  GBP: 1,
  CHF: 1,
  USDT: 1,
  CAD: 1.5,
  AUD: 1.5,
  AZN: 2,
  GEL: 3,
  BYN: 3,
  PLN: 4,
  BRL: 5,
  SEK: 10,
  NOK: 10,
  ZAR: 20,
  MXN: 20,
  CZK: 25,
  TRY: 40,
  UAH: 40,
  INR: 90,
  RUB: 100,
  KES: 150,
  JPY: 150,
  KGS: 100,
  KZT: 500,
  NGN: 1_500,
  UZS: 12_000,
};
/** Minor units per unit where a currency has not two decimals. */
const SCALE_OF: Readonly<Record<string, number>> = { JPY: 0 };
export const scaleOfCode = (code: string): number => SCALE_OF[code] ?? 2;

/** `euros` in minor units of every currency of UNITS_PER_EURO: the back office's "fill from euros". */
export function perCurrency(euros: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(UNITS_PER_EURO).map(([code, units]) => [code, Math.round(euros * units * 10 ** scaleOfCode(code))]),
  );
}
