import type { Market, Match } from '@meridian/contract/events';
import type { MatchDelta } from '@meridian/contract/realtime';

/**
 * A match after one socket delta, or null when the delta takes it out of the channel. Unchanged
 * parts keep their identity, so rows and buttons whose data did not move do not re-render.
 * Opened markets join only when they belong to the part the match is shown with.
 */
export function applyMatchDelta(match: Match, delta: MatchDelta): Match | null {
  if (delta.id !== match.id) return match;
  if (delta.removed) return null;
  if (delta.match) return delta.match;

  let next = match;
  if (delta.state) {
    next = {
      ...next,
      is_live: delta.state.is_live,
      status_id: delta.state.status_id,
      current_part: delta.state.current_part,
      info: delta.state.info,
    };
  }
  if (delta.markets?.length || delta.odds?.length || delta.markets_blocked?.length || delta.markets_removed?.length) {
    const markets = applyMarketChanges(next.markets, next.event_part_id, delta);
    if (markets !== next.markets) next = { ...next, markets };
  }
  return next;
}

function applyMarketChanges(markets: Market[], partId: number, delta: MatchDelta): Market[] {
  let next = markets;
  const replaceMarket = (index: number, market: Market) => {
    if (next === markets) next = [...markets];
    next[index] = market;
  };

  for (const market of delta.markets ?? []) {
    const index = next.findIndex((current) => current.id === market.id);
    if (index >= 0) replaceMarket(index, market);
    else if (market.part_id === partId) next = [...next, market];
  }

  for (const change of delta.odds ?? []) {
    const index = next.findIndex((market) => market.id === change.market_id);
    const market = next[index];
    if (!market) continue;
    const outcomeIndex = market.outcomes.findIndex((outcome) => outcome.id === change.id);
    const outcome = market.outcomes[outcomeIndex];
    if (!outcome || (outcome.odds === change.odds && outcome.is_blocked === change.is_blocked)) continue;
    const outcomes = [...market.outcomes];
    outcomes[outcomeIndex] = { ...outcome, odds: change.odds, is_blocked: change.is_blocked };
    replaceMarket(index, { ...market, outcomes });
  }

  if (delta.markets_blocked?.length) {
    const blocked = new Set(delta.markets_blocked);
    next.forEach((market, index) => {
      if (blocked.has(market.id) && !market.is_blocked) replaceMarket(index, { ...market, is_blocked: true });
    });
  }

  if (delta.markets_removed?.length) {
    const removed = new Set(delta.markets_removed);
    if (next.some((market) => removed.has(market.id))) next = next.filter((market) => !removed.has(market.id));
  }
  return next;
}

interface ApplyToListOptions {
  /** Whether a match that appears in the channel joins the list (a tournament list: yes; best matches: no). */
  accept?: (match: Match) => boolean;
}

/** A list of matches after a batch of deltas: changed in place, removed, or (when accepted) appended. */
export function applyDeltasToList(list: Match[], deltas: MatchDelta[], options: ApplyToListOptions = {}): Match[] {
  let next = list;
  for (const delta of deltas) {
    const index = next.findIndex((match) => match.id === delta.id);
    const current = next[index];
    if (!current) {
      if (delta.match && !delta.removed && options.accept?.(delta.match)) next = [...next, delta.match];
      continue;
    }
    const updated = applyMatchDelta(current, delta);
    if (updated === current) continue;
    if (updated === null || (options.accept && !options.accept(updated))) {
      next = next.filter((match) => match.id !== delta.id);
    } else {
      next = next.map((match) => (match.id === delta.id ? updated : match));
    }
  }
  return next;
}
