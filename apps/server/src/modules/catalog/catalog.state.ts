import type { Source } from '@meridian/contract/events';
import type { FeedMarket, FeedMessage, FeedOutcome, FixtureChange } from '@meridian/feed/messages';
import type { MarketStatusColumn } from '../../db/schema.js';
import type { StoredMatchRow } from '../../db/stored-matches.query.js';
import type { CatalogChange } from './catalog-view.js';

export type Fixture = Omit<FixtureChange, 'type' | 'ts' | 'event_id'>;

/** A stored match row (`selectStoredMatches`) as the fixture the feed last described. */
export function fixtureFromRow(row: StoredMatchRow): Fixture {
  return {
    sport_id: row.sport_id,
    tournament: {
      id: row.tournament_id,
      name: row.tournament_name,
      sport_id: row.tournament_sport_id,
      country_code: row.country_code,
      is_top: row.is_top,
    },
    home: { id: row.home_id, name: row.home_name, colors: [row.home_color_primary, row.home_color_secondary] },
    away: { id: row.away_id, name: row.away_name, colors: [row.away_color_primary, row.away_color_secondary] },
    start_time: Number(row.start_time),
    round: row.round,
    status: row.status,
    parts: row.parts,
    root_part_id: row.root_part_id,
    current_part_id: row.current_part_id,
    clock: row.clock && { seconds: row.clock.seconds, running: row.clock.running, rate: row.clock.rate },
    scores: row.scores,
    red_cards: row.red_cards,
    statistics: row.statistics as Fixture['statistics'],
  };
}

export interface CatalogMarket {
  id: number;
  type_id: number;
  part_id: number;
  line: number | null;
  name: string;
  status: MarketStatusColumn;
  outcomes: FeedOutcome[];
}

export interface CatalogMatch {
  id: number;
  fixture: Fixture;
  markets: Map<number, CatalogMarket>;
  /** Feed time (unix ms) of the last message applied; older ones are ignored. */
  ts: number;
  /** Feed time of the last fixture state: the clock runs from it. */
  fixtureTs: number;
  /** Grows on every change; rendered views of the match are kept until it moves. */
  version: number;
  /** Wall time the match ended or was cancelled, for dropping it from memory later. */
  endedAt: number | null;
  /** The operator's suspensions of the match, over the feed's status (absent: none). */
  hold?: MatchHold | undefined;
}

/**
 * What the trading desk holds of one match: the whole event, markets, or outcomes (keyed
 * `outcomeKey`). The feed's status stays as the feed sent it; the hold closes betting on top of it.
 */
export interface MatchHold {
  event: boolean;
  markets: ReadonlySet<number>;
  outcomes: ReadonlySet<string>;
}

export const outcomeKey = (marketId: number, outcomeId: number) => `${marketId}:${outcomeId}`;

/** The market takes bets: the feed has it active and no operator holds it or its event. */
export const isMarketOpen = (match: CatalogMatch, market: CatalogMarket): boolean =>
  market.status === 'active' && !(match.hold && (match.hold.event || match.hold.markets.has(market.id)));

/** The outcome of an open market takes bets: the feed offers it and no operator holds it. */
export const isOutcomeOpen = (match: CatalogMatch, market: CatalogMarket, outcome: FeedOutcome): boolean =>
  isMarketOpen(match, market) && outcome.active && !match.hold?.outcomes.has(outcomeKey(market.id, outcome.id));

/** What changed in one match during one batch, for rendering deltas. */
export interface ChangeDetail {
  /** The match appeared, or fields shown in lists other than the live state changed. */
  whole: boolean;
  state: boolean;
  /** Market ids to send whole (new, reopened, outcome set changed). */
  markets: Set<number>;
  /** Market id → outcome ids whose price or availability changed. */
  odds: Map<number, Set<number>>;
  blocked: Set<number>;
  removed: Set<number>;
  statistics: boolean;
}

/** A `CatalogChange` carrying what changed, so `deltaFor` renders only that. */
export interface DetailedChange extends CatalogChange {
  detail: ChangeDetail;
}

export const isDisplayable = (status: MarketStatusColumn) => status === 'active' || status === 'suspended';
export const isEnded = (status: Fixture['status']) => status === 'ended' || status === 'cancelled';

/** Which list a match belongs to now: live while in play, line while it has not started and starts later. */
export function sourceOf(match: CatalogMatch, nowSeconds: number): Source | null {
  const { status, start_time } = match.fixture;
  if (status === 'live' || status === 'paused') return 'live';
  if (status === 'not_started' && start_time > nowSeconds) return 'line';
  return null;
}

export function emptyDetail(): ChangeDetail {
  return {
    whole: false,
    state: false,
    markets: new Set(),
    odds: new Map(),
    blocked: new Set(),
    removed: new Set(),
    statistics: false,
  };
}

