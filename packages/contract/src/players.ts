import { z } from 'zod';
import { GIFT_STATUSES } from './bonuses.js';
import { KYC_STATUS } from './kyc.js';
import { reasonSchema } from './operators.js';
import { transactionStatusNames } from './payments.js';
import { amountSchema } from './wallet.js';

/**
 * The back office's players (`/api/admin/v1/players…`, docs/backoffice.md): a search over the
 * accounts and one player's page, read from the tables the player's own modules keep. Money in minor
 * units with the currency's code and scale beside it, as the trading desk's figures; odds in thousandths.
 */

export const PLAYERS_PAGE_SIZE = 50;

export const KYC_STATUS_NAMES = Object.keys(KYC_STATUS) as [keyof typeof KYC_STATUS, ...(keyof typeof KYC_STATUS)[]];
export const BET_STATUS_NAMES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;

export const playersQuerySchema = z.object({
  /** The player's id, or part of their e-mail, phone or name. */
  search: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(PLAYERS_PAGE_SIZE),
});

/** Who the player is, as the list shows them. */
export const playerSummarySchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  /** E.164 with its plus sign. */
  phone: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** ISO 3166 alpha-2, empty when the country is unknown. */
  country: z.string(),
  /** The currency the player signed up in. */
  currency: z.string(),
  kyc: z.enum(KYC_STATUS_NAMES),
  created_at: z.iso.datetime(),
});

export const playerListSchema = z.object({
  list: z.array(playerSummarySchema),
  total: z.number().int(),
});

export const playerParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** An amount's currency: the amount is in its minor units, `scale` decimals. */
const money = { currency_id: z.number().int(), currency: z.string(), scale: z.number().int() };

/**
 * A stake factor as a decimal string, "0" to "10" with up to four decimals ("0.5", "1.25"): exact,
 * never a float. It multiplies the player's largest stake; "0" stops the player betting.
 */
export const stakeFactorSchema = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,4})?$/, 'A decimal from 0 to 10, with at most four decimals.')
  .refine((v) => Number(v) <= 10, 'At most 10.');

/** A stake factor in basis points (10000 is 1): "0.5" is 5000. */
export const STAKE_FACTOR_ONE = 10_000;

/** "0.5" → 5000: the decimal's digits as an integer, no float on the way. */
export function stakeFactorToBasisPoints(factor: string): number {
  const [whole = '0', fraction = ''] = factor.trim().split('.');
  return Number(whole) * STAKE_FACTOR_ONE + Number(fraction.padEnd(4, '0'));
}

/** 5000 → "0.5": the shortest decimal of the basis points. */
export function stakeFactorOfBasisPoints(bp: number): string {
  const whole = Math.floor(bp / STAKE_FACTOR_ONE);
  const fraction = String(bp % STAKE_FACTOR_ONE)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export const stakeFactorChangeSchema = z.object({ factor: stakeFactorSchema, reason: reasonSchema });

export const stakeFactorAnswerSchema = z.object({ stake_factor: z.string() });

/** An operator's block of the player: play and deposits stop, sign-in and withdrawals stay. */
export const playerBlockSchema = z.object({
  operator_id: z.number().int(),
  reason: z.string(),
  blocked_at: z.iso.datetime(),
});

/** What an operator types for a block, an unblock or ending the player's sessions. */
export const playerActionSchema = z.object({ reason: reasonSchema });

export const playerBlockAnswerSchema = z.object({ blocked: playerBlockSchema.nullable() });

export const sessionsEndedSchema = z.object({ ended: z.number().int() });

/**
 * An operator's closure of the player's account: every sign-in is refused until an operator reopens
 * it. Only an account that holds no money and nothing open is closed.
 */
export const playerClosureSchema = z.object({
  operator_id: z.number().int(),
  operator_email: z.string(),
  reason: z.string(),
  closed_at: z.iso.datetime(),
});

export const playerClosureAnswerSchema = z.object({ closed: playerClosureSchema.nullable() });

/** A casino or live casino round as the wallet recorded it. */
export const playerRoundSchema = z.object({
  provider: z.string(),
  live: z.boolean(),
  /** The game's name, when the round named a known game. */
  game: z.string().nullable(),
  round: z.string(),
  started_at: z.iso.datetime(),
  ...money,
  /** Stakes taken in the round (refused and rolled-back ones left out). */
  stake: amountSchema,
  win: amountSchema,
  closed: z.boolean(),
});

/** An operator's note on a player: written once, kept as written. */
export const playerNoteSchema = z.object({
  id: z.number().int(),
  operator_id: z.number().int(),
  operator_email: z.string(),
  body: z.string(),
  created_at: z.iso.datetime(),
});

export const playerNoteCreateSchema = z.object({ body: z.string().trim().min(1).max(2000) });

export const playerProfileSchema = playerSummarySchema.extend({
  /** The operator's factor on the player's largest stake (decimal string, "1" unless changed). */
  stake_factor: z.string(),
  /** An operator's block in force, or null. */
  blocked: playerBlockSchema.nullable(),
  /** An operator's closure of the account, or null while it is open. */
  closed: playerClosureSchema.nullable(),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  /** YYYY-MM-DD, when given. */
  birthday: z.string().nullable(),
  two_factor_enabled: z.boolean(),
});

export const playerWalletSchema = z.object({
  id: z.number().int(),
  ...money,
  /** `cash`, or a bonus balance. */
  kind: z.string(),
  balance: amountSchema,
  is_default: z.boolean(),
});

/** One movement of one of the player's wallets in the ledger. */
export const playerLedgerEntrySchema = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  wallet_id: z.number().int(),
  /** What moved the money: `bet_stake`, `deposit`, `casino_bet`… */
  kind: z.string(),
  ...money,
  /** Signed: into the wallet is positive. */
  amount: amountSchema,
  created_at: z.iso.datetime(),
});

