import { BET_STATUS } from '@meridian/contract/bets';
import { GIFT_TYPE, type Gift, type GiftStatusItem, type GiftsQuery } from '@meridian/contract/bonuses';
import type { ProviderFreeRoundsRequest } from '@meridian/contract/casino';
import type { Database } from '../../db/database.js';
import type { WalletKind } from '../../db/schema.js';
import { audit } from '../../platform/audit.js';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import type { FreeRoundsSource } from '../casino/casino.service.js';
import type { CasinoMoneyEvent, FreeRoundEvent, FreeRoundOutcome } from '../casino/casino-wallet.service.js';
import type { FreeBetsService } from '../free-bets/free-bets.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { DecidedBet } from '../settlement/settlement.service.js';
import { ensureWallet } from '../wallets/wallets.service.js';
import { BonusDesk } from './bonuses.desk.js';
import { presentGift } from './bonuses.presenter.js';
import * as repo from './bonuses.repository.js';
import { type BonusErrorKey, bonusErrorText, giftStatuses } from './bonuses.texts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The wallets whose casino money counts for a bonus (`onCasinoMoney`): the casino bonus balance only. */
export const CASINO_WAGERING_WALLETS: ReadonlySet<WalletKind> = new Set(['bonus_casino']);
/** Odds are stored in thousandths (bets.odds). */
const ODDS_SCALE = 1000;
/** casino_categories' Slots (dictionaries data): the games a casino bonus counts in full. */
const SLOTS_CATEGORY = 1;

/** The bonus wallet a gift of a type plays in (free spins: their winnings, once all are played). */
function walletKindOf(typeId: number): WalletKind | null {
  if (typeId === GIFT_TYPE.sport) return 'bonus_sport';
  if (typeId === GIFT_TYPE.casino || typeId === GIFT_TYPE.freeSpins) return 'bonus_casino';
  return null;
}

/** The gift types whose bonus plays in a kind of bonus wallet (one of them at a time). */
const TYPES_OF_KIND: Record<string, readonly number[]> = {
  bonus_sport: [GIFT_TYPE.sport],
  bonus_casino: [GIFT_TYPE.casino, GIFT_TYPE.freeSpins],
};

/**
 * The reward id a provider knows free spins by: the gift's random `reward_id`, or `gift-<id>` for a
 * gift made before those (the id the providers already hold it under).
 */
const LEGACY_REWARD_PREFIX = 'gift-';
const rewardOf = (gift: { id: bigint; reward_id: string | null }) =>
  gift.reward_id ?? `${LEGACY_REWARD_PREFIX}${gift.id}`;
const REWARD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The gift a reward id names, if it names one. */
async function giftOfReward(db: Database, reward: string): Promise<bigint | null> {
  if (REWARD_ID.test(reward)) return (await repo.giftIdOfReward(db, reward)) ?? null;
  const digits = reward.startsWith(LEGACY_REWARD_PREFIX) ? reward.slice(LEGACY_REWARD_PREFIX.length) : '';
  if (!/^[1-9][0-9]{0,17}$/.test(digits)) return null;
  // A gift with a reward id of its own is never known by its serial id.
  const gift = await repo.findGift(db, BigInt(digits));
  return gift && gift.reward_id === null ? gift.id : null;
}

/** A refusal the player reads as the server's message (spec 000 §8), with the field it concerns. */
function refused(field: string, key: BonusErrorKey, language: string): AppError {
  const message = bonusErrorText(key, language);
  return validationFailed({ [field]: [message] }, message);
}

/** How a gift came: with a promo code, or from an operator's hand. */
interface GrantExtra {
  promoCode?: string;
  grantedBy?: bigint;
  grantRequestId?: string;
}

/** A deposit the cashier credited, for the first-deposit bonus. */
export interface CreditedDeposit {
  userId: bigint;
  walletId: bigint;
  currencyId: number;
  amount: bigint;
}

/**
 * Bonuses (docs/bonuses.md): gifts granted by campaigns, bonus money in bonus wallets of its own,
 * wagering counted as stakes settle, and conversion to cash, forfeit or expiry, each exactly once,
 * each a ledger transaction against the house's bonus account whose key names the gift.
 */
