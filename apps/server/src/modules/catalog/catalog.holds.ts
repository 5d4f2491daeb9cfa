import type { HoldRow } from './catalog.repository.js';
import { type CatalogMatch, isDisplayable, type MatchHold, outcomeKey } from './catalog.state.js';

/*
 * The trading desk's suspensions as each node's catalog keeps them (docs/backoffice.md): rows of
 * trading_holds folded into one `MatchHold` per match, laid over the feed's status.
 */

export function holdsByMatch(rows: HoldRow[]): Map<number, MatchHold> {
  const byMatch = new Map<number, HoldRow[]>();
  for (const row of rows) byMatch.set(row.match_id, [...(byMatch.get(row.match_id) ?? []), row]);
  const out = new Map<number, MatchHold>();
  for (const [matchId, list] of byMatch) {
    const hold = holdOf(list);
    if (hold) out.set(matchId, hold);
  }
  return out;
}

/** One match's hold rows as the catalog keeps them; undefined when there are none. */
export function holdOf(rows: Pick<HoldRow, 'market_id' | 'outcome_id'>[]): MatchHold | undefined {
  if (rows.length === 0) return undefined;
  const markets = new Set<number>();
  const outcomes = new Set<string>();
  let event = false;
  for (const row of rows) {
    if (row.market_id === 0) event = true;
    else if (row.outcome_id === 0) markets.add(row.market_id);
    else outcomes.add(outcomeKey(row.market_id, row.outcome_id));
  }
  return { event, markets, outcomes };
}

const holdText = (hold: MatchHold | undefined) =>
  hold ? `${hold.event}|${[...hold.markets].sort()}|${[...hold.outcomes].sort()}` : '';

export function sameHold(a: MatchHold | undefined, b: MatchHold | undefined): boolean {
  return holdText(a) === holdText(b);
}

/** The displayed markets whose betting a change from one hold to the other may open or close. */
export function heldMarketsChanged(match: CatalogMatch, before: MatchHold | undefined, after: MatchHold | undefined) {
  const shown = [...match.markets.values()].filter((m) => isDisplayable(m.status)).map((m) => m.id);
  if ((before?.event ?? false) !== (after?.event ?? false)) return shown;
  const touched = new Set<number>();
  for (const hold of [before, after]) {
    for (const id of hold?.markets ?? []) touched.add(id);
    for (const key of hold?.outcomes ?? []) touched.add(Number(key.split(':')[0]));
  }
  return shown.filter((id) => touched.has(id));
}
