import { z } from 'zod';
import { casinoCategorySchema, casinoProviderSchema } from './dictionaries.js';
import { flag, id, integer } from './request-input.js';

/** Games per page of the casino list (spec 001 §9); the list ends when a page comes back shorter. */
export const CASINO_PAGE_SIZE = 40;
/** A name search applies from this many trimmed characters (spec 001 §5). */
export const CASINO_SEARCH_MIN_LENGTH = 3;
/** Rows of providers shown before "show all" (spec 001 §9: rows × 3). */
export const CASINO_PROVIDER_ROWS = 3;

/** A casino game tile (spec 001 §3). */
export const casinoGameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  has_demo: z.boolean(),
  is_live: z.boolean(),
  is_new: z.boolean(),
  is_top: z.boolean(),
  provider_id: z.number().int(),
  /** The game's code at its provider. */
  external_id: z.string(),
  category_ids: z.array(z.number().int()),
});
export type CasinoGame = z.infer<typeof casinoGameSchema>;

/** `GET /casino/games` query (spec 001 §7). */
export const casinoGamesQuerySchema = z.object({
  provider_id: id().optional(),
  category_id: id().optional(),
  limit: integer(z.number().int().min(1).max(100)).default(CASINO_PAGE_SIZE),
  offset: integer(z.number().int().min(0).max(100_000)).default(0),
  is_new: flag().optional(),
  is_top: flag().optional(),
  is_live: flag().optional(),
  /** Applied from CASINO_SEARCH_MIN_LENGTH trimmed characters; shorter reads as no search. */
  name: z.string().max(100).optional(),
});
export type CasinoGamesQuery = z.output<typeof casinoGamesQuerySchema>;

export const casinoGameListSchema = z.object({ list: z.array(casinoGameSchema) });
export type CasinoGameList = z.infer<typeof casinoGameListSchema>;

/** `GET /casino/providers`: the studios with at least one game open here. */
export const casinoProviderListSchema = z.object({ list: z.array(casinoProviderSchema) });
/** `GET /casino/dictionaries`: the categories (names in the request's language) and providers. */
export const casinoDictionariesSchema = z.object({
  categories: z.array(casinoCategorySchema),
  providers: z.array(casinoProviderSchema),
});

export const CASINO_PLAY_MODES = ['demo', 'real'] as const;
export type CasinoPlayMode = (typeof CASINO_PLAY_MODES)[number];

/** `POST /casino/games/launch` (spec 001 §7). Real play needs sign-in; `account_id` picks the wallet. */
export const casinoLaunchRequestSchema = z.object({
  game_id: id(),
  play_mode: z.enum(CASINO_PLAY_MODES),
  theme: z.enum(['dark', 'light']).optional(),
  lobby_url: z.string().max(2048).optional(),
  cashier_url: z.string().max(2048).optional(),
  account_id: id().optional(),
});
export type CasinoLaunchRequest = z.output<typeof casinoLaunchRequestSchema>;

/** Where the game runs: an address for the frame, or a script for a script launcher (spec 001 §3). */
export const casinoLaunchSchema = z.object({
  url: z.string(),
  name: z.string(),
  provider: z.string(),
  launch_options: z.record(z.string(), z.unknown()),
  script_url: z.string().nullable(),
  /**
   * The wallet real play runs on (null for demo play): the one named, or, when that is a sports bonus
   * balance (which pays for sport only), the player's cash wallet of its currency.
   */
  account_id: z.number().int().nullable(),
});
export type CasinoLaunch = z.infer<typeof casinoLaunchSchema>;

// ── The seamless wallet: what a game provider calls (shaped like the aggregators' operator wallets) ──

/** Answer statuses of the wallet calls. Every answer is HTTP 200 with one of these in `status`. */
export const WALLET_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  /** A free round whose reward the operator no longer offers (its bonus ended, or none are left). */
  'RS_ERROR_FREEBET_UNAVAILABLE',
  /** The stake would pass a limit the player set (loss, wager, session time). */
  'RS_ERROR_LIMIT_REACHED',
  /** A bet or win on a round a win or rollback with `round_closed` already closed. */
  'RS_ERROR_ROUND_CLOSED',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/** The headers of a signed provider call: hex(HMAC-SHA256(provider secret, timestamp + "." + raw body)). */
export const WALLET_SIGNATURE_HEADER = 'x-casino-signature';
export const WALLET_TIMESTAMP_HEADER = 'x-casino-timestamp';
/** The provider's code, which names the key the call is signed with. */
export const WALLET_PROVIDER_HEADER = 'x-casino-provider';

const uuid = z.string().min(1).max(64);
const walletAmount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const walletBase = {
  /** The caller's id of this exchange, echoed in the answer. */
  request_uuid: uuid,
  /** The game session token from the launch. */
  token: z.string().min(1).max(200),
};

export const walletUserInfoRequestSchema = z.object({ ...walletBase, user: z.string().max(64).optional() });
export const walletBalanceRequestSchema = z.object({
  ...walletBase,
  user: z.string().max(64).optional(),
  game_code: z.string().max(100).optional(),
});

const walletTransactionBase = {
  ...walletBase,
  user: z.string().min(1).max(64),
  /** The provider's id of this money movement: the same uuid is applied once. */
  transaction_uuid: uuid,
  /** The provider's round this movement belongs to. */
  round: z.string().min(1).max(100),
  /** A win or rollback that ends the round: once taken, the round takes no more bets or wins. */
  round_closed: z.boolean(),
  game_code: z.string().min(1).max(100),
};

