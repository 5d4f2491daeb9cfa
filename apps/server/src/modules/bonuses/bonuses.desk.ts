import { GIFT_TYPE, type Gift } from '@meridian/contract/bonuses';
import { LANGUAGES } from '@meridian/contract/constants';
import type {
  CampaignDraft,
  CampaignPreview,
  OperatorCampaign,
  OperatorGift,
} from '@meridian/contract/operator-bonuses';
import type { Database } from '../../db/database.js';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import { auditDeskChange, type DeskActor } from '../../platform/operator-audit.js';
import { amountToJson } from '../ledger/ledger.amounts.js';
import { campaignErrors } from './bonuses.campaign-rules.js';
import {
  type Currency,
  draftOf,
  presentOperatorCampaign,
  presentOperatorGift,
  statusOf,
} from './bonuses.desk.presenter.js';
import * as desk from './bonuses.desk.repository.js';
import { previewCard } from './bonuses.preview.js';
import * as repo from './bonuses.repository.js';

/**
 * Who makes a change: an operator (kept in the audit with their reason, in the change's transaction),
 * or null for the install's demo campaigns (the seed), which no operator signs.
 */
export type BonusActor = DeskActor;

/** The money side of grants and cancels: the bonus service's own paths (BonusesService). */
export interface GiftMoney {
  grantByOperator(
    trx: Database,
    grant: {
      userId: bigint;
      campaign: repo.CampaignRow;
      currencyId: number;
      amount: bigint;
      operatorId: bigint;
      requestId: string;
    },
  ): Promise<bigint>;
  cancelByOperator(trx: Database, giftId: bigint): Promise<'cancelled' | 'finished' | 'freeBetInPlay'>;
}

const DAY_MS = 86_400_000;
const CAMPAIGN_MISSING = 'No such campaign.';
/** The unique index of a grant's request id (20261203110000_bonus_campaigns_desk.sql). */
const GRANT_REQUEST_INDEX = 'bonus_gifts_grant_request';

function uniqueViolation(error: unknown): string | null {
  const failure = error as { code?: string; constraint?: string; message?: string; detail?: string };
  if (failure?.code !== '23505') return null;
  return `${failure.constraint ?? ''} ${failure.message ?? ''} ${failure.detail ?? ''}`;
}

/** The fields that differ between two versions of a campaign, for the audit. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return { before: was, after: now };
}

/** A draft as the campaign's columns: free spins are offered in the currencies their spin bets name. */
function columnsOf(draft: CampaignDraft) {
  const amounts =
    draft.type_id === GIFT_TYPE.freeSpins
      ? Object.fromEntries(Object.keys(draft.spin_bets ?? {}).map((code) => [code, 0]))
      : draft.amounts;
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  return {
    slug: draft.slug,
    type_id: draft.type_id,
    trigger: draft.trigger,
    names: JSON.stringify(draft.names),
    percent: draft.percent,
    amounts: JSON.stringify(amounts),
    wagering_multiplier: draft.wagering_multiplier,
    min_odds: draft.min_odds,
    min_events: draft.min_events,
    bet_type_id: draft.bet_type_id,
    games: json(draft.games),
    provider: draft.provider,
    contributions: json(draft.contributions),
    conversion_cap_multiplier: draft.conversion_cap_multiplier,
    spins: draft.spins,
    spin_bets: json(draft.spin_bets),
    min_stakes: json(draft.min_stakes),
    valid_days: draft.valid_days,
    is_cancellable: draft.is_cancellable,
    promo_code: draft.promo_code,
    max_uses: draft.max_uses,
    per_player: draft.per_player,
    starts_at: new Date(draft.starts_at),
    ends_at: draft.ends_at === null ? null : new Date(draft.ends_at),
  };
}

/**
 * The operators' side of bonus campaigns (docs/backoffice.md, "Bonuses"): campaigns created, edited,
 * paused and ended, previewed as players read them, and gifts granted or cancelled by hand through the
 * bonus service's own paths; each change written with the audit in one transaction.
 */
export class BonusDesk {
  constructor(
    private readonly db: Database,
    private readonly money: GiftMoney | null,
    /** The clock, in epoch milliseconds (the bonus service's). */
    private readonly now: () => number = Date.now,
  ) {}

