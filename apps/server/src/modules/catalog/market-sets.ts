import type { MarketSet } from '@meridian/contract/events';
import { MARKET_TYPE as T } from '@meridian/feed/market-types';
import { type CatalogMarket, type CatalogMatch, isDisplayable } from './catalog.state.js';

/**
 * The market sets of a list row, per sport (root-part markets only):
 * - `main` (desktop): the result, then a second market and the main total, in this order;
 * - `main_mobile`: the result alone;
 * - `all`: every open market of every part.
 * A type with several lines shows its main line: football's total 2.5, elsewhere the median line
 * among the match's lines, so the set stays put while prices move.
 */
interface SportSet {
  result: number;
  second: number[];
  total: number[];
  preferredTotal?: number;
}

const DRAW: SportSet = { result: T.result, second: [T.doubleChance, T.handicap], total: [T.total] };
const POINTS: SportSet = { result: T.winner, second: [T.handicap], total: [T.total] };
const SETS: SportSet = { result: T.winner, second: [T.setHandicap], total: [T.totalSets] };

export const SPORT_SETS: Record<number, SportSet> = {
  1: { ...DRAW, preferredTotal: 250 },
  2: { result: T.winner, second: [T.setHandicap], total: [T.totalGames, T.totalSets] },
  3: POINTS,
  4: DRAW,
  5: SETS,
  6: DRAW,
  7: SETS,
  8: POINTS,
  9: POINTS,
  10: { result: T.winner, second: [T.mapHandicap], total: [T.totalMaps] },
  11: { result: T.winner, second: [T.mapHandicap], total: [T.totalMaps] },
  12: { result: T.winner, second: [T.setHandicap], total: [T.totalLegs, T.totalSets] },
};
const FALLBACK: SportSet = {
  result: T.winner,
  second: [T.handicap, T.setHandicap, T.mapHandicap],
  total: [T.total, T.totalSets, T.totalMaps, T.totalLegs],
};

/** Ids of the markets of a set in display order, or null for `all`. */
export function marketSetIds(match: CatalogMatch, set: MarketSet): Set<number> | null {
  if (set === 'all') return null;
  const root = match.fixture.root_part_id;
  const byType = new Map<number, CatalogMarket[]>();
  for (const market of match.markets.values()) {
    if (market.part_id !== root || !isDisplayable(market.status)) continue;
    const list = byType.get(market.type_id) ?? [];
    list.push(market);
    byType.set(market.type_id, list);
  }
  const config = SPORT_SETS[match.fixture.sport_id] ?? FALLBACK;
  const ids = new Set<number>();
  const result = byType.get(config.result)?.[0] ?? byType.get(T.winner)?.[0];
  if (result) ids.add(result.id);
  if (set === 'main_mobile') return ids;
  const second = mainLine(firstPresent(byType, config.second), undefined);
  if (second) ids.add(second.id);
  const total = mainLine(firstPresent(byType, config.total), config.preferredTotal);
  if (total) ids.add(total.id);
  return ids;
}

function firstPresent(byType: Map<number, CatalogMarket[]>, types: number[]): CatalogMarket[] {
  for (const type of types) {
    const list = byType.get(type);
    if (list && list.length > 0) return list;
  }
  return [];
}

function mainLine(markets: CatalogMarket[], preferred: number | undefined): CatalogMarket | undefined {
  if (markets.length === 0) return undefined;
  if (preferred !== undefined) {
    const exact = markets.find((m) => m.line === preferred);
    if (exact) return exact;
  }
  const sorted = [...markets].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
