import type { Market } from '@meridian/contract/events';

export interface MarketGroup {
  name: string;
  markets: Market[];
}

/** Markets by their `group` (one type at several lines), groups in the order they first appear. */
export function groupMarkets(markets: Market[]): MarketGroup[] {
  const groups = new Map<string, MarketGroup>();
  for (const market of markets) {
    let group = groups.get(market.group);
    if (!group) {
      group = { name: market.group, markets: [] };
      groups.set(market.group, group);
    }
    group.markets.push(market);
  }
  return [...groups.values()];
}

/** Betting on the whole match is closed: it has markets, and not one outcome can be taken. */
export function isWholeMatchBlocked(markets: Market[]): boolean {
  return (
    markets.length > 0 &&
    markets.every((market) => market.is_blocked || market.outcomes.every((outcome) => outcome.is_blocked))
  );
}