export class BonusesService {
  /** The operators' side: campaigns, and gifts granted or cancelled by hand (docs/backoffice.md, "Bonuses"). */
  readonly desk: BonusDesk;

  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly freeBets: Pick<FreeBetsService, 'grantIn'>,
    private readonly now: () => number = Date.now,
  ) {
    this.desk = new BonusDesk(db, this, () => this.now());
  }

  private excluded: (db: Database, userId: bigint) => Promise<boolean> = async () => false;

  /** Whether a player is on a time-out or self-excluded: marketing stops for them (no code, no bonus granted). */
  useExclusions(excluded: (db: Database, userId: bigint) => Promise<boolean>): void {
    this.excluded = excluded;
  }

  /** The player's latest gifts in any status, as stored, for the back office's player page. */
  latestGifts(userId: bigint, limit: number) {
    return repo.listGifts(this.db, userId, { statuses: [], limit, offset: 0 });
  }

  async list(
    userId: bigint,
    query: GiftsQuery,
    language: string,
  ): Promise<{ list: Gift[]; statuses: GiftStatusItem[] }> {
    const rows = await repo.listGifts(this.db, userId, query);
    return { list: rows.map((row) => presentGift(row, language)), statuses: giftStatuses(language) };
  }

  /** A gift of the player's, as the list shows it. */
  async gift(userId: bigint, giftId: bigint, language: string): Promise<Gift> {
    const row = await repo.findGift(this.db, giftId);
    if (!row || row.user_id !== userId) throw notFound(bonusErrorText('giftNotFound', language));
    return presentGift(row, language);
  }

  /**
   * A promo code: the campaign's gift, granted once per player (or `per_player` times) while the
   * campaign runs and has uses left; a bonus starts at once unless one of its kind is playing.
   */
  async activatePromoCode(userId: bigint, text: string, language: string, ip: string): Promise<Gift> {
    const giftId = await this.db.transaction().execute(async (trx) => {
      const player = await repo.findPlayer(trx, userId);
      if (!player) throw notFound();
      return this.#redeem(trx, userId, text, language, ip);
    });
    return this.gift(userId, giftId, language);
  }

  /** Why a new player in this currency could not use a code (sign-up checks it with the form), or null. */
  async check(text: string, currencyId: number, language: string): Promise<string | null> {
    const campaign = await repo.campaignByCode(this.db, normalCode(text));
    const currency = await repo.currencyCode(this.db, currencyId);
    const problem = campaignProblem(campaign, new Date(this.now()));
    if (problem) return bonusErrorText(problem, language);
    if (!currency || campaign?.amounts[currency] === undefined) return bonusErrorText('promoCurrency', language);
    return null;
  }

  /** Grants a sign-up's promo code in the transaction that creates the player; one that ran out meanwhile is skipped. */
  async redeemAtSignUp(trx: Database, userId: bigint, text: string, language: string, ip: string): Promise<void> {
    try {
      await this.#redeem(trx, userId, text, language, ip);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }

  /** The checks of a promo code and its grant, in the caller's transaction (the campaign row locked). */
  async #redeem(trx: Database, userId: bigint, text: string, language: string, ip: string): Promise<bigint> {
    const code = normalCode(text);
    if (await this.excluded(trx, userId)) throw refused('code', 'promoExcluded', language);
    const campaign = await repo.lockCampaignByCode(trx, code);
    const problem = campaignProblem(campaign, new Date(this.now()));
    if (problem || !campaign) throw refused('code', problem ?? 'promoUnknown', language);
    if ((await repo.countGiftsOfCampaign(trx, userId, campaign.id)) >= campaign.per_player) {
      throw refused('code', 'promoAlreadyUsed', language);
    }
    const wallet = await repo.defaultCashWallet(trx, userId);
    const amount = wallet ? campaign.amounts[wallet.currency_code] : undefined;
    if (!wallet || amount === undefined) throw refused('code', 'promoCurrency', language);
    await repo.countUse(trx, campaign.id);
    const id =
      campaign.type_id === GIFT_TYPE.freeBet
        ? await this.#grantFreeBet(trx, userId, campaign, wallet.currency_id, BigInt(amount), { promoCode: code })
        : await this.#grant(trx, userId, campaign, wallet.currency_id, BigInt(amount), { promoCode: code });
    await audit(trx, 'bonus_promo_code', { userId, ip, details: { code, gift_id: String(id) } });
    await this.#startIfFree(trx, id);
    return id;
  }

  /**
   * An operator's grant of a campaign's gift (in the desk's transaction, the campaign read by it): the
   * gift its trigger would give, the bonus started unless one of its kind plays. Answers the gift's id.
   */
  async grantByOperator(
    trx: Database,
    grant: {
      userId: bigint;
      campaign: repo.CampaignRow;
      currencyId: number;
      amount: bigint;
      operatorId: bigint;
      requestId: string;
    },
  ): Promise<bigint> {
    if (await this.excluded(trx, grant.userId)) {
      throw validationFailed({ player: ['The player is on a time-out or self-excluded: no bonus may be granted.'] });
    }
    const by = { grantedBy: grant.operatorId, grantRequestId: grant.requestId };
    if (grant.campaign.type_id === GIFT_TYPE.freeBet) {
      return this.#grantFreeBet(trx, grant.userId, grant.campaign, grant.currencyId, grant.amount, by);
    }
    const id = await this.#grant(trx, grant.userId, grant.campaign, grant.currencyId, grant.amount, by);
    await this.#startIfFree(trx, id);
    return id;
  }

  /**
   * An operator's cancel of a player's open gift (in the desk's transaction), cancellable or not: a
   * playing bonus's balance is forfeited, an unused free bet withdrawn. Answers why it could not be.
   */
  async cancelByOperator(trx: Database, giftId: bigint): Promise<'cancelled' | 'finished' | 'freeBetInPlay'> {
    const found = await repo.findGift(trx, giftId);
    if (!found) return 'finished';
    if (found.wallet_id !== null) await repo.lockWallet(trx, found.wallet_id);
    const gift = await repo.lockGift(trx, giftId);
    if (!gift || !['available', 'active', 'wagering'].includes(gift.status)) return 'finished';
    if (gift.free_bet_id !== null && gift.free_bet_used_at !== null) return 'freeBetInPlay';
    await this.#forfeit(trx, gift, 'cancelled');
    return 'cancelled';
  }

  /** Starts an available bonus by hand (when the player chose it after another of its kind finished). */
  async activateGift(userId: bigint, giftId: bigint, language: string): Promise<Gift> {
    await this.db.transaction().execute(async (trx) => {
      const gift = await repo.lockGift(trx, giftId);
      if (!gift || gift.user_id !== userId) throw notFound(bonusErrorText('giftNotFound', language));
      if (gift.status !== 'available') throw refused('id', 'giftFinished', language);
      if (gift.type_id === GIFT_TYPE.freeSpins && (gift.spins ?? 0) > 0)
        throw refused('id', 'playSpinsFirst', language);
      if (!walletKindOf(gift.type_id) || !(await this.#start(trx, gift))) {
        throw refused('id', 'bonusPlaying', language);
      }
    });
    return this.gift(userId, giftId, language);
  }

  /** The first-deposit choice (0 none, 1 sport, 2 casino), while no deposit has landed. */
  async changeFirstBonus(userId: bigint, value: 0 | 1 | 2, language: string, ip: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await repo.lockPlayer(trx, userId);
      if ((await repo.countDeposits(trx, userId)) > 0) throw refused('first_bonus', 'firstDepositMade', language);
      await repo.setFirstBonus(trx, userId, value);
      await audit(trx, 'bonus_choice_changed', { userId, ip, details: { first_bonus: value } });
    });
  }

  /** Declines an available gift, or gives up a playing bonus (its balance is forfeited). */
  async cancelGift(userId: bigint, giftId: bigint, language: string, ip: string): Promise<void> {
    const found = await repo.findGift(this.db, giftId);
    if (!found || found.user_id !== userId) throw notFound(bonusErrorText('giftNotFound', language));
    await this.db.transaction().execute(async (trx) => {
      if (found.wallet_id !== null) await repo.lockWallet(trx, found.wallet_id);
      const gift = await repo.lockGift(trx, giftId);
      if (!gift || !['available', 'active', 'wagering'].includes(gift.status)) {
        throw refused('id', 'giftFinished', language);
      }
      if (!gift.is_cancellable) throw refused('id', 'notCancellable', language);
      if (gift.free_bet_id !== null && gift.free_bet_used_at !== null) throw refused('id', 'freeBetInPlay', language);
      await this.#forfeit(trx, gift, 'cancelled');
      await audit(trx, 'bonus_cancelled', { userId, ip, details: { gift_id: String(giftId) } });
    });
  }

  /** Gives up the bonus playing in a bonus wallet (spec `DELETE /user/bonus/{id}`: the bonus balance's id). */
  async cancelBonus(userId: bigint, walletId: bigint, language: string, ip: string): Promise<void> {
    const wallet = await repo.walletFacts(this.db, walletId);
    if (!wallet || wallet.user_id !== userId || wallet.kind === 'cash') {
      throw notFound(bonusErrorText('giftNotFound', language));
    }
    const playing = await repo.findPlayingGiftOfWallet(this.db, walletId);
    if (!playing) throw refused('id', 'giftFinished', language);
    await this.cancelGift(userId, playing.id, language, ip);
  }

  /**
   * The cashier credited a deposit (in its transaction): the player's first one brings the welcome
   * bonus they chose, 100 % of it (the campaign's share) up to the campaign's cap in that currency.
   */
  async onDepositCredited(trx: Database, deposit: CreditedDeposit): Promise<ReadonlyMap<bigint, bigint> | null> {
    if ((await repo.countDeposits(trx, deposit.userId)) !== 1) return null;
    if (await this.excluded(trx, deposit.userId)) return null;
    const player = await repo.findPlayer(trx, deposit.userId);
    const typeId = player?.first_bonus;
    if (typeId !== GIFT_TYPE.sport && typeId !== GIFT_TYPE.casino) return null;
    const campaign = await repo.campaignOfFirstDeposit(trx, typeId, new Date(this.now()));
    if (!campaign) return null;
    const currency = await repo.currencyCode(trx, deposit.currencyId);
    const cap = currency ? campaign.amounts[currency] : undefined;
    if (cap === undefined) return null;
    const share = (deposit.amount * BigInt(campaign.percent ?? 100)) / 100n;
    const amount = share < BigInt(cap) ? share : BigInt(cap);
    if (amount <= 0n) return null;
    const giftId = await this.#grant(trx, deposit.userId, campaign, deposit.currencyId, amount, {});
    const gift = await repo.lockGift(trx, giftId);
    return gift ? this.#start(trx, gift) : null;
  }

  /**
   * A sports bet settled (in settlement's transaction). A bet staked from a bonus wallet counts
   * towards the playing gift's wagering when it meets the conditions and was decided (not voided);
   * then the gift completes (wagering done, nothing left in play), is spent (nothing left at all),
   * or plays on. Winnings landing in a bonus wallet whose gift is over are forfeited.
   */
  async onBetSettled(trx: Database, bet: DecidedBet): Promise<ReadonlyMap<bigint, bigint> | null> {
    if (bet.freeBetId !== null) {
      // A free bet's gift is used up once its bet is decided; a cancelled bet gives the free bet back.
      if (bet.status !== BET_STATUS.canceled) await repo.finishFreeBetGift(trx, bet.freeBetId, new Date(this.now()));
      return null;
    }
    const wallet = await repo.lockWallet(trx, bet.walletId);
    if (!wallet || wallet.kind === 'cash') return null;
    const gift = await repo.lockPlayingGiftOfWallet(trx, bet.walletId);
    if (!gift) {
      if (wallet.balance > 0n && !(await repo.hasOpenBets(trx, bet.walletId))) {
        return this.#sweep(trx, wallet, `bet:${bet.id}:bonus_sweep`, { bet_id: bet.id });
      }
      return null;
    }
    if (bet.status !== BET_STATUS.canceled && counts(gift, bet)) {
      await repo.addWager(trx, gift.id, `bet:${bet.id}`, bet.amount);
    } else if (bet.status === BET_STATUS.canceled) {
      // A bet voided after it counted (an operator's void or resettlement) counts no more.
      await repo.removeWager(trx, gift.id, `bet:${bet.id}`);
    }
    return this.#settleGift(trx, gift.id);
  }

  /**
   * A game provider moved money in a wallet (in the wallet call's transaction). A stake from a casino
   * bonus balance counts towards the playing gift's wagering by the game's contribution (slots in
   * full, other games by the campaign's share; none outside the campaign's games), once per call;
   * a rolled-back stake stops counting. Wagering done converts the balance at once: a round still
   * in play pays its win after, and money landing in a bonus balance whose gift has ended follows
   * that gift (converted, back in play if it had only run out, or forfeited).
   */
  async onCasinoMoney(trx: Database, event: CasinoMoneyEvent): Promise<ReadonlyMap<bigint, bigint> | null> {
    const wallet = await repo.lockWallet(trx, event.walletId);
    if (!wallet || !CASINO_WAGERING_WALLETS.has(wallet.kind as WalletKind)) return null;
    const gift = await repo.lockPlayingGiftOfWallet(trx, event.walletId);
    if (!gift) {
      if (event.kind === 'bet') return null;
      return this.#late(trx, wallet, event.amount, `casino:${event.providerId}:${event.uuid}:late`);
    }
    if (event.kind === 'bet') {
      const share = contribution(gift, await repo.gameFacts(trx, event.gameId));
      const counted = (event.amount * BigInt(share)) / 100n;
      if (counted > 0n) await repo.addWager(trx, gift.id, `casino:${event.providerId}:${event.uuid}`, counted);
    } else if (event.kind === 'rollback' && event.betUuid) {
      await repo.removeWager(trx, gift.id, `casino:${event.providerId}:${event.betUuid}`);
    }
    return this.#settleGift(trx, gift.id);
  }

  /**
   * The free spins a launch of a provider's game carries (casino launch, `FreeRoundsSource`): the
   * player's spins granted or started in the game's currency, on this game, still in time.
   */
  readonly freeRoundsFor: FreeRoundsSource = async (db, player) => {
    const rows = await repo.openFreeSpins(db, player.userId, player.currencyId, new Date(this.now()));
    const requests: ProviderFreeRoundsRequest[] = [];
    for (const gift of rows) {
      if (gift.provider !== null && gift.provider !== player.providerCode) continue;
      if (gift.games !== null && !gift.games.includes(player.gameCode)) continue;
      if (gift.spin_bet === null || gift.spins_total === null) continue;
      requests.push({
        reward_uuid: rewardOf(gift),
        user: String(player.userId),
        currency: player.currency,
        game_codes: gift.games ?? [player.gameCode],
        bet_value: Number(gift.spin_bet),
        bet_count: gift.spins_total,
        end_time: Math.floor(gift.expires_at.getTime() / 1000),
      });
    }
    return requests;
  };

  /**
   * A free round's wallet call (in its transaction). Its bet (of 0) plays one of the gift's spins
   * while the gift is granted or started, in time, with spins left, on its game; the first one starts
   * it. Its win joins the winnings; the win of the last spin turns them into a casino bonus with
   * wagering (waiting, available, while another casino bonus plays; used up when nothing was won).
   * A win landing after the gift ended is forfeited: nothing moves. A rolled-back spin is given back.
   */
  async onFreeRound(trx: Database, event: FreeRoundEvent): Promise<FreeRoundOutcome> {
    const giftId = await giftOfReward(trx, event.reward);
    const gift = giftId === null ? undefined : await repo.lockGift(trx, giftId);
    const unavailable = { refused: 'RS_ERROR_FREEBET_UNAVAILABLE' } as const;
    if (!gift || gift.user_id !== event.userId || gift.type_id !== GIFT_TYPE.freeSpins) {
      return event.kind === 'bet' ? unavailable : { balances: null };
    }
    const now = new Date(this.now());
    if (event.kind === 'bet') {
      const game = await repo.gameFacts(trx, event.gameId);
      const playable =
        ['available', 'active'].includes(gift.status) &&
        gift.wallet_id === null &&
        (gift.spins ?? 0) > 0 &&
        gift.expires_at > now &&
        gift.currency_id === event.currencyId &&
        game !== undefined &&
        (gift.provider === null || gift.provider === game.provider) &&
        (gift.games === null || gift.games.includes(game.external_id));
      if (!playable) return unavailable;
      await repo.countSpin(trx, gift.id, -1, now);
      return { balances: null };
    }
    if (event.kind === 'rollback') {
      if (gift.status === 'active' && gift.wallet_id === null) await repo.countSpin(trx, gift.id, 1, now);
      return { balances: null };
    }
    const multiplier = BigInt(gift.wagering_multiplier);
    if (gift.wallet_id === null && ['available', 'active'].includes(gift.status)) {
      // Still spinning (or waiting with its winnings): the win is counted, no money moves yet.
      await repo.addSpinWin(trx, gift.id, event.amount, 0n);
      if (gift.status !== 'active' || (gift.spins ?? 0) > 0) return { balances: null };
      return { balances: await this.#spinsPlayed(trx, gift.id) };
    }
    if (gift.status === 'wagering' && gift.wallet_id !== null && event.amount > 0n) {
      // An earlier spin's win delivered late: straight into the bonus it became, wagering included.
      await repo.lockWallet(trx, gift.wallet_id);
      const posted = await this.ledger.post(trx, {
        kind: 'bonus_credit',
        idempotencyKey: `gift:${gift.id}:spin:${event.uuid}`,
        entries: [
          { accountId: await this.ledger.walletAccount(trx, gift.wallet_id), amount: event.amount },
          { accountId: await this.ledger.houseAccount(trx, 'house_bonus', gift.currency_id), amount: -event.amount },
        ],
        metadata: { gift_id: gift.id, reason: 'free_spin_win' },
      });
      await repo.addSpinWin(trx, gift.id, event.amount, event.amount * multiplier);
      return { balances: posted.walletBalances };
    }
    return { balances: null };
  }

  /** All of a gift's spins are played: their winnings start as a casino bonus, wait, or there were none. */
  async #spinsPlayed(trx: Database, giftId: bigint): Promise<ReadonlyMap<bigint, bigint> | null> {
    const gift = await repo.lockGift(trx, giftId);
    if (!gift) return null;
    if (gift.bonus_amount === 0n) {
      await repo.finish(trx, gift.id, 'spent', new Date(this.now()));
      return null;
    }
    const started = await this.#start(trx, gift);
    if (!started) await repo.setWaiting(trx, gift.id);
    return started;
  }

  /**
   * The weekly free bet (the `bonus-weekly` job): every campaign of weekly stakes gives its gift to each
   * player whose sports stakes from cash in the week that ended (Monday to Sunday, UTC) reached its
   * threshold in that currency. A week is granted once, with its run's row, in one transaction.
   */
  async grantWeekly(): Promise<number> {
    const weekEnd = startOfWeek(this.now());
    const weekStart = new Date(weekEnd.getTime() - 7 * DAY_MS);
    const period = weekStart.toISOString().slice(0, 10);
    let granted = 0;
    for (const campaign of await repo.weeklyCampaigns(this.db, weekEnd)) {
      granted += await this.db.transaction().execute(async (trx) => {
        if (!(await repo.claimGrantRun(trx, campaign.id, period))) return 0;
        let count = 0;
        for (const row of await repo.weeklyStakes(trx, weekStart, weekEnd)) {
          const threshold = campaign.min_stakes?.[row.currency_code];
          const amount = campaign.amounts[row.currency_code];
          if (threshold === undefined || amount === undefined || row.stakes < BigInt(threshold)) continue;
          if (await this.excluded(trx, row.user_id)) continue;
          await this.#grantFreeBet(trx, row.user_id, campaign, row.currency_id, BigInt(amount), {});
          count += 1;
        }
        await repo.setGrantRunCount(trx, campaign.id, period, count);
        return count;
      });
    }
    return granted;
  }

  /** A free bet (gift type 3): the slip offers it at once; its gift plays until its bet is decided. */
  async #grantFreeBet(
    trx: Database,
    userId: bigint,
    campaign: repo.CampaignRow,
    currencyId: number,
    amount: bigint,
    extra: GrantExtra,
  ) {
    const expiresAt = new Date(this.now() + campaign.valid_days * DAY_MS);
    const freeBetId = await this.freeBets.grantIn(trx, {
      userId,
      currencyId,
      amount,
      title: campaign.names.en ?? campaign.slug,
      description: campaign.names.ru ?? '',
      expiresAt,
    });
    const giftId = await repo.insertGift(trx, {
      userId,
      campaignId: campaign.id,
      typeId: campaign.type_id,
      currencyId,
      bonusAmount: amount,
      spins: null,
      spinBet: null,
      freeBetId,
      promoCode: extra.promoCode ?? null,
      expiresAt,
      terms: repo.termsOf(campaign),
      ...(extra.grantedBy === undefined ? {} : { grantedBy: extra.grantedBy }),
      ...(extra.grantRequestId === undefined ? {} : { grantRequestId: extra.grantRequestId }),
    });
    await repo.setFreeBetActive(trx, giftId, new Date(this.now()));
    return giftId;
  }

  /** Expires the gifts past their time (the `bonus-expiry` job): a playing bonus's balance is forfeited. */
  async expireDue(limit = 100): Promise<number> {
    const ids = await repo.listDue(this.db, new Date(this.now()), limit);
    let expired = 0;
    for (const id of ids) {
      const found = await repo.findGift(this.db, id);
      if (!found) continue;
      const done = await this.db.transaction().execute(async (trx) => {
        if (found.wallet_id !== null) await repo.lockWallet(trx, found.wallet_id);
        const gift = await repo.lockGift(trx, id);
        if (!gift || !['available', 'active', 'wagering'].includes(gift.status)) return false;
        if (gift.expires_at.getTime() > this.now()) return false;
        // A free bet staked on a bet still in play runs its course; the bet's settlement ends the gift.
        if (gift.free_bet_used_at !== null) return false;
        await this.#forfeit(trx, gift, 'expired');
        return true;
      });
      if (done) expired += 1;
    }
    return expired;
  }

  async #grant(
    trx: Database,
    userId: bigint,
    campaign: repo.CampaignRow,
    currencyId: number,
    amount: bigint,
    extra: GrantExtra,
  ): Promise<bigint> {
    const currency = await repo.currencyCode(trx, currencyId);
    const spinBet = campaign.spin_bets && currency ? campaign.spin_bets[currency] : undefined;
    return repo.insertGift(trx, {
      userId,
      campaignId: campaign.id,
      typeId: campaign.type_id,
      currencyId,
      bonusAmount: amount,
      spins: campaign.spins,
      spinBet: spinBet === undefined ? null : BigInt(spinBet),
      freeBetId: null,
      promoCode: extra.promoCode ?? null,
      expiresAt: new Date(this.now() + campaign.valid_days * DAY_MS),
      terms: repo.termsOf(campaign),
      ...(extra.grantedBy === undefined ? {} : { grantedBy: extra.grantedBy }),
      ...(extra.grantRequestId === undefined ? {} : { grantRequestId: extra.grantRequestId }),
    });
  }

  /** Starts a granted bonus unless one of its kind already plays (it then waits, available). */
  async #startIfFree(trx: Database, giftId: bigint): Promise<void> {
    const gift = await repo.lockGift(trx, giftId);
    // Free spins start when their first spin is played.
    if (gift && gift.type_id !== GIFT_TYPE.freeSpins) await this.#start(trx, gift);
  }

  /**
   * A bonus starts: its money moves from the house's bonus account to the player's bonus wallet of
   * its kind (opened the first time), and its wagering is set. Answers the wallet's new balance, or
   * null when one of its kind plays (it then waits, available).
   */
  async #start(trx: Database, gift: repo.GiftRow): Promise<ReadonlyMap<bigint, bigint> | null> {
    const kind = walletKindOf(gift.type_id);
    if (!kind) return null;
    if (await repo.hasPlayingGift(trx, gift.user_id, TYPES_OF_KIND[kind] ?? [], gift.currency_id)) return null;
    const walletId = await ensureWallet(trx, gift.user_id, gift.currency_id, kind);
    const account = await this.ledger.walletAccount(trx, walletId);
    const house = await this.ledger.houseAccount(trx, 'house_bonus', gift.currency_id);
    const posted = await this.ledger.post(trx, {
      kind: 'bonus_credit',
      idempotencyKey: `gift:${gift.id}:credit`,
      entries: [
        { accountId: account, amount: gift.bonus_amount },
        { accountId: house, amount: -gift.bonus_amount },
      ],
      metadata: { gift_id: gift.id, reason: 'granted' },
    });
    const multiplier = gift.wagering_multiplier;
    await repo.setActive(trx, gift.id, {
      walletId,
      wageringAmount: gift.bonus_amount * BigInt(multiplier),
      at: new Date(this.now()),
      // Free spins' winnings are wagered as a bonus of their own.
      status: gift.type_id === GIFT_TYPE.freeSpins ? 'wagering' : 'active',
    });
    await this.#settleGift(trx, gift.id);
    return posted.walletBalances;
  }

  /**
   * Completes or spends a playing gift when its state says so (its wallet is locked by the caller);
   * answers the wallets' balances when money moved.
   */
  async #settleGift(trx: Database, giftId: bigint): Promise<ReadonlyMap<bigint, bigint> | null> {
    const gift = await repo.lockGift(trx, giftId);
    if (!gift || gift.wallet_id === null || !['active', 'wagering'].includes(gift.status)) return null;
    if (await repo.hasOpenBets(trx, gift.wallet_id)) return null;
    const balance = gift.wallet_balance ?? 0n;
    if (gift.bet_amount >= gift.wagering_amount && balance > 0n) return this.#convert(trx, gift, balance);
    if (balance === 0n) await repo.finish(trx, gift.id, 'spent', new Date(this.now()));
    return null;
  }

  /**
   * Money that landed in a bonus balance with no gift playing (a bet or round that outlived its
   * bonus): it follows the wallet's last gift. Completed: converted like the rest of it (within what
   * is left of the cap); only run out and still in time: the gift plays again with it; else forfeited.
   */
  async #late(
    trx: Database,
    wallet: { id: bigint; currency_id: number; balance: bigint },
    amount: bigint,
    idempotencyKey: string,
  ): Promise<ReadonlyMap<bigint, bigint> | null> {
    if (wallet.balance <= 0n) return null;
    const last = await repo.lockLastFinishedGiftOfWallet(trx, wallet.id);
    if (last?.status === 'spent' && last.expires_at.getTime() > this.now()) {
      await repo.revive(trx, last.id);
      return this.#settleGift(trx, last.id);
    }
    if (last?.status === 'completed') {
      const cap =
        last.conversion_cap_multiplier === null ? null : last.bonus_amount * BigInt(last.conversion_cap_multiplier);
      const room = cap === null ? wallet.balance : cap - (last.converted_amount ?? 0n);
      const converted = room <= 0n ? 0n : room < wallet.balance ? room : wallet.balance;
      const cash = await ensureWallet(trx, last.user_id, last.currency_id, 'cash');
      const entries = [{ accountId: await this.ledger.walletAccount(trx, wallet.id), amount: -wallet.balance }];
      if (converted > 0n) entries.push({ accountId: await this.ledger.walletAccount(trx, cash), amount: converted });
      if (wallet.balance > converted) {
        entries.push({
          accountId: await this.ledger.houseAccount(trx, 'house_bonus', wallet.currency_id),
          amount: wallet.balance - converted,
        });
      }
      const posted = await this.ledger.post(
        trx,
        {
          kind: 'bonus_conversion',
          idempotencyKey,
          entries,
          metadata: { gift_id: last.id, reason: 'late_win', amount: String(amount) },
        },
        { lockedWallets: new Map([[wallet.id, wallet.balance]]) },
      );
      await repo.addConverted(trx, last.id, converted);
      return posted.walletBalances;
    }
    return this.#sweep(trx, wallet, idempotencyKey, { reason: 'late_after_end', gift_id: last?.id ?? null });
  }

  /**
   * Wagering done: the bonus balance becomes cash, up to the campaign's cap (a multiple of the
   * bonus); what is above the cap goes back to the house's bonus account.
   */
  async #convert(trx: Database, gift: repo.GiftRow, balance: bigint): Promise<ReadonlyMap<bigint, bigint>> {
    const walletId = gift.wallet_id as bigint;
    const cap =
      gift.conversion_cap_multiplier === null ? null : gift.bonus_amount * BigInt(gift.conversion_cap_multiplier);
    const converted = cap !== null && cap < balance ? cap : balance;
    const cash = await ensureWallet(trx, gift.user_id, gift.currency_id, 'cash');
    const house = await this.ledger.houseAccount(trx, 'house_bonus', gift.currency_id);
    const entries = [
      { accountId: await this.ledger.walletAccount(trx, walletId), amount: -balance },
      { accountId: await this.ledger.walletAccount(trx, cash), amount: converted },
    ];
    if (balance > converted) entries.push({ accountId: house, amount: balance - converted });
    const posted = await this.ledger.post(trx, {
      kind: 'bonus_conversion',
      idempotencyKey: `gift:${gift.id}:convert`,
      entries,
      metadata: { gift_id: gift.id, reason: 'wagering_completed', capped: balance > converted },
    });
    await repo.finish(trx, gift.id, 'completed', new Date(this.now()), converted);
    await audit(trx, 'bonus_completed', {
      userId: gift.user_id,
      details: { gift_id: String(gift.id), converted: String(converted), currency_id: gift.currency_id },
    });
    return posted.walletBalances;
  }

  /** Ends a gift without paying it: a playing bonus's balance goes back to the house's bonus account. */
  async #forfeit(trx: Database, gift: repo.GiftRow, status: 'expired' | 'cancelled'): Promise<void> {
    if (gift.free_bet_id !== null) await repo.withdrawFreeBet(trx, gift.free_bet_id, new Date(this.now()));
    if (gift.wallet_id !== null && gift.status !== 'available') {
      const wallet = await repo.lockWallet(trx, gift.wallet_id);
      if (wallet && wallet.balance > 0n) {
        await this.#sweep(trx, wallet, `gift:${gift.id}:forfeit`, { gift_id: gift.id, reason: status });
      }
    }
    await repo.finish(trx, gift.id, status, new Date(this.now()));
  }

  /** The whole balance of a bonus wallet back to the house's bonus account. */
  async #sweep(
    trx: Database,
    wallet: { id: bigint; currency_id: number; balance: bigint },
    idempotencyKey: string,
    metadata: Record<string, unknown>,
  ): Promise<ReadonlyMap<bigint, bigint>> {
    const house = await this.ledger.houseAccount(trx, 'house_bonus', wallet.currency_id);
    const posted = await this.ledger.post(
      trx,
      {
        kind: 'bonus_forfeit',
        idempotencyKey,
        entries: [
          { accountId: await this.ledger.walletAccount(trx, wallet.id), amount: -wallet.balance },
          { accountId: house, amount: wallet.balance },
        ],
        metadata,
      },
      { lockedWallets: new Map([[wallet.id, wallet.balance]]) },
    );
    return posted.walletBalances;
  }
}

