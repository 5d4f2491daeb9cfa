import type { Market, Match, Outcome } from '@meridian/contract/events';
import { type BetSlipItem, selectionKey } from '../betslip/betslip.store';

/** The bet-slip selection of one outcome of a match (spec 001 §3 bet slip item). */
export function toSlipItem(match: Match, market: Market, outcome: Outcome): BetSlipItem {
  const part = match.parts.find((item) => item.part_id === market.part_id);
  return {
    key: selectionKey(match.id, outcome.id),
    matchId: match.id,
    matchName: match.name,
    sportId: match.sport_id,
    tournamentId: match.tournament.id,
    tournamentName: match.tournament.name,
    image: match.tournament.image,
    marketId: market.id,
    marketName: market.name,
    id: outcome.id,
    name: outcome.name,
    partId: market.part_id,
    partName: part?.name ?? match.event_part_name,
    odds: outcome.odds,
    isLive: match.is_live,
    isBlocked: outcome.is_blocked || market.is_blocked,
    isDeleted: false,
  };
}