  async campaigns(): Promise<{ list: OperatorCampaign[] }> {
    return { list: await this.#present(await desk.listCampaigns(this.db)) };
  }

  async campaign(id: number): Promise<OperatorCampaign> {
    const row = await desk.findCampaign(this.db, BigInt(id));
    if (!row) throw notFound(CAMPAIGN_MISSING);
    return (await this.#present([row]))[0] as OperatorCampaign;
  }

  async create(actor: BonusActor, draft: CampaignDraft): Promise<OperatorCampaign> {
    const now = new Date(this.now());
    const created = await this.#unique(() =>
      this.db.transaction().execute(async (trx) => {
        await this.#check(trx, draft, null);
        const row = await desk.insertCampaign(trx, { ...columnsOf(draft), status: 'active', updated_at: now });
        await auditDeskChange(trx, actor, now, {
          action: 'bonuses.campaign_created',
          target: `campaign:${row.id}`,
          before: null,
          after: { ...draftOf(row) },
        });
        return row;
      }),
    );
    return this.campaign(Number(created.id));
  }

  /** Changes a campaign; gifts granted before keep the terms they were granted under. */
  async change(actor: BonusActor, id: number, draft: CampaignDraft): Promise<OperatorCampaign> {
    const now = new Date(this.now());
    await this.#unique(() =>
      this.db.transaction().execute(async (trx) => {
        const before = await desk.findCampaign(trx, BigInt(id), true);
        if (!before) throw notFound(CAMPAIGN_MISSING);
        if (statusOf(before, now) === 'ended')
          throw new AppError('Conflict', 'The campaign has ended: it cannot change.');
        await this.#check(trx, draft, before);
        const after = await desk.updateCampaign(trx, before.id, { ...columnsOf(draft), updated_at: now });
        const diff = changed({ ...draftOf(before) }, { ...draftOf(after) });
        if (Object.keys(diff.after).length > 0) {
          await auditDeskChange(trx, actor, now, {
            action: 'bonuses.campaign_changed',
            target: `campaign:${id}`,
            ...diff,
          });
        }
      }),
    );
    return this.campaign(id);
  }

