import { marketName, outcomeNames, winningOutcomes } from './market-types.js';
import type { Fixture, MarketSpec, MatchState, ScriptStep } from './match-model.js';
import { notStartedState } from './match-state.js';
import type { FeedMarket, FeedMessage, FeedPart, FixtureChange, OddsChange } from './messages.js';
import { type QuotedOutcome, quote } from './odds.js';
import { partById, ROOT_PART_ID } from './parts.js';
import { unitHash } from './prng.js';
import { settleMarket } from './settlement.js';
import type { SportDefinition } from './sports.js';

/** Pre-match prices move every three match-hours; the last move before kick-off is at most that far. */
const DRIFT_MATCH_MS = 3 * 3_600_000;
const DRIFT_SIZE = 0.12;
/** Delivered in-play messages are cut from the kept list once this many (or a quarter of it) piled up. */
const TRIM_AT_LEAST = 16;

/** An event's open book at one moment, for prices the feed does not publish (a bet builder's). */
export interface EventBook {
  /** In play (false: before kick-off). */
  live: boolean;
  /** The model's pricing context the book's prices come from. */
  context: unknown;
  /** The markets open for bets then, as the feed's own messages have them. */
  markets: { spec: MarketSpec; market: FeedMarket }[];
}

interface Book {
  spec: MarketSpec;
  id: number;
  current: FeedMarket | null;
  opened: boolean;
  settled: boolean;
}

/**
 * Everything one event says on the feed, from publication to settlement. Pre-match messages are
 * computed on demand by index; the in-play messages are built from the match script when play starts.
 * The feed moves forward, so only what is still to be said is kept: in-play messages already
 * delivered are dropped, and the market specs, names and pre-match books are let go after each
 * window (a pre-match event needs them again only at its next price drift). Everything is a pure
 * function of the fixture, so anything dropped and asked for again (an older window, a snapshot) is
 * rebuilt the same.
 */
export class EventFeed {
  private specsCache: MarketSpec[] | null = null;
  private namesCache: { market: string; outcomes: string[] }[] | null = null;
  private winningCache: number[] | null = null;
  /** The last pre-match book asked for (snapshots ask for the same drift again and again). */
  private prematchCache: { j: number; markets: FeedMarket[] } | null = null;
  private readonly parts: FeedPart[];
  /** In-play messages with ts > liveFromMs, in order; null until built or after all were delivered. */
  private live: FeedMessage[] | null = null;
  /** In-play messages with ts <= this were dropped from `live`; -Infinity while it is whole. */
  private liveFromMs = Number.NEGATIVE_INFINITY;
  /** Time of the last in-play message, once the script was played. */
  private liveEndMs: number | null = null;
  private published: (FeedMarket | null)[] | null = null;
  /** The match script without incidents, for `bookAt` (the feed's own messages do not use it). */
  private script: ScriptStep<unknown>[] | null = null;
  private readonly driftMs: number;

  constructor(
    readonly fixture: Fixture,
    private readonly sport: SportDefinition,
    private readonly margin: number,
  ) {
    this.parts = [ROOT_PART_ID, ...sport.model.parts(fixture)].map(partById);
    this.driftMs = DRIFT_MATCH_MS / fixture.speed;
  }

  private get specs(): MarketSpec[] {
    this.specsCache ??= this.sport.model.markets(this.fixture);
    return this.specsCache;
  }

  private get winning(): number[] {
    this.winningCache ??= this.specs.map((spec) => winningOutcomes(spec.typeId));
    return this.winningCache;
  }

  private get names(): { market: string; outcomes: string[] }[] {
    if (!this.namesCache) {
      const { home, away } = this.fixture;
      this.namesCache = this.specs.map((spec) => {
        const context = { home: home.name, away: away.name, line: spec.line };
        return {
          market: marketName(spec.typeId, spec.partId, context),
          outcomes: outcomeNames(spec.typeId, context, spec.listed),
        };
      });
    }
    return this.namesCache;
  }