export function fixtureOf(message: FixtureChange): Fixture {
  const { type: _type, ts: _ts, event_id: _id, ...fixture } = message;
  return fixture;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies one message to a match (or creates it from a fixture); returns the match, or null when
 * the message does not apply (older than held, or market news of an unknown match).
 */
export function applyMessage(
  matches: Map<number, CatalogMatch>,
  message: FeedMessage,
  detail: ChangeDetail,
): CatalogMatch | null {
  const match = matches.get(message.event_id);
  if (!match) {
    if (message.type !== 'fixture_change') return null;
    const created: CatalogMatch = {
      id: message.event_id,
      fixture: fixtureOf(message),
      markets: new Map(),
      ts: message.ts,
      fixtureTs: message.ts,
      version: 1,
      endedAt: isEnded(message.status) ? Date.now() : null,
    };
    matches.set(created.id, created);
    detail.whole = true;
    detail.statistics = message.statistics.length > 0;
    return created;
  }
  if (message.ts < match.ts) return null;
  match.ts = message.ts;
  match.version++;
  switch (message.type) {
    case 'fixture_change':
      applyFixture(match, message, detail);
      break;
    case 'odds_change':
      for (const market of message.markets) applyMarket(match, market, detail);
      break;
    case 'bet_stop':
      for (const market of selected(match, message.market_ids)) {
        if (market.status !== 'active') continue;
        market.status = 'suspended';
        detail.blocked.add(market.id);
      }
      break;
    case 'bet_settlement':
      for (const { id } of message.markets) close(match, id, 'settled', detail);
      break;
    case 'bet_cancel':
      for (const market of selected(match, message.market_ids)) close(match, market.id, 'cancelled', detail);
      break;
  }
  return match;
}

function applyFixture(match: CatalogMatch, message: FixtureChange, detail: ChangeDetail) {
  const next = fixtureOf(message);
  const prev = match.fixture;
  if (
    prev.start_time !== next.start_time ||
    prev.round !== next.round ||
    prev.tournament.id !== next.tournament.id ||
    prev.tournament.name !== next.tournament.name ||
    prev.home.name !== next.home.name ||
    prev.away.name !== next.away.name ||
    !sameJson(prev.parts, next.parts)
  ) {
    detail.whole = true;
  }
  if (
    prev.status !== next.status ||
    prev.current_part_id !== next.current_part_id ||
    !sameJson(prev.scores, next.scores) ||
    !sameJson(prev.clock, next.clock) ||
    !sameJson(prev.red_cards, next.red_cards)
  ) {
    detail.state = true;
  }
  if (!sameJson(prev.statistics, next.statistics)) detail.statistics = true;
  match.fixture = next;
  match.fixtureTs = message.ts;
  if (isEnded(next.status) && match.endedAt === null) match.endedAt = Date.now();
}

function applyMarket(match: CatalogMatch, market: FeedMarket, detail: ChangeDetail) {
  const old = match.markets.get(market.id);
  const final = old && (old.status === 'settled' || old.status === 'cancelled');
  const next: CatalogMarket = {
    id: market.id,
    type_id: market.type_id,
    part_id: market.part_id,
    line: market.line,
    name: market.name,
    status: final ? old.status : market.status,
    outcomes: market.outcomes,
  };
  match.markets.set(market.id, next);
  if (!isDisplayable(next.status)) {
    if (old && isDisplayable(old.status)) detail.removed.add(market.id);
    return;
  }
  if (!old || !isDisplayable(old.status) || !sameOutcomeSet(old.outcomes, next.outcomes)) {
    detail.markets.add(market.id);
    return;
  }
  if (old.status !== next.status) {
    if (next.status === 'suspended') detail.blocked.add(market.id);
    else detail.markets.add(market.id);
  }
  const changed = detail.odds.get(market.id) ?? new Set<number>();
  next.outcomes.forEach((outcome, i) => {
    const before = old.outcomes[i];
    if (before && (before.odds !== outcome.odds || before.active !== outcome.active)) changed.add(outcome.id);
  });
  if (changed.size > 0) detail.odds.set(market.id, changed);
}

function sameOutcomeSet(a: FeedOutcome[], b: FeedOutcome[]): boolean {
  return a.length === b.length && a.every((o, i) => o.id === b[i]?.id && o.name === b[i]?.name);
}

function selected(match: CatalogMatch, ids: number[] | null): CatalogMarket[] {
  if (ids === null) return [...match.markets.values()];
  return ids.flatMap((id) => match.markets.get(id) ?? []);
}

function close(match: CatalogMatch, id: number, status: 'settled' | 'cancelled', detail: ChangeDetail) {
  const market = match.markets.get(id);
  if (!market) return;
  if (isDisplayable(market.status)) detail.removed.add(id);
  market.status = status;
}