/** The share (percent) of a casino stake that counts: the campaign's games only, by the game's kind. */
function contribution(gift: repo.GiftRow, game: repo.GameFacts | undefined): number {
  if (!game) return 0;
  if (gift.provider !== null && game.provider !== gift.provider) return 0;
  if (gift.games !== null && !gift.games.includes(game.external_id)) return 0;
  const shares = gift.contributions ?? { slots: 100, table: 100, live: 100 };
  const kind = game.is_live ? 'live' : game.category_ids.includes(SLOTS_CATEGORY) ? 'slots' : 'table';
  return shares[kind] ?? 0;
}

/** Monday 00:00 UTC of the week `ms` falls in. */
export function startOfWeek(ms: number): Date {
  const day = new Date(ms);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/** Promo codes are read without case or spaces ("spins 50" is SPINS50): a code has neither. */
export function normalCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Why a campaign's code cannot be used now by anyone, or null. */
function campaignProblem(campaign: repo.CampaignRow | undefined, now: Date): BonusErrorKey | null {
  if (!campaign) return 'promoUnknown';
  if (campaign.status === 'ended') return 'promoExpired';
  if (campaign.starts_at > now) return 'promoNotStarted';
  if (campaign.ends_at && campaign.ends_at <= now) return 'promoExpired';
  if (campaign.status === 'paused') return 'promoPaused';
  if (campaign.max_uses !== null && campaign.uses >= campaign.max_uses) return 'promoUsedUp';
  return null;
}

/** Whether a settled bet meets the gift's conditions: total odds, selections and bet type. */
function counts(gift: repo.GiftRow, bet: DecidedBet): boolean {
  if (gift.min_odds !== null && bet.odds < Math.round(Number(gift.min_odds) * ODDS_SCALE)) return false;
  if (gift.min_events !== null && bet.legs < gift.min_events) return false;
  if (gift.bet_type_id !== null && bet.type !== gift.bet_type_id) return false;
  return true;
}
