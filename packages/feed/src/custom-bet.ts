import {
  type BuilderLeg,
  type BuilderPart,
  type BuilderRefusal,
  builderPrice,
  conflictingSelections,
  takesMarket,
} from './bet-builder.js';
import { type EventBook, EventFeed } from './event-feed.js';
import { builderParts, type GoalContext, type GoalSport } from './goal-model.js';
import { football, iceHockey } from './goal-sports.js';
import type { Fixture, MarketSpec } from './match-model.js';
import { DEFAULT_MARGIN, validateMargin } from './odds.js';
import { Schedule } from './schedule.js';
import type { ScoreGrid } from './score-distribution.js';
import type { SimulatorOptions } from './simulator.js';

/**
 * The simulator's custom-bet service, as a supplier's is (Sportradar's custom bet: the selections
 * available, calculate, calculate with conflicts): same-match combinations priced exactly from the
 * model the feed's own prices come from, at the moment asked. Everything is a pure function of
 * (seed, speed, margin, time), so any node configured like the feed answers the same, leader or not.
 *
 * Football and ice hockey only: their match is the sum of its regulation parts. Baseball's totals and
 * winner count extra innings, which no part holds.
 */

/** A selection in the feed's ids: market ids per event, outcome ids `market × 100 + position`. */
export interface CustomBetSelection {
  marketId: number;
  outcomeId: number;
}

/** A market builders take now, with the outcomes quoted. */
export interface CustomBetMarket {
  marketId: number;
  typeId: number;
  partId: number;
  line: number | null;
  outcomeIds: number[];
}

/** Builder refusals, and `not_offered`: a market or outcome the match does not offer now. */
export type CustomBetRefusal = BuilderRefusal | 'not_offered';

/** Thousandths on the book's ladder, or why the combination has no price. */
export type CustomBetPrice = { odds: number } | { refused: CustomBetRefusal };

export type CustomBetFilter = CustomBetPrice & {
  /** The available outcomes that could not join the selections (other outcomes of a chosen market too). */
  conflicting: CustomBetSelection[];
};

const BUILDER_SPORTS: ReadonlyMap<number, GoalSport> = new Map([
  [1, football],
  [4, iceHockey],
]);

/** At most this many events are kept built; others are rebuilt from the seed when asked again. */
const CACHE_LIMIT = 256;

/** At most this many conflict answers are kept, the least recently asked let go first. */
const FILTER_CACHE_LIMIT = 1024;

interface Priced {
  book: EventBook;
  /** What the book's prices come from (the model's context and the open markets): equal books answer alike. */
  version: string;
  parts: BuilderPart[];
  /** The open markets builders take, by market id. */
  offered: Map<number, { spec: MarketSpec; outcomeIds: number[] }>;
}

export class CustomBetService {
  private readonly schedule: Schedule;
  private readonly margin: number;
  private readonly feeds = new Map<number, EventFeed>();
  private readonly filters = new Map<string, CustomBetFilter>();

  constructor(options: SimulatorOptions) {
    this.margin = validateMargin(options.margin ?? DEFAULT_MARGIN);
    this.schedule = new Schedule(options.seed, options.speed);
  }

  /** The fixture behind an event id on the feed at `nowMs`, or null when no such event is on it. */
  fixture(matchId: number, nowMs: number): Fixture | null {
    return this.feedOf(matchId, nowMs)?.fixture ?? null;
  }

  /** The markets and outcomes builders take on the match now, or null when it takes no builders now. */
  available(matchId: number, nowMs: number): CustomBetMarket[] | null {
    const priced = this.pricedAt(matchId, nowMs);
    if (!priced) return null;
    return [...priced.offered].map(([marketId, { spec, outcomeIds }]) => ({
      marketId,
      typeId: spec.typeId,
      partId: spec.partId,
      line: spec.line,
      outcomeIds,
    }));
  }

  /** The combination's odds, or why it has none; null when the match takes no builders now. */
  calculate(matchId: number, selections: readonly CustomBetSelection[], nowMs: number): CustomBetPrice | null {
    const priced = this.pricedAt(matchId, nowMs);
    return priced ? this.price(priced, selections) : null;
  }

  /**
   * `calculate`, and which available outcomes would conflict with the selections. A public call asks
   * it on every change of a slip, so its cost is bounded: the answer is kept per match, book version
   * and set of selections, and the conflicts cost about one pricing per part the outcomes name.
   */
  calculateFilter(matchId: number, selections: readonly CustomBetSelection[], nowMs: number): CustomBetFilter | null {
    const priced = this.pricedAt(matchId, nowMs);
    if (!priced) return null;
    const picked = selections
      .map((s) => `${s.marketId}:${s.outcomeId}`)
      .sort()
      .join(',');
    const key = `${matchId}|${priced.version}|${picked}`;
    const kept = this.filters.get(key);
    if (kept) {
      this.filters.delete(key);
      this.filters.set(key, kept);
      return kept;
    }
    const filtered = this.filter(priced, selections);
    this.filters.set(key, filtered);
    if (this.filters.size > FILTER_CACHE_LIMIT) this.filters.delete(this.filters.keys().next().value!);
    return filtered;
  }

