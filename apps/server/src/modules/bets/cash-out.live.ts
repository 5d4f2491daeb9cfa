import type { CashOutOfferState } from '@meridian/contract/bets';
import type { FeedMessage } from '@meridian/feed/messages';
import type { Database } from '../../db/database.js';
import { BoundedMap } from '../../platform/bounded-map.js';
import type { Bus } from '../../platform/bus.js';
import { publishUserEvent } from '../../platform/user-events.js';
import { type OfferCatalog, offerFor, offerState } from './cash-out.offer.js';
import * as repo from './cash-out.repository.js';

/** Bets whose last offer told is remembered, at the most (a bet forgotten is told again once). */
const OFFERS_KEPT = 200_000;
/** Bets priced per database page. */
const PAGE = 500;

/**
 * The markets a feed batch repriced, suspended or reopened, per match: the markets of its
 * `odds_change` messages (a status is sent with the prices) and of its `bet_stop`s (every market of
 * the match when a stop names none: no market ids).
 */
export function marketsMoved(messages: readonly FeedMessage[]): repo.MarketsOf {
  const byMatch = new Map<number, Set<number> | null>();
  for (const m of messages) {
    if (m.type === 'odds_change' && m.markets.length > 0) {
      const ids = byMatch.get(m.event_id);
      if (ids === null) continue;
      const next = ids ?? new Set<number>();
      for (const market of m.markets) next.add(market.id);
      byMatch.set(m.event_id, next);
    } else if (m.type === 'bet_stop') {
      const ids = byMatch.get(m.event_id);
      if (ids === null) continue;
      if (m.market_ids === null) {
        byMatch.set(m.event_id, null);
        continue;
      }
      const next = ids ?? new Set<number>();
      for (const id of m.market_ids) next.add(id);
      byMatch.set(m.event_id, next);
    }
  }
  return [...byMatch].map(([matchId, ids]) => ({ matchId, marketIds: ids ? [...ids] : [] }));
}

/**
 * Cash-out offers pushed live (docs/decisions.md, "Cash-out values pushed live"): after a feed batch
 * moved some markets, the open bets with a leg on one of them are priced again from the catalog, as
 * the history prices them, and each player whose bets' offers changed gets one `cash_out` event on
 * their channel with those bets. It runs on the node leading auto cash-out, so once across nodes,
 * and remembers the offer it last told of each bet: an offer that did not change is not told again.
 */
export class LiveCashOutOffers {
  readonly #told = new BoundedMap<bigint, string>(OFFERS_KEPT);
  readonly #now: () => number;

  constructor(
    private readonly db: Database,
    private readonly catalog: OfferCatalog,
    private readonly margin: () => number,
    private readonly bus: Bus,
    now?: () => number,
  ) {
    this.#now = now ?? Date.now;
  }

  /** Prices the open bets on these markets and tells their players of the offers that changed. Answers how many. */
  async moved(markets: repo.MarketsOf): Promise<number> {
    if (markets.length === 0) return 0;
    const changed = new Map<bigint, Array<{ bet_id: number; cash_out: CashOutOfferState }>>();
    let told = 0;
    let after = 0n;
    for (;;) {
      const bets = await repo.openBetsOn(this.db, markets, after, PAGE);
      if (bets.length === 0) break;
      after = bets[bets.length - 1]?.id ?? after;
      const legs = await repo.listLegsOf(
        this.db,
        bets.map((b) => b.id),
      );
      const legsOf = new Map<bigint, typeof legs>();
      for (const leg of legs) legsOf.set(leg.bet_id, [...(legsOf.get(leg.bet_id) ?? []), leg]);
      const margin = this.margin();
      const nowS = Math.floor(this.#now() / 1000);
      for (const bet of bets) {
        const state = offerState(offerFor(bet, legsOf.get(bet.id) ?? [], this.catalog, margin, nowS));
        const key = `${state.available}:${state.amount}:${state.reason}`;
        if (this.#told.get(bet.id) === key) continue;
        // Deleted first, so the bet counts as the newest remembered.
        this.#told.delete(bet.id);
        this.#told.set(bet.id, key);
        const list = changed.get(bet.user_id) ?? [];
        list.push({ bet_id: Number(bet.id), cash_out: state });
        changed.set(bet.user_id, list);
        told += 1;
      }
      if (bets.length < PAGE) break;
    }
    for (const [userId, offers] of changed) publishUserEvent(this.bus, userId, { kind: 'cash_out', offers });
    return told;
  }
}
