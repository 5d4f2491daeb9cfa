import { TRANSACTION_STATUS } from '@meridian/contract/payments';
import type { Database } from '../../db/database.js';
import type { GiftStatus } from '../../db/schema.js';

const giftColumns = [
  'bonus_gifts.id',
  'bonus_gifts.user_id',
  'bonus_gifts.campaign_id',
  'bonus_gifts.type_id',
  'bonus_gifts.status',
  'bonus_gifts.currency_id',
  'bonus_gifts.wallet_id',
  'bonus_gifts.bonus_amount',
  'bonus_gifts.wagering_amount',
  'bonus_gifts.bet_amount',
  'bonus_gifts.converted_amount',
  'bonus_gifts.spins',
  'bonus_gifts.spins_total',
  'bonus_gifts.spin_bet',
  'bonus_gifts.reward_id',
  'bonus_gifts.free_bet_id',
  'bonus_gifts.promo_code',
  'bonus_gifts.expires_at',
  'bonus_gifts.activated_at',
  'bonus_gifts.finished_at',
  'bonus_gifts.created_at',
  'bonus_campaigns.names',
  'bonus_campaigns.min_odds',
  'bonus_campaigns.min_events',
  'bonus_campaigns.bet_type_id',
  'bonus_campaigns.games',
  'bonus_campaigns.provider',
  'bonus_campaigns.is_cancellable',
  'bonus_campaigns.conversion_cap_multiplier',
  'bonus_campaigns.contributions',
  'bonus_campaigns.wagering_multiplier',
  'bonus_gifts.terms',
  'bonus_gifts.granted_by',
] as const;

/**
 * The terms a gift was granted under (bonus_gifts.terms): a copy of its campaign's at the grant, so an
 * operator's later edit of the campaign changes only the gifts granted after it.
 */
export interface GiftTerms {
  wagering_multiplier: number;
  min_odds: string | null;
  min_events: number | null;
  bet_type_id: number | null;
  games: string[] | null;
  provider: string | null;
  contributions: Record<string, number> | null;
  conversion_cap_multiplier: number | null;
  is_cancellable: boolean;
}

/** The terms a campaign grants a gift under now. */
export function termsOf(campaign: GiftTerms): GiftTerms {
  return {
    wagering_multiplier: campaign.wagering_multiplier,
    min_odds: campaign.min_odds,
    min_events: campaign.min_events,
    bet_type_id: campaign.bet_type_id,
    games: campaign.games,
    provider: campaign.provider,
    contributions: campaign.contributions,
    conversion_cap_multiplier: campaign.conversion_cap_multiplier,
    is_cancellable: campaign.is_cancellable,
  };
}

function gifts(db: Database) {
  return db
    .selectFrom('bonus_gifts')
    .innerJoin('bonus_campaigns', 'bonus_campaigns.id', 'bonus_gifts.campaign_id')
    .leftJoin('wallets', 'wallets.id', 'bonus_gifts.wallet_id')
    .leftJoin('free_bets', 'free_bets.id', 'bonus_gifts.free_bet_id')
    .select([...giftColumns, 'wallets.balance as wallet_balance', 'free_bets.amount as free_bet_amount'])
    .select('free_bets.used_at as free_bet_used_at');
}
type StoredGiftRow = Awaited<ReturnType<ReturnType<typeof gifts>['executeTakeFirstOrThrow']>>;

/** A gift row with the terms it was granted under in place of its campaign's (a gift from before keeps its campaign's). */
function withTerms({ terms, ...row }: StoredGiftRow): Omit<StoredGiftRow, 'terms'> {
  return terms === null ? row : { ...row, ...termsOf(terms as unknown as GiftTerms) };
}

export async function listGifts(
  db: Database,
  userId: bigint,
  filter: { statuses: readonly GiftStatus[]; limit: number; offset: number },
) {
  let query = gifts(db).where('bonus_gifts.user_id', '=', userId);
  if (filter.statuses.length > 0) query = query.where('bonus_gifts.status', 'in', [...filter.statuses]);
  const rows = await query.orderBy('bonus_gifts.id', 'desc').limit(filter.limit).offset(filter.offset).execute();
  return rows.map(withTerms);
}
export type GiftRow = Awaited<ReturnType<typeof listGifts>>[number];

