import type { Gift } from '@meridian/contract/bonuses';
import { amountToJson } from '../ledger/ledger.amounts.js';
import type * as repo from './bonuses.repository.js';

/** The bonus money a gift has in play: its bonus balance, or an unused free bet's amount. */
export function balanceOf(row: repo.GiftRow, playing: boolean): bigint {
  if (!playing) return 0n;
  if (row.free_bet_id !== null) return row.free_bet_used_at === null ? (row.free_bet_amount ?? 0n) : 0n;
  return row.wallet_balance ?? 0n;
}

export function presentGift(row: repo.GiftRow, language: string): Gift {
  const names = row.names as Record<string, string>;
  const playing = row.status === 'active' || row.status === 'wagering';
  const open = playing || row.status === 'available';
  return {
    id: Number(row.id),
    name: names[language] ?? names.en ?? '',
    code: row.promo_code,
    type_id: row.type_id,
    status: row.status,
    expired_at: Math.floor(row.expires_at.getTime() / 1000),
    is_cancellable: row.is_cancellable && open,
    currency_id: row.currency_id,
    balance: amountToJson(balanceOf(row, playing)),
    bonus_amount: amountToJson(row.bonus_amount),
    bet_amount: amountToJson(row.bet_amount),
    wagering_amount: amountToJson(row.wagering_amount),
    games: row.games,
    spins: row.spins,
    spins_total: row.spins_total,
    provider: row.provider,
    bet:
      row.spin_bet !== null
        ? amountToJson(row.spin_bet)
        : row.free_bet_amount !== null
          ? amountToJson(row.free_bet_amount)
          : null,
    bet_type_id: row.bet_type_id,
    min_events: row.min_events,
    min_odds: row.min_odds === null ? null : Number(row.min_odds).toFixed(2),
  };
}
