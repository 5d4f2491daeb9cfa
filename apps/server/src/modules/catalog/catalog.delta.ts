import type { Market, Match, Source } from '@meridian/contract/events';
import type { MatchDelta, OutcomeDelta } from '@meridian/contract/realtime';
import type { CatalogNames } from './catalog.names.js';
import { renderMarket, renderOddsDeltas, renderState } from './catalog.presenter.js';
import { type CatalogMarket, type CatalogMatch, type DetailedChange, isDisplayable } from './catalog.state.js';
import type { CatalogChange } from './catalog-view.js';

export interface DeltaInput {
  change: CatalogChange;
  match: CatalogMatch;
  view: 'list' | 'full';
  /** The source of the tournament channel (list view); null for the match channel. */
  source: Source | null;
  include: (market: CatalogMarket) => boolean;
  whole: () => Match;
  names: CatalogNames;
  nowMs: number;
}

const hasDetail = (change: CatalogChange): change is DetailedChange => 'detail' in change;

/**
 * The delta a subscriber of a view needs for one change. A list channel of source S gets the whole
 * match when it enters S and `removed` when it leaves; otherwise each view gets only what it shows:
 * the state, whole markets that opened or changed shape, suspended and closed market ids, and the
 * changed prices.
 */
export function renderDelta(input: DeltaInput): MatchDelta | null {
  const { change, match, view, source } = input;
  if (view === 'list') {
    const was = change.before === source;
    const is = change.after === source;
    if (!was && !is) return null;
    if (!was) return { id: match.id, match: input.whole() };
    if (!is) return { id: match.id, removed: true };
  }
  if (!hasDetail(change) || change.detail.whole) return { id: match.id, match: input.whole() };
  const detail = change.detail;
  const delta: MatchDelta = { id: match.id };
  if (detail.state) delta.state = renderState(match, input.names, input.nowMs);

  const markets: Market[] = [];
  const blocked: number[] = [];
  const removed: number[] = [];
  const odds: OutcomeDelta[] = [];
  const ids = new Set([...detail.markets, ...detail.blocked, ...detail.removed, ...detail.odds.keys()]);
  for (const id of ids) {
    const market = match.markets.get(id);
    if (!market || !isDisplayable(market.status)) {
      // A closed market has left every set; list views hear of closed root-part markets only.
      const shown = !market || view === 'full' || market.part_id === match.fixture.root_part_id;
      if (detail.removed.has(id) && shown) removed.push(id);
      continue;
    }
    if (!input.include(market)) continue;
    if (detail.markets.has(id) || (detail.blocked.has(id) && market.status === 'active')) {
      markets.push(renderMarket(market, match, input.names));
    } else if (detail.blocked.has(id)) {
      blocked.push(id);
    } else {
      odds.push(...renderOddsDeltas(match, market, detail.odds.get(id) ?? new Set()));
    }
  }
  if (markets.length > 0) delta.markets = markets;
  if (odds.length > 0) delta.odds = odds;
  if (blocked.length > 0) delta.markets_blocked = blocked;
  if (removed.length > 0) delta.markets_removed = removed;
  return Object.keys(delta).length > 1 ? delta : null;
}