  /** Appends the event's messages with fromMs < ts <= toMs, in order. */
  collect(fromMs: number, toMs: number, out: FeedMessage[]): void {
    this.collectInto(fromMs, toMs, out);
    // The pre-match books are needed again only at the next drift, hours of match time away, or for
    // an older window or a snapshot: they are rebuilt then.
    this.dropPrematch();
  }

  private collectInto(fromMs: number, toMs: number, out: FeedMessage[]): void {
    const { fixture } = this;
    if (toMs <= fromMs || fixture.publishMs > toMs) return;
    const cancel = fixture.cancel && 'atMs' in fixture.cancel ? fixture.cancel.atMs : null;
    if (fixture.publishMs > fromMs) {
      out.push(this.fixtureChange(notStartedState(), fixture.publishMs));
      out.push(this.prematchOdds(this.publicationDrift(), fixture.publishMs));
    }
    // Drift j moves prices at start - j × drift; the highest index is the publication's.
    const first = this.publicationDrift() - 1;
    for (let j = first; j >= 1; j -= 1) {
      const ts = fixture.startMs - j * this.driftMs;
      if (ts > toMs) break;
      if (ts <= fromMs || (cancel !== null && ts >= cancel)) continue;
      out.push(this.prematchOdds(j, ts));
    }
    if (cancel !== null) {
      if (cancel > fromMs && cancel <= toMs) {
        out.push({
          type: 'bet_cancel',
          event_id: fixture.eventId,
          ts: cancel,
          market_ids: null,
          reason: 'Match cancelled',
        });
        out.push(this.fixtureChange({ ...notStartedState(), status: 'cancelled' }, cancel));
      }
      return;
    }
    if (fixture.startMs > toMs) return;
    if (this.liveEnd() <= fromMs) {
      this.dropLive();
      return;
    }
    const live = this.liveAfter(fromMs);
    const start = lowerBound(live, fromMs);
    let index = start;
    while (index < live.length && live[index]!.ts <= toMs) {
      out.push(live[index]!);
      index += 1;
    }
    if (index === live.length) {
      // All said: later windows get nothing from this event, and an older one rebuilds it.
      this.dropLive();
    } else if (start >= TRIM_AT_LEAST || start * 4 >= live.length) {
      // What came before this window was delivered; a retry asks for this window again, so it stays.
      this.live = live.slice(start);
      this.liveFromMs = fromMs;
    }
  }

  /** The event's whole state at `atMs` as one fixture_change and one odds_change, or nothing. */
  snapshot(atMs: number): FeedMessage[] {
    const { fixture } = this;
    if (atMs < fixture.publishMs) return [];
    const cancel = fixture.cancel && 'atMs' in fixture.cancel ? fixture.cancel.atMs : null;
    if (cancel !== null && atMs >= cancel) return [];
    if (atMs < fixture.startMs) {
      const j = this.driftAt(atMs);
      const markets = this.prematchMarkets(j).filter((market) => market.status !== 'deactivated');
      return [
        this.fixtureChange(notStartedState(), atMs),
        { type: 'odds_change', event_id: fixture.eventId, ts: atMs, markets },
      ];
    }
    if (atMs >= this.liveEnd()) return [];
    const live = this.liveAfter(Number.NEGATIVE_INFINITY);
    let fixtureState: FixtureChange | null = null;
    // In play starts from the last pre-match book; live messages only carry what moved since.
    const markets = new Map<number, FeedMarket>(this.kickoffBook().map((market) => [market.id, market]));
    for (const message of live) {
      if (message.ts > atMs) break;
      switch (message.type) {
        case 'fixture_change':
          fixtureState = message;
          break;
        case 'odds_change':
          for (const market of message.markets) markets.set(market.id, market);
          break;
        case 'bet_stop':
          for (const [id, market] of markets) {
            if (market.status === 'active' && (message.market_ids === null || message.market_ids.includes(id))) {
              markets.set(id, { ...market, status: 'suspended' });
            }
          }
          break;
        case 'bet_settlement':
          for (const market of message.markets) markets.delete(market.id);
          break;
        case 'bet_cancel':
          if (message.market_ids === null) markets.clear();
          else for (const id of message.market_ids) markets.delete(id);
          break;
      }
    }
    if (!fixtureState) return [];
    const open = [...markets.values()].filter((market) => market.status !== 'deactivated');
    return [
      { ...fixtureState, ts: atMs },
      { type: 'odds_change', event_id: fixture.eventId, ts: atMs, markets: open },
    ];
  }

