import type { ReviewFlag, ReviewStatus } from '@meridian/contract/operator-payments';
import type { OperatorRole, OperatorStatus } from '@meridian/contract/operators';
import type { ColumnType, Generated, InsertType, SelectType } from 'kysely';
import type * as Db from './schema.generated.js';

/**
 * The platform's tables: the types generated from the migrated schema (`schema.generated.ts`, made
 * by `npm run db:types`), with the columns SQL cannot describe narrowed here: a text column to the
 * values its CHECK allows, a JSON column to its shape (written as JSON text), a write type. Every
 * other column, and every table not named below, is the generated type as it stands.
 */
export interface DB extends Omit<Db.DB, keyof Narrowed>, Narrowed {}

/**
 * `Table` with `Columns` in place of its own. A narrowed column must be one of the table's, and stay
 * within what the database stores: its values among the column's (with null where the column allows
 * null), and left out of an insert only where the column has a default or allows null. A migration
 * that drops, retypes or loosens a narrowed column fails the typecheck here once the types are
 * regenerated. A JSON column's shape is the app's to state: only its existence is checked.
 */
export type Narrow<
  Table,
  Columns extends { [K in keyof Columns]: K extends keyof Table ? Fits<Table[K], Columns[K]> : never },
> = { [K in keyof Table]: K extends keyof Columns ? Columns[K] : Table[K] };

type Fits<Column, Narrowed> = [Db.JsonObject] extends [SelectType<Column>]
  ? InsertFits<Column, Narrowed>
  : [SelectType<Narrowed>] extends [SelectType<Column>]
    ? [null] extends [SelectType<Column>]
      ? [null] extends [SelectType<Narrowed>]
        ? InsertFits<Column, Narrowed>
        : never
      : InsertFits<Column, Narrowed>
    : never;

type InsertFits<Column, Narrowed> =
  Omittable<Narrowed> extends true ? (Omittable<Column> extends true ? Narrowed : never) : Narrowed;

type Omittable<Column> = [undefined] extends [InsertType<Column>]
  ? true
  : [null] extends [InsertType<Column>]
    ? true
    : false;