  pause(actor: BonusActor, id: number) {
    return this.#setState(actor, id, 'paused', (status) =>
      status === 'running' || status === 'scheduled' ? null : `The campaign is ${status}: only a running one pauses.`,
    );
  }

  resume(actor: BonusActor, id: number) {
    return this.#setState(actor, id, 'active', (status) =>
      status === 'paused' ? null : `The campaign is ${status}: only a paused one resumes.`,
    );
  }

  end(actor: BonusActor, id: number) {
    return this.#setState(actor, id, 'ended', (status) =>
      status === 'ended' ? 'The campaign has ended already.' : null,
    );
  }

  async #setState(
    actor: BonusActor,
    id: number,
    next: 'active' | 'paused' | 'ended',
    refusal: (status: OperatorCampaign['status']) => string | null,
  ): Promise<OperatorCampaign> {
    const now = new Date(this.now());
    await this.db.transaction().execute(async (trx) => {
      const before = await desk.findCampaign(trx, BigInt(id), true);
      if (!before) throw notFound(CAMPAIGN_MISSING);
      const status = statusOf(before, now);
      const refused = refusal(status);
      if (refused) throw new AppError('Conflict', refused);
      // Ending cuts the end date to now (when it has started), so every reader sees it over.
      const endsNow = next === 'ended' && before.starts_at < now && (before.ends_at === null || before.ends_at > now);
      const after = await desk.updateCampaign(trx, before.id, {
        status: next,
        updated_at: now,
        ...(endsNow ? { ends_at: now } : {}),
      });
      await auditDeskChange(trx, actor, now, {
        action: `bonuses.campaign_${next === 'active' ? 'resumed' : next}`,
        target: `campaign:${id}`,
        before: { status },
        after: { status: statusOf(after, now) },
      });
    });
    return this.campaign(id);
  }

  /** The campaign in every language as a player in `code`'s currency reads it. */
  async preview(id: number, code: string): Promise<CampaignPreview> {
    const row = await desk.findCampaign(this.db, BigInt(id));
    if (!row) throw notFound(CAMPAIGN_MISSING);
    const currency = (await desk.currencies(this.db)).find((c) => c.code === code);
    if (!currency) throw validationFailed({ currency: [`${code} is not a currency of the site.`] });
    const { games } = await desk.casinoCatalog(this.db);
    const gameName = row.games?.length === 1 ? games.find((g) => g.external_id === row.games?.[0])?.name : undefined;
    const draft = draftOf(row);
    const spins = row.type_id === GIFT_TYPE.freeSpins;
    const amount = spins ? 0 : (row.amounts[code] ?? 0);
    const bet = spins ? (row.spin_bets?.[code] ?? 0) : row.type_id === GIFT_TYPE.freeBet ? amount : null;
    const offered = spins ? row.spin_bets?.[code] !== undefined : row.amounts[code] !== undefined;
    const list = LANGUAGES.map((language) => {
      const gift: Gift = {
        id: 0,
        name: draft.names[language] ?? draft.names.en ?? row.slug,
        code: row.promo_code,
        type_id: row.type_id,
        status: 'available',
        expired_at: Math.floor((this.now() + row.valid_days * DAY_MS) / 1000),
        is_cancellable: row.is_cancellable,
        currency_id: currency.id,
        balance: 0,
        bonus_amount: amount,
        bet_amount: 0,
        wagering_amount: spins ? 0 : amount * row.wagering_multiplier,
        games: row.games,
        spins: row.spins,
        spins_total: row.spins,
        provider: row.provider,
        bet,
        bet_type_id: row.bet_type_id,
        min_events: row.min_events,
        min_odds: draft.min_odds,
      };
      return { language, gift, card: previewCard(language, row, gift, currency, gameName) };
    });
    return { currency: code, offered, list };
  }

  /** A player's gifts, newest first. */
  async playerGifts(playerId: number): Promise<{ list: OperatorGift[] }> {
    const userId = BigInt(playerId);
    if (!(await desk.playerExists(this.db, userId))) throw notFound('No such player.');
    const rows = await repo.listGifts(this.db, userId, { statuses: [], limit: 100, offset: 0 });
    return { list: await this.#presentGifts(rows) };
  }

  /** Grants a campaign's gift to a player; the same request id again answers the gift it made. */
  async grant(
    actor: NonNullable<BonusActor>,
    playerId: number,
    request: { campaign_id: number; amount: number | null; request_id: string },
  ): Promise<{ gift: OperatorGift; repeated: boolean }> {
    const userId = BigInt(playerId);
    const repeated = async () => {
      const made = await repo.giftOfGrantRequest(this.db, request.request_id);
      if (!made) return null;
      if (made.user_id !== userId || made.campaign_id !== BigInt(request.campaign_id)) {
        throw new AppError('Conflict', 'This request id was used for another grant.');
      }
      return { gift: await this.#gift(made.id), repeated: true };
    };
    const before = await repeated();
    if (before) return before;
    const money = this.#money();
    const now = new Date(this.now());
    try {
      const giftId = await this.db.transaction().execute(async (trx) => {
        if (!(await desk.playerExists(trx, userId))) throw notFound('No such player.');
        const campaign = await desk.findCampaign(trx, BigInt(request.campaign_id));
        if (!campaign) throw validationFailed({ campaign_id: [CAMPAIGN_MISSING] });
        if (statusOf(campaign, now) === 'ended') throw validationFailed({ campaign_id: ['The campaign has ended.'] });
        const wallet = await repo.defaultCashWallet(trx, userId);
        if (!wallet) throw validationFailed({ player: ['The player has no open wallet.'] });
        const amount = this.#grantAmount(campaign, wallet.currency_code, request.amount);
        const id = await money.grantByOperator(trx, {
          userId,
          campaign,
          currencyId: wallet.currency_id,
          amount,
          operatorId: actor.operator.id,
          requestId: request.request_id,
        });
        await auditDeskChange(trx, actor, now, {
          action: 'bonuses.gift_granted',
          target: `player:${playerId}`,
          before: null,
          after: {
            gift_id: String(id),
            campaign_id: request.campaign_id,
            campaign: campaign.slug,
            amount: String(amount),
            currency: wallet.currency_code,
            request_id: request.request_id,
          },
        });
        return id;
      });
      return { gift: await this.#gift(giftId), repeated: false };
    } catch (error) {
      // The same request sent twice at once: the one that lost the race answers the winner's gift.
      if (!uniqueViolation(error)?.includes(GRANT_REQUEST_INDEX)) throw error;
      const after = await repeated();
      if (!after) throw error;
      return after;
    }
  }

  /** What a grant gives in a currency: the campaign's amount, or less when the operator says so. */
  #grantAmount(campaign: desk.StoredCampaign, code: string, asked: number | null): bigint {
    if (campaign.type_id === GIFT_TYPE.freeSpins) {
      if (asked !== null) throw validationFailed({ amount: ['Free spins give the campaign’s spins: no amount.'] });
      if (campaign.spin_bets?.[code] === undefined) {
        throw validationFailed({ campaign_id: [`The campaign has no spin bet in ${code}, the player’s currency.`] });
      }
      return 0n;
    }
    const most = campaign.amounts[code];
    if (most === undefined) {
      throw validationFailed({ campaign_id: [`The campaign has no amount in ${code}, the player’s currency.`] });
    }
    if (asked !== null && asked > most) {
      throw validationFailed({ amount: [`At most the campaign’s ${most} (minor units of ${code}).`] });
    }
    return BigInt(asked ?? most);
  }

  /** Cancels a player's open gift: a playing bonus's balance is forfeited, an unused free bet withdrawn. */
  async cancel(actor: NonNullable<BonusActor>, playerId: number, giftId: number): Promise<OperatorGift> {
    const money = this.#money();
    const now = new Date(this.now());
    await this.db.transaction().execute(async (trx) => {
      const gift = await repo.findGift(trx, BigInt(giftId));
      if (!gift || gift.user_id !== BigInt(playerId)) throw notFound('No such gift of the player.');
      const outcome = await money.cancelByOperator(trx, gift.id);
      if (outcome === 'finished') throw new AppError('Conflict', 'The gift is over already.');
      if (outcome === 'freeBetInPlay') {
        throw new AppError('Conflict', 'Its free bet is on a bet in play: the gift ends when the bet is settled.');
      }
      await auditDeskChange(trx, actor, now, {
        action: 'bonuses.gift_cancelled',
        target: `player:${playerId}`,
        before: { gift_id: String(gift.id), status: gift.status, balance: String(gift.wallet_balance ?? 0n) },
        after: { gift_id: String(gift.id), status: 'cancelled' },
      });
    });
    return this.#gift(BigInt(giftId));
  }

  #money(): GiftMoney {
    if (!this.money) throw new Error('The desk was made without the bonus service: it cannot grant or cancel.');
    return this.money;
  }

  async #gift(giftId: bigint): Promise<OperatorGift> {
    const row = await repo.findGift(this.db, giftId);
    if (!row) throw notFound('No such gift.');
    return (await this.#presentGifts([row]))[0] as OperatorGift;
  }

  async #presentGifts(rows: repo.GiftRow[]): Promise<OperatorGift[]> {
    const [currencies, slugs, emails] = await Promise.all([
      desk.currencies(this.db),
      desk.campaignSlugs(this.db, [...new Set(rows.map((r) => r.campaign_id))]),
      desk.operatorEmails(this.db, [...new Set(rows.flatMap((r) => (r.granted_by === null ? [] : [r.granted_by])))]),
    ]);
    const byId = new Map<number, Currency>(currencies.map((c) => [c.id, c]));
    return rows.map((row) =>
      presentOperatorGift(row, {
        currency: byId.get(row.currency_id),
        slug: slugs.get(row.campaign_id) ?? '',
        grantedBy: row.granted_by === null ? null : (emails.get(row.granted_by) ?? null),
      }),
    );
  }

  /** Refuses a draft with every field error at once (the campaign being edited as `stored`). */
  async #check(trx: Database, draft: CampaignDraft, stored: desk.StoredCampaign | null): Promise<void> {
    const except = stored?.id ?? null;
    const [currencies, catalog, slugTaken, codeTaken, hasGifts] = await Promise.all([
      desk.currencies(trx),
      desk.casinoCatalog(trx),
      desk.taken(trx, 'slug', draft.slug, except),
      draft.promo_code === null ? false : desk.taken(trx, 'promo_code', draft.promo_code, except),
      stored ? desk.giftCounts(trx, [stored.id]).then((counts) => (counts.get(stored.id)?.total ?? 0) > 0) : false,
    ]);
    const errors = campaignErrors(draft, {
      currencies: new Map(currencies.map((c) => [c.code, c.scale])),
      games: new Map(catalog.games.map((g) => [g.external_id, g.provider])),
      providers: new Set(catalog.providers),
      slugTaken,
      codeTaken,
      ...(stored ? { stored: { type_id: stored.type_id, trigger: stored.trigger, hasGifts } } : {}),
    });
    if (stored && draft.max_uses !== null && draft.max_uses < stored.uses) {
      errors['campaign.max_uses'] = [`At least the ${stored.uses} uses made so far.`];
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
  }

  /** A slug or code taken by a campaign saved at the same moment: the same field error as the check's. */
  async #unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const which = uniqueViolation(error);
      if (which === null) throw error;
      if (which.includes('promo_code')) {
        throw validationFailed({ 'campaign.promo_code': ['A campaign has this promo code already.'] });
      }
      throw validationFailed({ 'campaign.slug': ['A campaign has this slug already.'] });
    }
  }

  async #present(rows: desk.StoredCampaign[]): Promise<OperatorCampaign[]> {
    const ids = rows.map((r) => r.id);
    const [counts, costs, currencies] = await Promise.all([
      desk.giftCounts(this.db, ids),
      desk.campaignCosts(this.db, ids),
      desk.currencies(this.db),
    ]);
    const byId = new Map(currencies.map((c) => [c.id, c]));
    const now = new Date(this.now());
    return rows.map((row) =>
      presentOperatorCampaign(
        row,
        now,
        counts.get(row.id) ?? { total: 0, open: 0 },
        costs
          .filter((c) => c.campaignId === row.id)
          .map((c) => ({
            currency: byId.get(c.currencyId)?.code ?? String(c.currencyId),
            scale: byId.get(c.currencyId)?.scale ?? 2,
            cost: amountToJson(c.cost),
            converted: amountToJson(c.converted),
          })),
      ),
    );
  }
}