export async function findGift(db: Database, giftId: bigint) {
  const row = await gifts(db).where('bonus_gifts.id', '=', giftId).executeTakeFirst();
  return row && withTerms(row);
}

/** Locks a gift's row: every change of a gift's status runs under it. */
export async function lockGift(db: Database, giftId: bigint) {
  await db.selectFrom('bonus_gifts').select('id').where('id', '=', giftId).forUpdate().execute();
  return findGift(db, giftId);
}

/** The id of the gift a provider's reward id names (bonus_gifts.reward_id), if any. */
export async function giftIdOfReward(db: Database, rewardId: string): Promise<bigint | undefined> {
  const row = await db.selectFrom('bonus_gifts').select('id').where('reward_id', '=', rewardId).executeTakeFirst();
  return row?.id;
}

/** The gift playing in a bonus wallet (one at a time), locked. */
export async function lockPlayingGiftOfWallet(db: Database, walletId: bigint) {
  const row = await db
    .selectFrom('bonus_gifts')
    .select('id')
    .where('wallet_id', '=', walletId)
    .where('status', 'in', ['active', 'wagering'])
    .forUpdate()
    .executeTakeFirst();
  return row ? findGift(db, row.id) : undefined;
}

export function campaignBySlug(db: Database, slug: string) {
  return db.selectFrom('bonus_campaigns').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The first-deposit campaign of a type running at `now`: the one started last, when several run. */
export function campaignOfFirstDeposit(db: Database, typeId: number, now: Date) {
  return db
    .selectFrom('bonus_campaigns')
    .selectAll()
    .where('trigger', '=', 'first_deposit')
    .where('type_id', '=', typeId)
    .where('status', '=', 'active')
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function campaignByCode(db: Database, code: string) {
  return db.selectFrom('bonus_campaigns').selectAll().where('promo_code', '=', code).executeTakeFirst();
}

/** The campaign of a promo code, locked: its use count moves under the lock. */
export function lockCampaignByCode(db: Database, code: string) {
  return db.selectFrom('bonus_campaigns').selectAll().where('promo_code', '=', code).forUpdate().executeTakeFirst();
}
export type CampaignRow = NonNullable<Awaited<ReturnType<typeof campaignBySlug>>>;

export async function countGiftsOfCampaign(db: Database, userId: bigint, campaignId: bigint): Promise<number> {
  const row = await db
    .selectFrom('bonus_gifts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countUse(db: Database, campaignId: bigint): Promise<void> {
  await db
    .updateTable('bonus_campaigns')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', campaignId)
    .execute();
}

export async function insertGift(
  db: Database,
  gift: {
    userId: bigint;
    campaignId: bigint;
    typeId: number;
    currencyId: number;
    bonusAmount: bigint;
    spins: number | null;
    spinBet: bigint | null;
    freeBetId: bigint | null;
    promoCode: string | null;
    expiresAt: Date;
    terms: GiftTerms;
    /** An operator's grant: who, and the request id that makes a repeat the same gift. */
    grantedBy?: bigint;
    grantRequestId?: string;
  },
): Promise<bigint> {
  const row = await db
    .insertInto('bonus_gifts')
    .values({
      user_id: gift.userId,
      campaign_id: gift.campaignId,
      type_id: gift.typeId,
      status: 'available',
      currency_id: gift.currencyId,
      bonus_amount: gift.bonusAmount,
      spins: gift.spins,
      spins_total: gift.spins,
      spin_bet: gift.spinBet,
      free_bet_id: gift.freeBetId,
      promo_code: gift.promoCode,
      expires_at: gift.expiresAt,
      terms: JSON.stringify(gift.terms),
      granted_by: gift.grantedBy ?? null,
      grant_request_id: gift.grantRequestId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setActive(
  db: Database,
  giftId: bigint,
  values: { walletId: bigint; wageringAmount: bigint; at: Date; status?: 'active' | 'wagering' },
): Promise<void> {
  await db
    .updateTable('bonus_gifts')
    .set((eb) => ({
      status: values.status ?? 'active',
      wallet_id: values.walletId,
      wagering_amount: values.wageringAmount,
      activated_at: eb.fn.coalesce('activated_at', eb.val(values.at)),
    }))
    .where('id', '=', giftId)
    .execute();
}

export async function finish(
  db: Database,
  giftId: bigint,
  status: Extract<GiftStatus, 'completed' | 'spent' | 'expired' | 'cancelled'>,
  at: Date,
  convertedAmount: bigint | null = null,
): Promise<void> {
  await db
    .updateTable('bonus_gifts')
    .set({ status, finished_at: at, converted_amount: convertedAmount })
    .where('id', '=', giftId)
    .execute();
}

/** Counts a stake towards a gift's wagering once per source; true when it was new. */
export async function addWager(db: Database, giftId: bigint, source: string, amount: bigint): Promise<boolean> {
  const inserted = await db
    .insertInto('bonus_wagers')
    .values({ gift_id: giftId, source, amount })
    .onConflict((oc) => oc.columns(['gift_id', 'source']).doNothing())
    .returning('gift_id')
    .executeTakeFirst();
  if (!inserted) return false;
  await db
    .updateTable('bonus_gifts')
    .set((eb) => ({ bet_amount: eb('bet_amount', '+', amount) }))
    .where('id', '=', giftId)
    .execute();
  return true;
}

/** A wallet's kind, owner and currency. */
export function walletFacts(db: Database, walletId: bigint) {
  return db
    .selectFrom('wallets')
    .select(['id', 'user_id', 'currency_id', 'kind', 'balance', 'closed_at'])
    .where('id', '=', walletId)
    .executeTakeFirst();
}

export async function hasOpenBets(db: Database, walletId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('bets')
    .select('id')
    .where('wallet_id', '=', walletId)
    .where('status', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findPlayer(db: Database, userId: bigint) {
  return db.selectFrom('users').select(['id', 'first_bonus']).where('id', '=', userId).executeTakeFirst();
}

export async function setFirstBonus(db: Database, userId: bigint, value: number): Promise<void> {
  await db.updateTable('users').set({ first_bonus: value }).where('id', '=', userId).execute();
}

/** Succeeded deposits of the player, all wallets. */
export async function countDeposits(db: Database, userId: bigint): Promise<number> {
  const row = await db
    .selectFrom('payment_transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('type', '=', 'deposit')
    .where('status_id', '=', TRANSACTION_STATUS.succeeded)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Gifts past their expiry still open, oldest first. */
export async function listDue(db: Database, now: Date, limit: number): Promise<bigint[]> {
  const rows = await db
    .selectFrom('bonus_gifts')
    .select('id')
    .where('status', 'in', ['available', 'active', 'wagering'])
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Locks the player's row: first-bonus changes and deposits of one player run one at a time. */
export async function lockPlayer(db: Database, userId: bigint): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Locks a wallet's row, the lock a ledger posting takes, and answers what the bonus rules read of it. */
export function lockWallet(db: Database, walletId: bigint) {
  return db
    .selectFrom('wallets')
    .select(['id', 'user_id', 'currency_id', 'kind', 'balance'])
    .where('id', '=', walletId)
    .forUpdate()
    .executeTakeFirst();
}

/** The gift playing in a bonus wallet, not locked. */
export async function findPlayingGiftOfWallet(db: Database, walletId: bigint) {
  return db
    .selectFrom('bonus_gifts')
    .select('id')
    .where('wallet_id', '=', walletId)
    .where('status', 'in', ['active', 'wagering'])
    .executeTakeFirst();
}

/** Whether a bonus of these types plays in one of the player's bonus wallets of a currency. */
export async function hasPlayingGift(db: Database, userId: bigint, typeIds: readonly number[], currencyId: number) {
  const row = await db
    .selectFrom('bonus_gifts')
    .select('id')
    .where('user_id', '=', userId)
    .where('type_id', 'in', [...typeIds])
    .where('currency_id', '=', currencyId)
    .where('status', 'in', ['active', 'wagering'])
    .where('wallet_id', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A player's free spins still to play in a currency (granted or started, in time, spins left), oldest first. */
export async function openFreeSpins(db: Database, userId: bigint, currencyId: number, now: Date) {
  const rows = await gifts(db)
    .where('bonus_gifts.user_id', '=', userId)
    .where('bonus_gifts.type_id', '=', 4)
    .where('bonus_gifts.currency_id', '=', currencyId)
    .where('bonus_gifts.status', 'in', ['available', 'active'])
    .where('bonus_gifts.spins', '>', 0)
    .where('bonus_gifts.expires_at', '>', now)
    .orderBy('bonus_gifts.id')
    .execute();
  return rows.map(withTerms);
}

/** A free spin played (or given back: `delta` +1); the first one starts the gift. */
export async function countSpin(db: Database, giftId: bigint, delta: -1 | 1, at: Date): Promise<void> {
  await db
    .updateTable('bonus_gifts')
    .set((eb) => ({
      spins: eb('spins', '+', delta),
      status: 'active',
      activated_at: eb.fn.coalesce('activated_at', eb.val(at)),
    }))
    .where('id', '=', giftId)
    .execute();
}

/** A free spin's win joins the gift's winnings (and, once they are a bonus, its wagering). */
export async function addSpinWin(db: Database, giftId: bigint, amount: bigint, wagering: bigint): Promise<void> {
  await db
    .updateTable('bonus_gifts')
    .set((eb) => ({
      bonus_amount: eb('bonus_amount', '+', amount),
      wagering_amount: eb('wagering_amount', '+', wagering),
    }))
    .where('id', '=', giftId)
    .execute();
}

/** Free spins all played, winnings waiting for the casino bonus playing to end. */
export async function setWaiting(db: Database, giftId: bigint): Promise<void> {
  await db.updateTable('bonus_gifts').set({ status: 'available' }).where('id', '=', giftId).execute();
}

/** An unused free bet withdrawn with its gift: it leaves the slip (a free bet staked already runs its course). */
export async function withdrawFreeBet(db: Database, freeBetId: bigint, at: Date): Promise<void> {
  await db
    .updateTable('free_bets')
    .set({ expires_at: at })
    .where('id', '=', freeBetId)
    .where('bet_id', 'is', null)
    .execute();
}

/** The gift an operator's grant request made, if one did. */
export async function giftOfGrantRequest(db: Database, requestId: string) {
  const row = await db
    .selectFrom('bonus_gifts')
    .select(['id', 'user_id', 'campaign_id'])
    .where('grant_request_id', '=', requestId)
    .executeTakeFirst();
  return row;
}

export async function currencyCode(db: Database, currencyId: number): Promise<string | undefined> {
  const row = await db.selectFrom('currencies').select('code').where('id', '=', currencyId).executeTakeFirst();
  return row?.code;
}

/** The player's active cash wallet and its currency: promo codes are granted in it. */
export function defaultCashWallet(db: Database, userId: bigint) {
  return db
    .selectFrom('wallets')
    .innerJoin('currencies', 'currencies.id', 'wallets.currency_id')
    .select(['wallets.id', 'wallets.currency_id', 'currencies.code as currency_code'])
    .where('wallets.user_id', '=', userId)
    .where('wallets.kind', '=', 'cash')
    .where('wallets.closed_at', 'is', null)
    .orderBy('wallets.is_default', 'desc')
    .orderBy('wallets.id')
    .executeTakeFirst();
}

/** A rolled-back stake stops counting towards the gift's wagering. */
export async function removeWager(db: Database, giftId: bigint, source: string): Promise<void> {
  const removed = await db
    .deleteFrom('bonus_wagers')
    .where('gift_id', '=', giftId)
    .where('source', '=', source)
    .returning('amount')
    .executeTakeFirst();
  if (!removed) return;
  await db
    .updateTable('bonus_gifts')
    .set((eb) => ({ bet_amount: eb('bet_amount', '-', removed.amount) }))
    .where('id', '=', giftId)
    .execute();
}

/** What the contribution of a casino stake depends on. */
export function gameFacts(db: Database, gameId: number) {
  return db
    .selectFrom('casino_games')
    .innerJoin('casino_providers', 'casino_providers.id', 'casino_games.provider_id')
    .select([
      'casino_games.external_id',
      'casino_games.is_live',
      'casino_games.category_ids',
      'casino_providers.code as provider',
    ])
    .where('casino_games.id', '=', gameId)
    .executeTakeFirst();
}
export type GameFacts = NonNullable<Awaited<ReturnType<typeof gameFacts>>>;

/** The gift that last ended in a bonus wallet, locked. */
export async function lockLastFinishedGiftOfWallet(db: Database, walletId: bigint) {
  const row = await db
    .selectFrom('bonus_gifts')
    .select('id')
    .where('wallet_id', '=', walletId)
    .where('status', 'in', ['completed', 'spent', 'expired', 'cancelled'])
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  return row ? findGift(db, row.id) : undefined;
}

/** A gift that had only run out plays again: late winnings came back into its balance. */
export async function revive(db: Database, giftId: bigint): Promise<void> {
  await db.updateTable('bonus_gifts').set({ status: 'active', finished_at: null }).where('id', '=', giftId).execute();
}

export async function addConverted(db: Database, giftId: bigint, amount: bigint): Promise<void> {
  await db
    .updateTable('bonus_gifts')
    .set((eb) => ({ converted_amount: eb(eb.fn.coalesce('converted_amount', eb.val(0n)), '+', amount) }))
    .where('id', '=', giftId)
    .execute();
}

/** The weekly campaigns running at `at` and not paused or ended by an operator. */
export function weeklyCampaigns(db: Database, at: Date) {
  return db
    .selectFrom('bonus_campaigns')
    .selectAll()
    .where('trigger', '=', 'weekly_stakes')
    .where('status', '=', 'active')
    .where('starts_at', '<=', at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('id')
    .execute();
}

/** Claims a campaign's period: false when another run (or node) granted it already. */
export async function claimGrantRun(db: Database, campaignId: bigint, period: string): Promise<boolean> {
  const row = await db
    .insertInto('bonus_grant_runs')
    .values({ campaign_id: campaignId, period })
    .onConflict((oc) => oc.columns(['campaign_id', 'period']).doNothing())
    .returning('period')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setGrantRunCount(db: Database, campaignId: bigint, period: string, granted: number) {
  await db
    .updateTable('bonus_grant_runs')
    .set({ granted })
    .where('campaign_id', '=', campaignId)
    .where('period', '=', period)
    .execute();
}

/** Each player's sports stakes from cash wallets placed in [from, to), per currency; cancelled bets left out. */
export async function weeklyStakes(db: Database, from: Date, to: Date) {
  const rows = await db
    .selectFrom('bets')
    .innerJoin('wallets', 'wallets.id', 'bets.wallet_id')
    .innerJoin('currencies', 'currencies.id', 'bets.currency_id')
    .select(['bets.user_id', 'bets.currency_id', 'currencies.code as currency_code'])
    .select((eb) => eb.fn.sum<string>('bets.amount').as('stakes'))
    .where('bets.created_at', '>=', from)
    .where('bets.created_at', '<', to)
    .where('bets.status', '<>', 4)
    .where('bets.free_bet_id', 'is', null)
    .where('wallets.kind', '=', 'cash')
    .groupBy(['bets.user_id', 'bets.currency_id', 'currencies.code'])
    .orderBy('bets.user_id')
    .execute();
  return rows.map((r) => ({ ...r, stakes: BigInt(r.stakes) }));
}

export async function setFreeBetActive(db: Database, giftId: bigint, at: Date): Promise<void> {
  await db.updateTable('bonus_gifts').set({ status: 'active', activated_at: at }).where('id', '=', giftId).execute();
}

/** The gift of a free bet whose bet was decided: used up. */
export async function finishFreeBetGift(db: Database, freeBetId: bigint, at: Date): Promise<void> {
  await db
    .updateTable('bonus_gifts')
    .set({ status: 'completed', finished_at: at })
    .where('free_bet_id', '=', freeBetId)
    .where('status', 'in', ['available', 'active'])
    .execute();
}
