import { BET_STATUS, BET_TYPE, type Bet, type CouponEvent } from '@meridian/contract/bets';
import type { BetSlipItem } from '../../../shared/betslip/betslip.store';

/** A selection of the bet being edited: one of its legs, or one taken from the slip. */
export interface EditLeg {
  key: string;
  matchId: number;
  marketId: number;
  outcomeId: number;
  odds: number;
  matchName: string;
  marketName: string;
  outcomeName: string;
}

/** Whether a bet can be edited now: an open accumulator of a cash stake, never cashed out, no match started. */
export function canEditBet(bet: Bet, nowS: number): boolean {
  return (
    bet.type === BET_TYPE.accumulator &&
    bet.status === BET_STATUS.inGame &&
    !bet.is_free_bet &&
    bet.cash_out.available &&
    bet.cashed_out.length === 0 &&
    bet.events.every((leg) => leg.status_id === BET_STATUS.inGame && !leg.state.is_live && leg.start_time > nowS)
  );
}

export function legOfCoupon(leg: CouponEvent): EditLeg {
  return {
    key: `${leg.id}_${leg.outcome_id}`,
    matchId: leg.id,
    marketId: leg.market_id,
    outcomeId: leg.outcome_id,
    odds: leg.odds,
    matchName: leg.name,
    marketName: leg.market_name,
    outcomeName: leg.outcome_name,
  };
}

export function legOfSlip(item: BetSlipItem): EditLeg {
  return {
    key: item.key,
    matchId: item.matchId,
    marketId: item.marketId,
    outcomeId: item.id,
    odds: item.updatedSlip ?? item.odds,
    matchName: item.matchName,
    marketName: item.marketName,
    outcomeName: item.name,
  };
}

/** A selection that can join the bet: `swap` replaces the bet's selection of the same match. */
export interface OfferedLeg {
  leg: EditLeg;
  action: 'add' | 'swap';
}

/**
 * What can join the edited bet: the bet's own selections taken out, then the slip's pre-match
 * selections open for betting, each once and none already in the bet.
 */
export function offeredLegs(
  legs: readonly EditLeg[],
  original: readonly EditLeg[],
  slip: readonly BetSlipItem[],
): OfferedLeg[] {
  const inBet = new Set(legs.map((l) => l.key));
  const seen = new Set<string>();
  const candidates = [
    ...original,
    ...slip.filter((item) => !item.isLive && !item.isBlocked && !item.isDeleted && !item.isEnded).map(legOfSlip),
  ];
  const offered: OfferedLeg[] = [];
  for (const leg of candidates) {
    if (inBet.has(leg.key) || seen.has(leg.key)) continue;
    seen.add(leg.key);
    offered.push({ leg, action: legs.some((l) => l.matchId === leg.matchId) ? 'swap' : 'add' });
  }
  return offered;
}

/** Takes `leg` into the bet: in place of the selection of its match, else at the end. */
export function withLeg(legs: readonly EditLeg[], leg: EditLeg): EditLeg[] {
  const at = legs.findIndex((l) => l.matchId === leg.matchId);
  if (at === -1) return [...legs, leg];
  return legs.map((l, i) => (i === at ? leg : l));
}

/** Whether the selections are the bet's own, in any order. */
export function sameLegs(a: readonly EditLeg[], b: readonly EditLeg[]): boolean {
  const keys = new Set(a.map((l) => `${l.matchId}_${l.marketId}_${l.outcomeId}`));
  return a.length === b.length && b.every((l) => keys.has(`${l.matchId}_${l.marketId}_${l.outcomeId}`));
}