  private filter(priced: Priced, selections: readonly CustomBetSelection[]): CustomBetFilter {
    const price = this.price(priced, selections);
    const legs = legsOf(priced, selections);
    if (!Array.isArray(legs)) return { ...price, conflicting: [] };
    // Outcome ids are unique within the event, and each was checked to be its market's.
    const chosen = new Set(selections.map((selection) => selection.outcomeId));
    // The candidates by the parts they are priced over: those no leg or candidate names are summed into one.
    const groups = new Map<string, { parts: BuilderPart[]; candidates: BuilderLeg[]; ids: CustomBetSelection[] }>();
    for (const [marketId, { spec, outcomeIds }] of priced.offered) {
      for (const outcomeId of outcomeIds) {
        if (chosen.has(outcomeId)) continue;
        const candidate = { spec, outcome: outcomeIndex(marketId, outcomeId) };
        const parts = mergeUnused(priced.parts, [...legs, candidate]);
        const shape = parts.map((part) => part.partId).join(',');
        const group = groups.get(shape) ?? { parts, candidates: [], ids: [] };
        groups.set(shape, group);
        group.candidates.push(candidate);
        group.ids.push({ marketId, outcomeId });
      }
    }
    const conflicting: CustomBetSelection[] = [];
    for (const { parts, candidates, ids } of groups.values()) {
      const refused = new Set(conflictingSelections(parts, legs, candidates));
      candidates.forEach((candidate, at) => {
        if (refused.has(candidate)) conflicting.push(ids[at]!);
      });
    }
    return { ...price, conflicting };
  }

  private price(priced: Priced, selections: readonly CustomBetSelection[]): CustomBetPrice {
    const legs = legsOf(priced, selections);
    if (!Array.isArray(legs)) return { refused: legs };
    const price = builderPrice(mergeUnused(priced.parts, legs), legs, this.margin);
    return 'refused' in price ? price : { odds: price.odds };
  }

  private pricedAt(matchId: number, nowMs: number): Priced | null {
    const feed = this.feedOf(matchId, nowMs);
    const sport = feed && BUILDER_SPORTS.get(feed.fixture.sportId);
    if (!feed || !sport) return null;
    const book = feed.bookAt(nowMs);
    if (!book) return null;
    const parts = builderParts(sport, book.context as GoalContext);
    if (!parts) return null;
    const offered = new Map<number, { spec: MarketSpec; outcomeIds: number[] }>();
    for (const { spec, market } of book.markets) {
      if (!takesMarket(spec)) continue;
      const outcomeIds = market.outcomes.filter((outcome) => outcome.active).map((outcome) => outcome.id);
      if (outcomeIds.length > 0) offered.set(market.id, { spec, outcomeIds });
    }
    return { book, version: versionOf(book.context as GoalContext, offered), parts, offered };
  }

  private feedOf(matchId: number, nowMs: number): EventFeed | null {
    const ref = this.schedule.refOf(matchId, nowMs);
    if (!ref) return null;
    const cached = this.feeds.get(matchId);
    if (cached?.fixture.startMs === this.schedule.startOf(ref)) {
      this.feeds.delete(matchId);
      this.feeds.set(matchId, cached);
      return cached;
    }
    const feed = new EventFeed(this.schedule.fixture(ref), ref.sport, this.margin);
    this.feeds.set(matchId, feed);
    if (this.feeds.size > CACHE_LIMIT) this.feeds.delete(this.feeds.keys().next().value!);
    return feed;
  }
}

/** The book's version: the model's context (grids aside, which it derives) and the outcomes open. */
function versionOf(context: GoalContext, offered: Priced['offered']): string {
  const { rates, red, partIndex, remaining, scores, inExtra, tieHome } = context;
  const open = [...offered].map(([marketId, { outcomeIds }]) => `${marketId}:${outcomeIds.join('.')}`).join(',');
  return JSON.stringify([rates, red, partIndex, remaining, [...scores], inExtra, tieHome, open]);
}

/** The outcome's position in its market from its feed id. */
const outcomeIndex = (marketId: number, outcomeId: number) => outcomeId - marketId * 100 - 1;

/** The selections as builder legs, or why one of them cannot be a leg now. */
function legsOf(priced: Priced, selections: readonly CustomBetSelection[]): BuilderLeg[] | CustomBetRefusal {
  const legs: BuilderLeg[] = [];
  for (const { marketId, outcomeId } of selections) {
    const offered = priced.offered.get(marketId);
    if (!offered) {
      const open = priced.book.markets.find(({ market }) => market.id === marketId);
      return open && !takesMarket(open.spec) ? 'not_combinable' : 'not_offered';
    }
    if (!offered.outcomeIds.includes(outcomeId)) return 'not_offered';
    legs.push({ spec: offered.spec, outcome: outcomeIndex(marketId, outcomeId) });
  }
  return legs;
}

/** A part that stands for parts no leg names: their sum (its id is no part's). */
const MERGED_PART_ID = 0;

/**
 * The parts with those no leg names summed into one: the match is the sum of its parts and a sum of
 * independent goal counts is their convolution, so the chance is the same and far fewer ways are
 * visited (ice hockey's three periods are 144³ ways, the match alone 35²).
 */
function mergeUnused(parts: readonly BuilderPart[], legs: readonly BuilderLeg[]): BuilderPart[] {
  const named = new Set(legs.map((leg) => leg.spec.partId));
  const kept = parts.filter((part) => named.has(part.partId));
  const rest = parts.filter((part) => !named.has(part.partId));
  if (rest.length < 2) return [...parts];
  const merged = rest.map((part) => part.grid).reduce(sumGrids);
  return [...kept, { partId: MERGED_PART_ID, grid: merged }];
}

function sumGrids(a: ScoreGrid, b: ScoreGrid): ScoreGrid {
  return {
    home0: a.home0 + b.home0,
    away0: a.away0 + b.away0,
    home: convolve(a.home, b.home),
    away: convolve(a.away, b.away),
  };
}

function convolve(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i += 1) {
    const ai = a[i]!;
    if (ai === 0) continue;
    for (let j = 0; j < b.length; j += 1) out[i + j]! += ai * b[j]!;
  }
  return out;
}
