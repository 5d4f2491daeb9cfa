import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type Names = Record<string, string>;

export interface CurrencyTable {
  id: number;
  code: string;
  name: string;
  symbol: string;
  scale: number;
  is_hidden: boolean;
}

export interface CountryTable {
  id: number;
  code: string;
  name: string;
  phone_code: string;
  currency_id: number;
  currencies: number[];
  language: string;
  is_reg_off: boolean;
  is_blocked: boolean;
  is_off_change_country: boolean;
  is_off_wallets: boolean;
  is_off_mobile_app: boolean;
  is_off_footer_links: boolean;
  is_off_curacao: boolean;
  casino_regular_off: boolean;
  casino_live_off: boolean;
}

export interface LanguageTable {
  code: string;
  native: string;
  flag: string;
  position: number;
}

export interface SportTable {
  id: number;
  slug: string;
  names: Json<Names>;
  position: number;
}

export interface CasinoCategoryTable {
  id: number;
  slug: string;
  names: Json<Names>;
  position: number;
}

export interface CasinoProviderTable {
  id: number;
  code: string;
  name: string;
  is_live: boolean;
}

export interface CasinoGameTable {
  id: Generated<number>;
  provider_id: number;
  external_id: string;
  name: string;
  image: string;
  has_demo: Generated<boolean>;
  is_live: Generated<boolean>;
  is_new: Generated<boolean>;
  is_top: Generated<boolean>;
  category_ids: ColumnType<number[], number[] | undefined, number[]>;
  position: Generated<number>;
  enabled: Generated<boolean>;
}

export interface CasinoSessionTable {
  id: Generated<bigint>;
  token_hash: Buffer;
  user_id: bigint;
  wallet_id: bigint;
  currency_id: number;
  game_id: number;
  provider_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
}

export type CasinoTransactionKind = 'bet' | 'win' | 'rollback';
export type CasinoTransactionStatus = 'accepted' | 'refused' | 'rolled_back';

export interface CasinoTransactionTable {
  id: Generated<bigint>;
  provider_id: number;
  transaction_uuid: string;
  kind: CasinoTransactionKind;
  session_id: bigint | null;
  user_id: bigint | null;
  wallet_id: bigint | null;
  currency_id: number | null;
  game_id: number | null;
  round: string;
  amount: bigint | null;
  reference_uuid: string | null;
  /** A free round's reward (the operator's id of the free spins it belongs to). */
  reward_uuid: Nullable<string>;
  /** A win or rollback accepted with the provider's `round_closed`: its round takes no more stakes or wins. */
  round_closed: Generated<boolean>;
  status: CasinoTransactionStatus;
  answer_status: string;
  balance_after: bigint | null;
  fingerprint: Buffer;
  ledger_transaction_id: bigint | null;
  created_at: Generated<Date>;
}

export interface SiteSettingTable {
  key: string;
  value: Json<unknown>;
  updated_at: Generated<Date>;
}

export interface ContentPageTable {
  slug: string;
  language: string;
  title: string;
  body: string;
  position: number;
  updated_at: Generated<Date>;
}

export interface BannerTable {
  id: number;
  image: string;
  path: string;
  titles: Json<Names>;
  descriptions: Json<Names>;
  position: number;
  is_active: Generated<boolean>;
}

export interface PromotionCategoryTable {
  id: number;
  slug: string;
  position: Generated<number>;
}

export interface PromotionCategoryTranslationTable {
  category_id: number;
  language: string;
  name: string;
}

export interface PromotionTagTable {
  id: number;
  slug: string;
  position: Generated<number>;
}

export interface PromotionTagTranslationTable {
  tag_id: number;
  language: string;
  name: string;
}

/** A promotion (spec 001 §3); `action` 'link' goes with `action_path`. */
export interface PromotionTable {
  id: number;
  image: string;
  category_ids: Generated<number[]>;
  tag_ids: Generated<number[]>;
  starts_at: Date;
  /** Null: runs until further notice. */
  ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  promo_code: ColumnType<string | null, string | null | undefined, string | null>;
  action: ColumnType<'join' | 'link' | null, 'join' | 'link' | null | undefined, 'join' | 'link' | null>;
  action_path: ColumnType<string | null, string | null | undefined, string | null>;
  position: Generated<number>;
  is_active: Generated<boolean>;
}