  /**
   * The book at `atMs`: the pricing context and the markets open then, priced as the feed's messages
   * price them. Null while the event takes no bets: before publication, once cancelled or ended, and
   * while play is stopped (from a bet_stop to the prices after it).
   */
  bookAt(atMs: number): EventBook | null {
    const { fixture } = this;
    if (atMs < fixture.publishMs) return null;
    const cancel = fixture.cancel && 'atMs' in fixture.cancel ? fixture.cancel.atMs : null;
    if (cancel !== null && atMs >= cancel) return null;
    if (atMs < fixture.startMs) {
      const j = this.driftAt(atMs);
      const context = this.sport.model.prematch(fixture, this.shift(j));
      const markets = this.prematchMarkets(j)
        .filter((market) => market.status === 'active')
        .map((market) => ({ spec: this.specs[market.id - 1]!, market }));
      return { live: false, context, markets };
    }
    this.script ??= this.sport.model.simulate(fixture);
    const steps = this.script;
    const cancelAt = this.liveCancelAt(steps);
    if (cancelAt !== null && atMs >= cancelAt) return null;
    let context: unknown;
    let stopped = false;
    for (const step of steps) {
      if (step.atMs > atMs) break;
      if (step.end) return null;
      if (step.stop) stopped = true;
      if (step.reprice && step.context !== undefined) {
        context = step.context;
        stopped = false;
      }
    }
    if (stopped || context === undefined) return null;
    const markets: EventBook['markets'] = [];
    this.specs.forEach((spec, index) => {
      const quoted = this.quoteSpec(spec, index, context);
      if (quoted) markets.push({ spec, market: this.toMarket(index, quoted) });
    });
    return { live: true, context, markets };
  }

  /** The drift whose prices stand at `atMs` before kick-off. */
  private driftAt(atMs: number): number {
    const drift = Math.max(1, Math.ceil((this.fixture.startMs - atMs) / this.driftMs));
    return Math.min(drift, this.publicationDrift());
  }

  /** When a match abandoned in play is cancelled (a share of its script's length), or null. */
  private liveCancelAt(steps: readonly ScriptStep<unknown>[]): number | null {
    const { fixture } = this;
    const share = fixture.cancel && 'liveFraction' in fixture.cancel ? fixture.cancel.liveFraction : null;
    if (share === null) return null;
    const lastAt = steps[steps.length - 1]!.atMs;
    return Math.round(fixture.startMs + (lastAt - fixture.startMs) * share);
  }

  private publicationDrift(): number {
    return Math.max(1, Math.ceil((this.fixture.startMs - this.fixture.publishMs) / this.driftMs));
  }

  private shift(j: number): number {
    return (unitHash(this.fixture.seed, j, 3) - 0.5) * DRIFT_SIZE;
  }

  /** The pre-match book as it stands at kick-off: the last drift's prices. */
  private kickoffBook(): FeedMarket[] {
    return this.prematchMarkets(Math.min(1, this.publicationDrift()));
  }

  /** Markets quoted at publication: the pre-match book. Drifts move these and open no others. */
  private publication(): (FeedMarket | null)[] {
    if (!this.published) {
      const context = this.sport.model.prematch(this.fixture, this.shift(this.publicationDrift()));
      this.published = this.specs.map((spec, index) => this.priceMarket(spec, index, context));
    }
    return this.published;
  }