/**
 * A free round (a reward the operator granted with `POST …/free-rounds`): the bet is 0, the
 * provider plays it at the reward's bet, and its win is sent (0 included) naming the same reward.
 */
const freeRound = {
  is_free: z.boolean().optional(),
  reward_uuid: uuid.optional(),
};

/** Debit a stake. Amounts are minor units of `currency`. */
export const walletBetRequestSchema = z.object({
  ...walletTransactionBase,
  currency: z.string().length(3),
  amount: walletAmount,
  ...freeRound,
});
/** Credit a win for an earlier bet (`reference_transaction_uuid`); token expiry is not checked. */
export const walletWinRequestSchema = z.object({
  ...walletTransactionBase,
  reference_transaction_uuid: uuid,
  currency: z.string().length(3),
  amount: walletAmount,
  ...freeRound,
});
/** Undo a bet the provider could not complete; token expiry is not checked. */
export const walletRollbackRequestSchema = z.object({
  ...walletTransactionBase,
  reference_transaction_uuid: uuid,
});
export type WalletUserInfoRequest = z.infer<typeof walletUserInfoRequestSchema>;
export type WalletBalanceRequest = z.infer<typeof walletBalanceRequestSchema>;
export type WalletBetRequest = z.infer<typeof walletBetRequestSchema>;
export type WalletWinRequest = z.infer<typeof walletWinRequestSchema>;
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequestSchema>;

/** A provider's reconciliation: its calls as the platform recorded them, by id, in a time window. */
export const walletTransactionsRequestSchema = z.object({
  request_uuid: uuid,
  /** Unix seconds, inclusive. */
  from: z.number().int().min(0),
  /** Unix seconds, exclusive. */
  to: z.number().int().min(0),
  /** The last id of the previous page. */
  after_id: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(1000).default(500),
});
export type WalletTransactionsRequest = z.output<typeof walletTransactionsRequestSchema>;
export const walletTransactionRecordSchema = z.object({
  id: z.number().int(),
  transaction_uuid: z.string(),
  kind: z.enum(['bet', 'win', 'rollback']),
  /** accepted: money moved (or there was none to move); refused; rolled_back: a bet given back (or voided before it came). */
  status: z.enum(['accepted', 'refused', 'rolled_back']),
  answer_status: z.string(),
  amount: walletAmount.nullable(),
  reference_transaction_uuid: z.string().nullable(),
  round: z.string(),
  created_at: z.number().int(),
});
export const walletTransactionsAnswerSchema = z.object({
  status: z.enum(WALLET_STATUSES),
  request_uuid: z.string(),
  list: z.array(walletTransactionRecordSchema),
});
export type WalletTransactionsAnswer = z.infer<typeof walletTransactionsAnswerSchema>;

/** Every wallet answer; `balance` and `currency` are present whenever the session is known. */
export const walletAnswerSchema = z.object({
  status: z.enum(WALLET_STATUSES),
  request_uuid: z.string(),
  user: z.string().optional(),
  currency: z.string().optional(),
  balance: walletAmount.optional(),
  /** user/info only: the player's country (ISO 3166-1 alpha-2) and language. */
  country: z.string().optional(),
  language: z.string().optional(),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

/**
 * What the platform asks a provider for when a player launches a game (the provider's public
 * `game/url` call): the provider answers where its game runs.
 */
export const providerGameUrlRequestSchema = z.object({
  game_code: z.string(),
  /** Absent in demo play. */
  token: z.string().optional(),
  user: z.string().optional(),
  currency: z.string().length(3).optional(),
  language: z.string(),
  theme: z.enum(['dark', 'light']),
  platform: z.enum(['desktop', 'mobile']).optional(),
  lobby_url: z.string().optional(),
  deposit_url: z.string().optional(),
  demo: z.boolean(),
});
export type ProviderGameUrlRequest = z.infer<typeof providerGameUrlRequestSchema>;
/**
 * Free rounds the operator grants a player at a provider (the provider's public `free-rounds`
 * call, made before a launch of one of the games): `bet_count` rounds of `bet_value` on any of
 * `game_codes` until `end_time`. Applied once per `reward_uuid` (the operator's id of the grant).
 */
export const providerFreeRoundsRequestSchema = z.object({
  reward_uuid: uuid,
  user: z.string().min(1).max(64),
  currency: z.string().length(3),
  game_codes: z.array(z.string().min(1).max(100)).min(1).max(50),
  bet_value: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  bet_count: z.number().int().min(1).max(1000),
  /** Unix seconds. */
  end_time: z.number().int().min(0),
});
export type ProviderFreeRoundsRequest = z.infer<typeof providerFreeRoundsRequestSchema>;
export const providerFreeRoundsAnswerSchema = z.object({
  reward_uuid: z.string(),
  bet_count: z.number().int(),
  rounds_left: z.number().int(),
  status: z.enum(['active', 'ended']),
});
export type ProviderFreeRoundsAnswer = z.infer<typeof providerFreeRoundsAnswerSchema>;

export const providerGameUrlAnswerSchema = z.object({ url: z.string(), script_url: z.string().nullable().optional() });
export type ProviderGameUrlAnswer = z.infer<typeof providerGameUrlAnswerSchema>;
