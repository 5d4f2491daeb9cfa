import type { BuilderAnswer, BuilderErrorKey, BuilderRequest } from '@meridian/contract/bet-builder';
import type { CustomBetSelection, CustomBetService } from '@meridian/feed/custom-bet';
import type { AppConfig } from '../../config.js';
import { notFound } from '../../platform/errors.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { type CatalogMatch, isEnded, isOutcomeOpen } from '../catalog/catalog.state.js';
import { builderErrorText } from './builder.texts.js';

/**
 * The bet builder's prices (`POST /bets/builder`). The odds supplier prices a same-match combination,
 * as a supplier's custom-bet service does: the feed source configuration gives the service. The
 * simulator's is a pure function of (seed, speed, margin, time), so every node builds its own from
 * the same FEED_SEED and FEED_SPEED and answers what the feed leader would; `amqp` and `none` have
 * none, and every match answers `available: false`.
 *
 * Ids: ingestion stores the feed's as they come (a match's id is the feed's event id, market ids are
 * the feed's per match, outcome ids the feed's in the market's outcomes), so a selection's ids are the
 * feed's once the catalog knows them.
 */
export class BuilderService {
  #customBets: Promise<CustomBetService> | null = null;

  constructor(
    private readonly catalog: CatalogService,
    private readonly feed: AppConfig['feed'],
    /** The wall clock the feed is asked at: the feed source's. */
    private readonly now: () => number = Date.now,
  ) {}

  async price(request: BuilderRequest, language: string): Promise<BuilderAnswer> {
    const match = this.catalog.get(request.match_id);
    if (!match) throw notFound('Match not found');
    const unavailable = answer(language, { available: false, refusal: 'unavailable' });
    const customBets = await this.#service();
    if (!customBets || this.catalog.stale || isEnded(match.fixture.status) || match.hold?.event) return unavailable;
    const nowMs = this.now();
    if (!this.#sameMatch(customBets, match, nowMs)) return unavailable;
    const available = customBets.available(match.id, nowMs);
    if (available === null) return unavailable;
    const markets = available.map((market) => market.marketId).filter((marketId) => match.markets.has(marketId));
    const selections = request.selections.map(
      (s): CustomBetSelection => ({ marketId: s.market_id, outcomeId: s.outcome_id }),
    );
    if (selections.length === 0)
      return { available: true, odds: null, refusal: null, error: null, conflicting: [], markets };
    if (!selections.every((selection) => offered(match, selection))) {
      return { ...answer(language, { available: true, refusal: 'not_offered' }), markets };
    }
    const filtered = customBets.calculateFilter(match.id, selections, nowMs);
    if (!filtered) return unavailable;
    const conflicting = filtered.conflicting
      .filter((selection) => offered(match, selection))
      .map((selection) => ({ market_id: selection.marketId, outcome_id: selection.outcomeId }));
    if ('refused' in filtered)
      return { ...answer(language, { available: true, refusal: filtered.refused }), conflicting, markets };
    return { available: true, odds: filtered.odds, refusal: null, error: null, conflicting, markets };
  }

  /** The feed's custom-bet service: the simulator's, built on first use; null for a feed without one. */
  #service(): Promise<CustomBetService> | null {
    if (this.feed.source !== 'simulator') return null;
    const { seed, speed } = this.feed;
    // Loaded on first use, as the feed runner loads the simulator: apps on other feeds never build it.
    this.#customBets ??= import('@meridian/feed/custom-bet').then(
      ({ CustomBetService }) => new CustomBetService({ seed, speed }),
    );
    return this.#customBets;
  }

  /**
   * Whether the simulator's event of this id is the match the catalog holds: a catalog filled under
   * another seed or speed holds other matches under the same ids, and none of them is priced.
   */
  #sameMatch(customBets: CustomBetService, match: CatalogMatch, nowMs: number): boolean {
    const fixture = customBets.fixture(match.id, nowMs);
    const held = match.fixture;
    return (
      fixture !== null &&
      fixture.sportId === held.sport_id &&
      fixture.home.id === held.home.id &&
      fixture.away.id === held.away.id &&
      Math.floor(fixture.startMs / 1000) === held.start_time
    );
  }
}

/** Whether the catalog offers the selection now: its market open, its outcome active and not held. */
function offered(match: CatalogMatch, selection: CustomBetSelection): boolean {
  const market = match.markets.get(selection.marketId);
  const outcome = market?.outcomes.find((o) => o.id === selection.outcomeId);
  return market !== undefined && outcome !== undefined && isOutcomeOpen(match, market, outcome);
}

function answer(
  language: string,
  { available, refusal }: { available: boolean; refusal: BuilderErrorKey },
): BuilderAnswer {
  return {
    available,
    odds: null,
    refusal: refusal === 'unavailable' ? null : refusal,
    error: builderErrorText(refusal, language),
    conflicting: [],
    markets: [],
  };
}