  private prematchOdds(j: number, ts: number): OddsChange {
    return { type: 'odds_change', event_id: this.fixture.eventId, ts, markets: this.prematchMarkets(j) };
  }

  /** Prices of drift j (the last one is cached: snapshots ask for the same drift again and again). */
  private prematchMarkets(j: number): FeedMarket[] {
    if (this.prematchCache?.j === j) return this.prematchCache.markets;
    const published = this.publication();
    const markets: FeedMarket[] = [];
    if (j >= this.publicationDrift()) {
      for (const market of published) if (market) markets.push(market);
    } else {
      const context = this.sport.model.prematch(this.fixture, this.shift(j));
      this.specs.forEach((spec, index) => {
        const opened = published[index];
        if (opened) markets.push(this.priceMarket(spec, index, context) ?? { ...opened, status: 'deactivated' });
      });
    }
    this.prematchCache = { j, markets };
    return markets;
  }

  private priceMarket(spec: MarketSpec, index: number, context: unknown): FeedMarket | null {
    const quoted = this.quoteSpec(spec, index, context);
    return quoted ? this.toMarket(index, quoted) : null;
  }

  private quoteSpec(spec: MarketSpec, index: number, context: unknown): QuotedOutcome[] | null {
    const probabilities = this.sport.model.price(spec, context);
    return probabilities ? quote(probabilities, this.margin, this.winning[index]!) : null;
  }

  private toMarket(index: number, quoted: readonly QuotedOutcome[]): FeedMarket {
    const spec = this.specs[index]!;
    const id = index + 1;
    const names = this.names[index]!;
    return {
      id,
      type_id: spec.typeId,
      part_id: spec.partId,
      line: spec.line,
      name: names.market,
      status: 'active',
      outcomes: quoted.map((outcome, k) => ({
        id: id * 100 + k + 1,
        name: names.outcomes[k]!,
        odds: outcome.odds,
        active: outcome.active,
      })),
    };
  }

  private fixtureChange(state: MatchState, ts: number): FixtureChange {
    const { fixture } = this;
    return {
      type: 'fixture_change',
      event_id: fixture.eventId,
      ts,
      sport_id: fixture.sportId,
      tournament: fixture.tournament,
      home: fixture.home,
      away: fixture.away,
      start_time: Math.floor(fixture.startMs / 1000),
      round: fixture.round,
      status: state.status,
      parts: this.parts,
      root_part_id: ROOT_PART_ID,
      current_part_id: state.currentPartId,
      clock: state.clock,
      scores: state.scores,
      red_cards: state.redCards,
      statistics: state.statistics,
    };
  }

  /** Time of the last in-play message (plays the script once to learn it). */
  private liveEnd(): number {
    if (this.liveEndMs === null) this.liveAfter(Number.NEGATIVE_INFINITY);
    return this.liveEndMs!;
  }

  /** In-play messages holding at least every one with ts > fromMs, rebuilt whole if some were dropped. */
  private liveAfter(fromMs: number): FeedMessage[] {
    if (this.live && fromMs >= this.liveFromMs) return this.live;
    const live = this.buildLive();
    this.live = live;
    this.liveFromMs = Number.NEGATIVE_INFINITY;
    this.liveEndMs = live[live.length - 1]!.ts;
    return live;
  }

  private dropPrematch(): void {
    this.specsCache = null;
    this.namesCache = null;
    this.winningCache = null;
    this.published = null;
    this.prematchCache = null;
  }

  private dropLive(): void {
    this.live = null;
    this.liveFromMs = Number.POSITIVE_INFINITY;
  }

