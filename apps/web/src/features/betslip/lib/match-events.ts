import type { Market, Match } from '@meridian/contract/events';
import type { MatchDelta } from '@meridian/contract/realtime';
import type { SlipEventChange, SlipState } from '../../../shared/betslip/odds-change';

type Selection = Pick<SlipState, 'matchId' | 'marketId' | 'id'>;

/** What socket frames of one match say about the slip's selections of that match. */
export interface MatchSlipChanges {
  events: SlipEventChange[];
  /** The match or a selected market left the channel: only the server can say what became of it. */
  needsRefresh: boolean;
}

function fromMarkets(markets: Market[], selections: Selection[], isLive?: boolean): MatchSlipChanges {
  const events: SlipEventChange[] = [];
  let needsRefresh = false;
  for (const selection of selections) {
    const market = markets.find((candidate) => candidate.id === selection.marketId);
    if (!market) continue;
    const outcome = market.outcomes.find((candidate) => candidate.id === selection.id);
    if (!outcome) {
      needsRefresh = true;
      continue;
    }
    events.push({
      id: selection.matchId,
      market_id: market.id,
      outcome_id: outcome.id,
      odds: outcome.odds,
      is_blocked: outcome.is_blocked || market.is_blocked,
      ...(isLive === undefined ? {} : { is_live: isLive }),
    });
  }
  return { events, needsRefresh };
}

/** The selections' state in a whole match (a snapshot, or a match that joined the channel). */
export function changesFromMatch(match: Match | undefined, selections: Selection[]): MatchSlipChanges {
  if (!match) return { events: [], needsRefresh: selections.length > 0 };
  const changes = fromMarkets(match.markets, selections, match.is_live);
  const missing = selections.some((selection) => !match.markets.some((market) => market.id === selection.marketId));
  return { events: changes.events, needsRefresh: changes.needsRefresh || missing };
}

/** The selections' changes in a batch of deltas of one match. */
export function changesFromDeltas(deltas: MatchDelta[], selections: Selection[]): MatchSlipChanges {
  const events: SlipEventChange[] = [];
  let needsRefresh = false;
  for (const delta of deltas) {
    const mine = selections.filter((selection) => selection.matchId === delta.id);
    if (mine.length === 0) continue;
    if (delta.removed || delta.markets_removed?.some((id) => mine.some((selection) => selection.marketId === id))) {
      needsRefresh = true;
      continue;
    }
    if (delta.match) {
      const whole = changesFromMatch(delta.match, mine);
      events.push(...whole.events);
      needsRefresh ||= whole.needsRefresh;
      continue;
    }
    if (delta.markets) {
      const changed = fromMarkets(delta.markets, mine, delta.state?.is_live);
      events.push(...changed.events);
      needsRefresh ||= changed.needsRefresh;
    }
    for (const change of delta.odds ?? []) {
      const selection = mine.find((item) => item.marketId === change.market_id && item.id === change.id);
      if (selection) {
        events.push({
          id: delta.id,
          market_id: change.market_id,
          outcome_id: change.id,
          odds: change.odds,
          is_blocked: change.is_blocked,
        });
      }
    }
    for (const marketId of delta.markets_blocked ?? []) {
      for (const selection of mine.filter((item) => item.marketId === marketId)) {
        events.push({ id: delta.id, market_id: marketId, outcome_id: selection.id, is_blocked: true });
      }
    }
  }
  return { events, needsRefresh };
}