/** A JSON column: read as its parsed value, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
/** A nullable JSON column without a default. */
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** A JSON column with a default and no updates (the row's record, set once). */
type JsonRecord = ColumnType<Record<string, unknown>, string | undefined, never>;
type Names = Record<string, string>;
/** The version of a banner players see (`banners.published`); times as ISO text. */
export interface PublishedBanner {
  image: string;
  path: string;
  titles: Names;
  descriptions: Names;
  position: number;
  starts_at: string | null;
  ends_at: string | null;
}
/** BIGINT read as bigint, written from a number as well (feed times, not money). */
type BigintColumn = ColumnType<bigint, bigint | number, bigint | number>;

export type CasinoTransactionKind = 'bet' | 'win' | 'rollback';
export type CasinoTransactionStatus = 'accepted' | 'refused' | 'rolled_back';
export type RgLimitKind = 'deposit' | 'loss' | 'wager' | 'session';
export type RgPeriod = 'day' | 'week' | 'month';
export type RgIdentifierKind = 'account' | 'email' | 'phone' | 'name_dob' | 'document' | 'device';
/** Cash, or a bonus balance (docs/bonuses.md). */
export type WalletKind = 'cash' | 'bonus_sport' | 'bonus_casino';
export type BonusTrigger = 'first_deposit' | 'promo_code' | 'weekly_stakes' | 'manual';
export type GiftStatus = 'available' | 'active' | 'wagering' | 'completed' | 'spent' | 'expired' | 'cancelled';
export type LedgerAccountKind =
  | 'player'
  | 'house_cash'
  | 'house_betting'
  | 'house_casino'
  | 'house_withdrawals'
  | 'house_bonus'
  /** What players owe the house after a resettlement took back a win they had spent. */
  | 'house_receivable'
  /** The other side of operators' manual balance adjustments. */
  | 'house_adjustments';
export type AdjustmentStatus = 'pending' | 'applied' | 'rejected';
/** An operator's result of an outcome (half_won and half_lost on Asian lines). */
export type ManualResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';
export type MarketSettlementKind = 'settle' | 'void' | 'resettle';
export type SessionKind = 'login' | 'registration' | 'recovery';
export type CodePurpose =
  | 'registration'
  | 'recovery'
  | 'activate_email'
  | 'activate_phone'
  | 'change_phone'
  | 'sign_in';
export type Channel = 'email' | 'sms';
export type FeedMatchStatusColumn = 'not_started' | 'live' | 'paused' | 'ended' | 'cancelled';
export type MarketStatusColumn = 'active' | 'suspended' | 'deactivated' | 'settled' | 'cancelled';

/** A deposit or withdrawal a payment provider reported; status ids of spec 000 §3. */
export type PaymentTransactionTable = DB['payment_transactions'];

/**
 * Column meanings the types do not carry: `users.kyc` 0 not verified, 1 pending, 2 verified,
 * 3 rejected, 4 in review (KYC_STATUS); `users.birthday` a DATE read and written as YYYY-MM-DD text;
 * `wallets.closed_at` set when the player deletes the wallet (its ledger history stays);
 * `bets.status` 1 in game, 2 won, 3 lost, 4 cancelled, `bets.type` 1 single, 2 accumulator,
 * `bets.odds` total odds in thousandths (repriced when a leg turns void), `bets.free_bet_id` the free
 * bet that staked it; `bet_legs.status` 1 open, 2 won, 3 lost, 4 void; `free_bets.bet_id`/`used_at`
 * set while a bet uses it; `promotions.ends_at` null runs until further notice;
 * `casino_transactions.reward_uuid` a free round's reward, `round_closed` a win or rollback that
 * closed its round; `bonus_campaigns.amounts` minor units per currency code, `min_odds` NUMERIC text.
 */
interface Narrowed {
  sports: Narrow<Db.Sports, { names: Json<Names> }>;
  casino_categories: Narrow<Db.CasinoCategories, { names: Json<Names> }>;
  casino_transactions: Narrow<Db.CasinoTransactions, { kind: CasinoTransactionKind; status: CasinoTransactionStatus }>;
  site_settings: Narrow<Db.SiteSettings, { value: Json<unknown> }>;
  banners: Narrow<
    Db.Banners,
    {
      titles: Json<Names>;
      descriptions: Json<Names>;
      status: Generated<'draft' | 'published' | 'archived'>;
      published: NullableJson<PublishedBanner>;
    }
  >;
  /** `action` 'link' goes with `action_path` (spec 001 §3). */
  promotions: Narrow<Db.Promotions, { action: 'join' | 'link' | null }>;
  users: Narrow<Db.Users, { profile: ColumnType<Record<string, string>, string | undefined, string> }>;
  wallets: Narrow<Db.Wallets, { kind: Generated<WalletKind> }>;
  ledger_accounts: Narrow<Db.LedgerAccounts, { kind: LedgerAccountKind }>;
  ledger_transactions: Narrow<Db.LedgerTransactions, { metadata: JsonRecord }>;
  /** Outcome id → the operator's result. */
  operator_market_results: Narrow<Db.OperatorMarketResults, { results: Json<Record<string, ManualResult>> }>;
  market_settlements: Narrow<
    Db.MarketSettlements,
    { kind: MarketSettlementKind; results: Json<Record<string, ManualResult>> }
  >;
  balance_adjustments: Narrow<Db.BalanceAdjustments, { status: AdjustmentStatus }>;
  payment_transactions: Narrow<Db.PaymentTransactions, { type: 'deposit' | 'withdrawal' }>;
  withdrawal_reviews: Narrow<Db.WithdrawalReviews, { status: ReviewStatus; flags: ReviewFlag[] }>;
  /** The provider's applicant of a user and the last status change applied (by its revision). */
  identity_verifications: Narrow<Db.IdentityVerifications, { reasons: Json<string[]> }>;
  /** A verification webhook event taken, with the answer given (a replay answers the same). */
  identity_verification_events: Narrow<
    Db.IdentityVerificationEvents,
    { reasons: Json<string[]>; answer: Json<Record<string, unknown>> }
  >;
  /** A live bet waiting out the live delay, keyed by its bet_uuid. */
  bet_requests: Narrow<Db.BetRequests, { request: Json<Record<string, unknown>> }>;
  /** A shared slip's code and selections. */
  bet_slip_codes: Narrow<Db.BetSlipCodes, { events: Json<Record<string, unknown>[]> }>;
  bonus_campaigns: Narrow<
    Db.BonusCampaigns,
    {
      trigger: BonusTrigger;
      names: Json<Names>;
      amounts: Json<Record<string, number>>;
      games: NullableJson<string[]>;
      contributions: NullableJson<Record<string, number>>;
      spin_bets: NullableJson<Record<string, number>>;
      /** Weekly campaigns: the week's stakes that earn the gift, minor units per currency code. */
      min_stakes: NullableJson<Record<string, number>>;
    }
  >;
  bonus_gifts: Narrow<Db.BonusGifts, { status: GiftStatus }>;
  sessions: Narrow<Db.Sessions, { kind: SessionKind }>;
  verification_codes: Narrow<
    Db.VerificationCodes,
    {
      purpose: CodePurpose;
      channel: Channel;
      payload: ColumnType<Record<string, unknown> | null, string | null, string | null>;
    }
  >;
  outbox: Narrow<Db.Outbox, { channel: Channel }>;
  audit_log: Narrow<Db.AuditLog, { details: JsonRecord }>;
  operators: Narrow<Db.Operators, { role: OperatorRole; status: Generated<OperatorStatus> }>;
  operator_audit_log: Narrow<
    Db.OperatorAuditLog,
    { before: NullableJson<Record<string, unknown>>; after: NullableJson<Record<string, unknown>> }
  >;
  rg_limits: Narrow<Db.RgLimits, { kind: RgLimitKind; period: RgPeriod | null }>;
  rg_exclusions: Narrow<Db.RgExclusions, { kind: 'timeout' | 'self_exclusion' }>;
  rg_register_identifiers: Narrow<Db.RgRegisterIdentifiers, { kind: RgIdentifierKind }>;
  rg_account_identifiers: Narrow<Db.RgAccountIdentifiers, { kind: 'name_dob' | 'document' | 'device' }>;
  rg_interventions: Narrow<
    Db.RgInterventions,
    { kind: 'note' | 'call' | 'restriction'; link: 'stake_factor' | 'block' | null }
  >;
  registration_forms: Narrow<Db.RegistrationForms, { fields: Json<unknown[]> }>;
  sport_matches: Narrow<
    Db.SportMatches,
    {
      /** Unix seconds. */
      start_time: BigintColumn;
      status: FeedMatchStatusColumn;
      parts: Json<{ id: number; name: string }[]>;
      clock: Json<{ seconds: number; running: boolean; rate: number } | null>;
      scores: Json<{ part_id: number; home: number; away: number }[]>;
      red_cards: Json<{ home: number; away: number }>;
      statistics: Json<unknown[]>;
      /** Feed time (unix ms) of the last message applied. */
      ts: BigintColumn;
    }
  >;
  sport_markets: Narrow<
    Db.SportMarkets,
    {
      status: MarketStatusColumn;
      outcomes: Json<{ id: number; name: string; odds: number; active: boolean }[]>;
      ts: BigintColumn;
    }
  >;
  sport_outcome_results: Narrow<Db.SportOutcomeResults, { result: 'won' | 'lost' | 'void'; ts: BigintColumn }>;
  sport_market_cancellations: Narrow<Db.SportMarketCancellations, { ts: BigintColumn }>;
  feed_state: Narrow<Db.FeedState, { ts: BigintColumn }>;
}
