import type { Bet, BetStatusId, BetTypeId, LegStatusId } from '@meridian/contract/bets';

/** Status ids of bets and legs as the typed keys of their texts. */
export const asBetStatus = (status: number) => status as BetStatusId;
export const asLegStatus = (status: number) => status as LegStatusId;
export const asBetType = (type: number) => type as BetTypeId;

/**
 * Which amount a bet's last figure shows: what it may still win while open, else what was paid
 * (winnings when won, the stake back when cancelled, nothing when lost).
 */
export function betOutcomeFigure(bet: Pick<Bet, 'status' | 'possible_win' | 'amount_win'>) {
  if (bet.status === 1) return { label: 'history.bet.possibleWin', amount: bet.possible_win } as const;
  if (bet.status === 4) return { label: 'history.bet.returned', amount: bet.amount_win } as const;
  return { label: 'history.bet.paid', amount: bet.amount_win } as const;
}
