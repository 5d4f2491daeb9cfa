import type { LanguageCode } from '@meridian/contract/constants';
import type {
  CampaignDraft,
  CampaignStatus,
  OperatorCampaign,
  OperatorGift,
} from '@meridian/contract/operator-bonuses';
import { amountToJson } from '../ledger/ledger.amounts.js';
import type { StoredCampaign } from './bonuses.desk.repository.js';
import { balanceOf } from './bonuses.presenter.js';
import type { GiftRow } from './bonuses.repository.js';

export interface Currency {
  id: number;
  code: string;
  scale: number;
  symbol: string;
}

const iso = (at: Date) => at.toISOString();

/** Where a campaign stands at `now`: an operator's end or its end date first, then a pause, then its start. */
export function statusOf(row: Pick<StoredCampaign, 'status' | 'starts_at' | 'ends_at'>, now: Date): CampaignStatus {
  if (row.status === 'ended' || (row.ends_at !== null && row.ends_at <= now)) return 'ended';
  if (row.status === 'paused') return 'paused';
  if (row.starts_at > now) return 'scheduled';
  return 'running';
}

/** Decimal odds as the players' answers write them ("1.50"). */
const oddsText = (value: string | null) => (value === null ? null : Number(value).toFixed(2));

/** A campaign's settings in the draft's shape: what the editor shows, and what the audit compares. */
export function draftOf(row: StoredCampaign): CampaignDraft {
  return {
    type_id: row.type_id as CampaignDraft['type_id'],
    trigger: row.trigger,
    slug: row.slug,
    names: row.names as CampaignDraft['names'],
    percent: row.percent,
    amounts: row.amounts,
    wagering_multiplier: row.wagering_multiplier,
    min_odds: oddsText(row.min_odds),
    min_events: row.min_events,
    bet_type_id: row.bet_type_id as CampaignDraft['bet_type_id'],
    games: row.games,
    provider: row.provider,
    spins: row.spins,
    spin_bets: row.spin_bets,
    contributions: row.contributions as CampaignDraft['contributions'],
    conversion_cap_multiplier: row.conversion_cap_multiplier,
    min_stakes: row.min_stakes,
    valid_days: row.valid_days,
    is_cancellable: row.is_cancellable,
    promo_code: row.promo_code,
    max_uses: row.max_uses,
    per_player: row.per_player,
    starts_at: iso(row.starts_at),
    ends_at: row.ends_at === null ? null : iso(row.ends_at),
  };
}

export function presentOperatorCampaign(
  row: StoredCampaign,
  now: Date,
  gifts: { total: number; open: number },
  cost: OperatorCampaign['cost'],
): OperatorCampaign {
  return {
    ...draftOf(row),
    id: Number(row.id),
    status: statusOf(row, now),
    uses: row.uses,
    gifts,
    cost,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** A player's gift as the back office lists it. */
export function presentOperatorGift(
  row: GiftRow,
  facts: { currency: Currency | undefined; slug: string; grantedBy: string | null },
  language: LanguageCode = 'en',
): OperatorGift {
  const names = row.names as Record<string, string>;
  const playing = row.status === 'active' || row.status === 'wagering';
  return {
    id: Number(row.id),
    campaign_id: Number(row.campaign_id),
    campaign_slug: facts.slug,
    name: names[language] ?? names.en ?? facts.slug,
    type_id: row.type_id,
    status: row.status,
    currency: facts.currency?.code ?? String(row.currency_id),
    scale: facts.currency?.scale ?? 2,
    bonus_amount: amountToJson(row.bonus_amount),
    balance: amountToJson(balanceOf(row, playing)),
    wagering_amount: amountToJson(row.wagering_amount),
    bet_amount: amountToJson(row.bet_amount),
    converted_amount: row.converted_amount === null ? null : amountToJson(row.converted_amount),
    spins: row.spins,
    spins_total: row.spins_total,
    code: row.promo_code,
    granted_by: facts.grantedBy,
    open: playing || row.status === 'available',
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    finished_at: row.finished_at === null ? null : iso(row.finished_at),
  };
}