  private buildLive(): FeedMessage[] {
    const { fixture, sport } = this;
    const out: FeedMessage[] = [];
    const eventId = fixture.eventId;
    const books: Book[] = this.specs.map((spec, index) => ({
      spec,
      id: index + 1,
      current: null,
      opened: false,
      settled: false,
    }));
    // The pre-match book is open and must be settled; in play moves on from its last prices.
    const published = this.publication();
    for (const book of books) book.opened = published[book.id - 1] !== null;
    for (const market of this.kickoffBook()) books[market.id - 1]!.current = market;
    const steps = sport.model.simulate(fixture, { incidents: true });
    // A script out of order would break windowing (binary search by ts): refuse it loudly.
    for (let i = 1; i < steps.length; i += 1) {
      if (steps[i]!.atMs < steps[i - 1]!.atMs)
        throw new Error(`Match script of event ${fixture.eventId} is out of order`);
    }
    if (!steps[steps.length - 1]?.end) throw new Error(`Match script of event ${fixture.eventId} does not end`);
    const cancelAt = this.liveCancelAt(steps);
    let state: MatchState = notStartedState();
    let seq = 0;

    const settle = (filter: (book: Book) => boolean, ts: number) => {
      const markets = books
        .filter((book) => book.opened && !book.settled && filter(book))
        .map((book) => {
          book.settled = true;
          const count = this.names[book.id - 1]!.outcomes.length;
          const results = settleMarket(book.spec, state.scores, sport.model.countsUnits, count);
          return { id: book.id, outcomes: results.map((result, k) => ({ id: book.id * 100 + k + 1, result })) };
        });
      if (markets.length > 0) out.push({ type: 'bet_settlement', event_id: eventId, ts, markets });
    };

    for (const step of steps) {
      if (cancelAt !== null && step.atMs >= cancelAt) {
        out.push({ type: 'bet_cancel', event_id: eventId, ts: cancelAt, market_ids: null, reason: 'Match abandoned' });
        out.push(this.fixtureChange({ ...state, status: 'cancelled', clock: null }, cancelAt));
        return out;
      }
      const ts = step.atMs;
      if (step.state) {
        state = step.state;
        out.push(this.fixtureChange(state, ts));
      }
      if (step.incidents) {
        const incidents = step.incidents.map((incident) => ({ seq: ++seq, ...incident }));
        out.push({ type: 'match_incidents', event_id: eventId, ts, incidents });
      }
      if (step.stop) {
        const active = books.filter((book) => book.current?.status === 'active' && !book.settled);
        for (const book of active) book.current = { ...book.current!, status: 'suspended' };
        if (active.length > 0) out.push({ type: 'bet_stop', event_id: eventId, ts, market_ids: null });
      }
      if (step.settleParts) {
        const parts = step.settleParts;
        settle((book) => parts.includes(book.spec.partId), ts);
      }
      if (step.end) {
        settle(() => true, ts);
        continue;
      }
      if (step.reprice && step.context !== undefined) {
        const changed: FeedMarket[] = [];
        books.forEach((book, index) => {
          if (book.settled) return;
          const quoted = this.quoteSpec(book.spec, index, step.context);
          const previous = book.current;
          let next: FeedMarket;
          if (quoted) {
            if (previous?.status === 'active' && sameOdds(previous, quoted)) return;
            next = this.toMarket(index, quoted);
          } else {
            if (!book.opened || !previous || previous.status === 'deactivated') return;
            next = { ...previous, status: 'deactivated' };
          }
          book.opened = true;
          book.current = next;
          changed.push(next);
        });
        if (changed.length > 0) out.push({ type: 'odds_change', event_id: eventId, ts, markets: changed });
      }
    }
    return out;
  }
}

function sameOdds(market: FeedMarket, quoted: readonly QuotedOutcome[]): boolean {
  return market.outcomes.every(
    (outcome, k) => outcome.odds === quoted[k]!.odds && outcome.active === quoted[k]!.active,
  );
}

/** Index of the first message with ts > fromMs. */
function lowerBound(messages: readonly FeedMessage[], fromMs: number): number {
  let low = 0;
  let high = messages.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (messages[mid]!.ts <= fromMs) low = mid + 1;
    else high = mid;
  }
  return low;
}