export interface PromotionTranslationTable {
  promotion_id: number;
  language: string;
  title: string;
  description: string;
  body: string;
  action_label: ColumnType<string | null, string | null | undefined, string | null>;
}

export type RgLimitKind = 'deposit' | 'loss' | 'wager' | 'session';
export type RgPeriod = 'day' | 'week' | 'month';

export interface RgLimitTable {
  id: Generated<bigint>;
  user_id: bigint;
  kind: RgLimitKind;
  period: RgPeriod | null;
  currency_id: number | null;
  amount: bigint;
  pending_amount: Nullable<bigint>;
  pending_remove: Generated<boolean>;
  pending_at: Nullable<Date>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RgExclusionTable {
  id: Generated<bigint>;
  user_id: bigint;
  kind: 'timeout' | 'self_exclusion';
  starts_at: Date;
  ends_at: Date | null;
  created_at: Generated<Date>;
  register_entry_id: Nullable<bigint>;
}

export interface RgRegisterTable {
  id: Generated<bigint>;
  starts_at: Date;
  ends_at: Date | null;
  created_at: Generated<Date>;
}

export type RgIdentifierKind = 'account' | 'email' | 'phone' | 'name_dob' | 'document' | 'device';

export interface RgRegisterIdentifierTable {
  entry_id: bigint;
  kind: RgIdentifierKind;
  value: string;
  added_at: Generated<Date>;
}

export interface RgAccountIdentifierTable {
  user_id: bigint;
  kind: 'name_dob' | 'document' | 'device';
  value: string;
  seen_at: Generated<Date>;
}

export interface ReferenceRateTable {
  currency_id: number;
  /** NUMERIC, read as text: what one euro buys in the currency. */
  per_eur: ColumnType<string, string, string>;
  updated_at: Generated<Date>;
}

export interface UserTable {
  id: Generated<bigint>;
  email: string | null;
  email_verified_at: Date | null;
  phone: string | null;
  phone_verified_at: Date | null;
  password_hash: string;
  country_id: number;
  currency_id: number;
  partner_group: Generated<number>;
  btag: string | null;
  /** A DATE column, read and written as YYYY-MM-DD text. */
  birthday: string | null;
  first_bonus: Generated<number>;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  two_factor_secret: string | null;
  two_factor_enabled_at: Date | null;
  two_factor_last_step: bigint | null;
  /** Identity verification: 0 not verified, 1 pending, 2 verified, 3 rejected, 4 in review (KYC_STATUS). */
  kyc: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  reality_check_minutes: Nullable<number>;
}

export interface WalletTable {
  id: Generated<bigint>;
  user_id: bigint;
  currency_id: number;
  is_default: Generated<boolean>;
  balance: Generated<bigint>;
  created_at: Generated<Date>;
  /** Set when the player deletes the wallet; its ledger history stays. */
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Cash, or a bonus balance (docs/bonuses.md). */
  kind: Generated<WalletKind>;
}

export type WalletKind = 'cash' | 'bonus_sport' | 'bonus_casino';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type BonusTrigger = 'first_deposit' | 'promo_code' | 'weekly_stakes';
export type GiftStatus = 'available' | 'active' | 'wagering' | 'completed' | 'spent' | 'expired' | 'cancelled';

export interface BonusCampaignTable {
  id: Generated<bigint>;
  slug: string;
  type_id: number;
  trigger: BonusTrigger;
  names: Json<Record<string, string>>;
  percent: Nullable<number>;
  /** Minor units per currency code. */
  amounts: Json<Record<string, number>>;
  wagering_multiplier: Generated<number>;
  /** numeric: read as a string. */
  min_odds: Nullable<string>;
  min_events: Nullable<number>;
  bet_type_id: Nullable<number>;
  games: ColumnType<string[] | null, string | null | undefined, string | null>;
  provider: Nullable<string>;
  contributions: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  conversion_cap_multiplier: Nullable<number>;
  spins: Nullable<number>;
  spin_bets: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  /** Weekly campaigns: the week's stakes that earn the gift, minor units per currency code. */
  min_stakes: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  valid_days: number;
  is_cancellable: Generated<boolean>;
  promo_code: Nullable<string>;
  max_uses: Nullable<number>;
  uses: Generated<number>;
  per_player: Generated<number>;
  starts_at: Date;
  ends_at: Nullable<Date>;
  created_at: Generated<Date>;
}

export interface BonusGiftTable {
  id: Generated<bigint>;
  user_id: bigint;
  campaign_id: bigint;
  type_id: number;
  status: GiftStatus;
  currency_id: number;
  wallet_id: Nullable<bigint>;
  bonus_amount: Generated<bigint>;
  wagering_amount: Generated<bigint>;
  bet_amount: Generated<bigint>;
  converted_amount: Nullable<bigint>;
  spins: Nullable<number>;
  spins_total: Nullable<number>;
  spin_bet: Nullable<bigint>;
  free_bet_id: Nullable<bigint>;
  promo_code: Nullable<string>;
  expires_at: Date;
  activated_at: Nullable<Date>;
  finished_at: Nullable<Date>;
  created_at: Generated<Date>;
}

export interface BonusGrantRunTable {
  campaign_id: bigint;
  period: string;
  granted: Generated<number>;
  created_at: Generated<Date>;
}

export interface BonusWagerTable {
  gift_id: bigint;
  source: string;
  amount: bigint;
  created_at: Generated<Date>;
}

export type LedgerAccountKind =
  | 'player'
  | 'house_cash'
  | 'house_betting'
  | 'house_casino'
  | 'house_withdrawals'
  | 'house_bonus';

export interface LedgerAccountTable {
  id: Generated<bigint>;
  kind: LedgerAccountKind;
  currency_id: number;
  wallet_id: bigint | null;
  created_at: Generated<Date>;
}

export interface LedgerTransactionTable {
  id: Generated<bigint>;
  kind: string;
  idempotency_key: string;
  metadata: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: Generated<Date>;
}

export interface LedgerEntryTable {
  id: Generated<bigint>;
  transaction_id: bigint;
  account_id: bigint;
  currency_id: number;
  amount: bigint;
}

export type SessionKind = 'login' | 'registration' | 'recovery';

export interface SessionTable {
  id: string;
  user_id: bigint;
  kind: SessionKind;
  two_factor_passed: Generated<boolean>;
  ip: string;
  user_agent: Generated<string>;
  device_type: Generated<string>;
  os: Generated<string>;
  os_version: Generated<string>;
  city: string | null;
  country: string | null;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  revoked_at: Date | null;
  revoke_reason: string | null;
}

export interface RefreshTokenTable {
  hash: string;
  session_id: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export type CodePurpose =
  | 'registration'
  | 'recovery'
  | 'activate_email'
  | 'activate_phone'
  | 'change_phone'
  | 'sign_in';
export type Channel = 'email' | 'sms';

export interface VerificationCodeTable {
  id: string;
  token: string;
  purpose: CodePurpose;
  channel: Channel;
  destination: string;
  user_id: bigint | null;
  payload: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  code_hash: string;
  attempts: Generated<number>;
  sent_at: Generated<Date>;
  repeat_after: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface OutboxTable {
  id: Generated<bigint>;
  channel: Channel;
  to: string;
  subject: string | null;
  body: string;
  created_at: Generated<Date>;
  delivered_at: Date | null;
}

export interface AuditLogTable {
  id: Generated<bigint>;
  event: string;
  user_id: bigint | null;
  session_id: string | null;
  ip: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: Generated<Date>;
}

export interface RateLimitTable {
  key: string;
  window_start: Date;
  count: Generated<number>;
}

export interface SecretTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface CaptchaSolutionTable {
  salt: string;
  expires_at: Date;
}

export interface RegistrationFormTable {
  group_id: number;
  reg_type: number;
  position: Generated<number>;
  fields: Json<unknown[]>;
}

export interface TwoFactorRecoveryCodeTable {
  user_id: bigint;
  hash: string;
  used_at: Date | null;
}

export interface SchemaMigrationTable {
  name: string;
  applied_at: Generated<Date>;
}

/** BIGINT read as bigint, written from a number as well. */
type BigintColumn = ColumnType<bigint, bigint | number, bigint | number>;

export type FeedMatchStatusColumn = 'not_started' | 'live' | 'paused' | 'ended' | 'cancelled';
export type MarketStatusColumn = 'active' | 'suspended' | 'deactivated' | 'settled' | 'cancelled';

export interface SportTournamentTable {
  id: number;
  sport_id: number;
  name: string;
  country_code: string | null;
  is_top: boolean;
}

export interface SportTeamTable {
  id: number;
  name: string;
  color_primary: string;
  color_secondary: string;
}

export interface SportMatchTable {
  id: number;
  sport_id: number;
  tournament_id: number;
  home_team_id: number;
  away_team_id: number;
  /** Unix seconds. */
  start_time: BigintColumn;
  round: string | null;
  status: FeedMatchStatusColumn;
  parts: Json<{ id: number; name: string }[]>;
  root_part_id: number;
  current_part_id: number | null;
  clock: Json<{ seconds: number; running: boolean; rate: number } | null>;
  scores: Json<{ part_id: number; home: number; away: number }[]>;
  red_cards: Json<{ home: number; away: number }>;
  statistics: Json<unknown[]>;
  /** Feed time (unix ms) of the last message applied. */
  ts: BigintColumn;
}

export interface SportMarketTable {
  match_id: number;
  id: number;
  type_id: number;
  part_id: number;
  line: number | null;
  name: string;
  status: MarketStatusColumn;
  outcomes: Json<{ id: number; name: string; odds: number; active: boolean }[]>;
  ts: BigintColumn;
}

export interface SportOutcomeResultTable {
  match_id: number;
  market_id: number;
  outcome_id: number;
  result: 'won' | 'lost' | 'void';
  ts: BigintColumn;
}

export interface SportMarketCancellationTable {
  match_id: number;
  market_id: number;
  reason: string;
  ts: BigintColumn;
}

export interface FeedStateTable {
  name: string;
  ts: BigintColumn;
}

export interface FavoriteTable {
  user_id: bigint;
  match_id: number;
  created_at: Generated<Date>;
}

/** A deposit or withdrawal a payment provider reported; status ids of spec 000 §3. */
export interface PaymentTransactionTable {
  id: Generated<bigint>;
  provider: string;
  provider_payment_id: string;
  type: 'deposit' | 'withdrawal';
  user_id: bigint;
  wallet_id: bigint;
  currency_id: number;
  amount: bigint;
  status_id: number;
  status_reason: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PaymentWebhookEventTable {
  provider: string;
  event_id: string;
  received_at: Generated<Date>;
}

/** The provider's applicant of a user and the last status change applied (by its revision). */
export interface IdentityVerificationTable {
  user_id: bigint;
  applicant_id: string;
  revision: number;
  reasons: Json<string[]>;
  occurred_at: Date;
  updated_at: Generated<Date>;
}

/** A verification webhook event taken, with the answer given (a replay answers the same). */
export interface IdentityVerificationEventTable {
  event_id: string;
  user_id: bigint;
  applicant_id: string;
  status: string;
  revision: number;
  reasons: Json<string[]>;
  applied: boolean;
  answer: Json<Record<string, unknown>>;
  received_at: Generated<Date>;
}

/** A placed bet (spec 001 §3): status 1 in game, 2 won, 3 lost, 4 cancelled; type 1 single, 2 accumulator. */
export interface BetTable {
  id: Generated<bigint>;
  bet_uuid: string;
  user_id: bigint;
  wallet_id: bigint;
  currency_id: number;
  type: number;
  status: Generated<number>;
  amount: bigint;
  /** Total odds in thousandths, repriced when a leg turns void. */
  odds: number;
  amount_win: Generated<bigint>;
  is_live: boolean;
  created_at: Generated<Date>;
  settled_at: Date | null;
  /** The free bet that staked it; null for a stake paid from the wallet. */
  free_bet_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
}

/** A free bet (001 §3): a stake of `amount` minor units; `bet_id`/`used_at` set while a bet uses it. */
export interface FreeBetTable {
  id: Generated<bigint>;
  user_id: bigint;
  currency_id: number;
  amount: bigint;
  title: string;
  description: Generated<string>;
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
  bet_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One selection of a bet; status 1 open, 2 won, 3 lost, 4 void. */
export interface BetLegTable {
  bet_id: bigint;
  position: number;
  match_id: number;
  market_id: number;
  outcome_id: number;
  odds: number;
  is_live: boolean;
  status: Generated<number>;
}

/** A live bet waiting out the live delay, keyed by its bet_uuid. */
export interface BetRequestTable {
  bet_uuid: string;
  user_id: bigint;
  request: Json<Record<string, unknown>>;
  accept_after: Date;
  created_at: Generated<Date>;
}

/** A shared slip's code and selections. */
export interface BetSlipCodeTable {
  code: string;
  user_id: bigint;
  events: Json<Record<string, unknown>[]>;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface DB {
  currencies: CurrencyTable;
  countries: CountryTable;
  languages: LanguageTable;
  sports: SportTable;
  casino_categories: CasinoCategoryTable;
  casino_providers: CasinoProviderTable;
  casino_games: CasinoGameTable;
  casino_sessions: CasinoSessionTable;
  casino_transactions: CasinoTransactionTable;
  site_settings: SiteSettingTable;
  content_pages: ContentPageTable;
  banners: BannerTable;
  promotion_categories: PromotionCategoryTable;
  promotion_category_translations: PromotionCategoryTranslationTable;
  promotion_tags: PromotionTagTable;
  promotion_tag_translations: PromotionTagTranslationTable;
  promotions: PromotionTable;
  promotion_translations: PromotionTranslationTable;
  schema_migrations: SchemaMigrationTable;
  users: UserTable;
  wallets: WalletTable;
  ledger_accounts: LedgerAccountTable;
  ledger_transactions: LedgerTransactionTable;
  ledger_entries: LedgerEntryTable;
  payment_transactions: PaymentTransactionTable;
  payment_webhook_events: PaymentWebhookEventTable;
  identity_verifications: IdentityVerificationTable;
  identity_verification_events: IdentityVerificationEventTable;
  bets: BetTable;
  bet_legs: BetLegTable;
  bet_requests: BetRequestTable;
  bet_slip_codes: BetSlipCodeTable;
  free_bets: FreeBetTable;
  bonus_campaigns: BonusCampaignTable;
  bonus_gifts: BonusGiftTable;
  bonus_wagers: BonusWagerTable;
  bonus_grant_runs: BonusGrantRunTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  verification_codes: VerificationCodeTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  rg_limits: RgLimitTable;
  rg_exclusions: RgExclusionTable;
  rg_register: RgRegisterTable;
  rg_register_identifiers: RgRegisterIdentifierTable;
  rg_account_identifiers: RgAccountIdentifierTable;
  reference_rates: ReferenceRateTable;
  rate_limits: RateLimitTable;
  secrets: SecretTable;
  captcha_solutions: CaptchaSolutionTable;
  registration_forms: RegistrationFormTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodeTable;
  sport_tournaments: SportTournamentTable;
  sport_teams: SportTeamTable;
  sport_matches: SportMatchTable;
  sport_markets: SportMarketTable;
  sport_outcome_results: SportOutcomeResultTable;
  sport_market_cancellations: SportMarketCancellationTable;
  feed_state: FeedStateTable;
  favorites: FavoriteTable;
}