export const playerBetSchema = z.object({
  id: z.number().int(),
  placed_at: z.iso.datetime(),
  ...money,
  stake: amountSchema,
  /** Thousandths: the bet's total odds. */
  odds: z.number().int(),
  status: z.enum(BET_STATUS_NAMES),
  /** What the bet paid (zero while open or lost). */
  payout: amountSchema,
  is_live: z.boolean(),
  /** 1 single, 2 accumulator. */
  type: z.number().int(),
  free_bet: z.boolean(),
});

export const playerPaymentSchema = z.object({
  id: z.number().int(),
  type: z.enum(['deposit', 'withdrawal']),
  status: z.enum(transactionStatusNames),
  ...money,
  amount: amountSchema,
  provider: z.string(),
  created_at: z.iso.datetime(),
});

export const playerBonusSchema = z.object({
  id: z.number().int(),
  /** The campaign's name in English. */
  name: z.string(),
  status: z.enum(GIFT_STATUSES),
  ...money,
  amount: amountSchema,
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});

export const playerLimitSchema = z.object({
  /** `deposit`, `loss`, `wager` (money) or `session` (minutes). */
  kind: z.string(),
  /** `day`, `week`, `month`; null for a session limit. */
  period: z.string().nullable(),
  /** Null for a session limit (minutes, no currency). */
  currency: z.string().nullable(),
  scale: z.number().int().nullable(),
  amount: amountSchema,
  /** A raise or removal the player asked for, waiting out its cooling-off. */
  pending_amount: amountSchema.nullable(),
  pending_remove: z.boolean(),
  pending_at: z.iso.datetime().nullable(),
});

export const playerExclusionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['timeout', 'self_exclusion']),
  starts_at: z.iso.datetime(),
  /** Null: indefinite. */
  ends_at: z.iso.datetime().nullable(),
  /** In force now. */
  active: z.boolean(),
});

export const playerSessionSchema = z.object({
  id: z.string(),
  ip: z.string(),
  device_type: z.string(),
  os: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  two_factor_passed: z.boolean(),
  created_at: z.iso.datetime(),
  last_seen_at: z.iso.datetime(),
});

/** A player's page: the profile and the latest of each of their records, newest first. */
export const playerSchema = playerProfileSchema.extend({
  wallets: z.array(playerWalletSchema),
  ledger: z.array(playerLedgerEntrySchema),
  bets: z.array(playerBetSchema),
  payments: z.array(playerPaymentSchema),
  bonuses: z.array(playerBonusSchema),
  limits: z.array(playerLimitSchema),
  exclusions: z.array(playerExclusionSchema),
  sessions: z.array(playerSessionSchema),
  /** Casino and live casino rounds, newest first. */
  rounds: z.array(playerRoundSchema),
  /** Operators' notes, newest first. */
  notes: z.array(playerNoteSchema),
});

/** How many of each record the player's page shows (the latest). */
export const PLAYER_PAGE_LATEST = 20;
