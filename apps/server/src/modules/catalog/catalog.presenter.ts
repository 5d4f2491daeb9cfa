import type { Market, Match, Outcome, StatisticsPart } from '@meridian/contract/events';
import { type MatchState, type OutcomeDelta, TRACKER_SPORT_IDS, trackerChannel } from '@meridian/contract/realtime';
import type { FeedTournament } from '@meridian/feed/messages';
import {
  type CatalogNames,
  marketGroup,
  marketName,
  outcomeName,
  partName,
  roundName,
  statisticName,
} from './catalog.names.js';
import {
  type CatalogMarket,
  type CatalogMatch,
  isDisplayable,
  isEnded,
  isMarketOpen,
  isOutcomeOpen,
} from './catalog.state.js';

/** What rendering needs besides the match: the sports dictionary and country ids by ISO code. */
export interface RenderLookups {
  sportSlug(sportId: number): string;
  countryId(code: string | null): number;
}

const STATUS_ID = { not_started: 0, live: 1, paused: 2, ended: 3, cancelled: 4 } as const;

export const teamLogo = (teamId: number) => `/media/teams/${teamId}.svg`;

/** The country flag, or the sport's icon for an international tournament. */
export function tournamentImage(tournament: FeedTournament, lookups: RenderLookups): string {
  return tournament.country_code
    ? `/static/flags/4x3/${tournament.country_code.toLowerCase()}.svg`
    : `/static/sports/${lookups.sportSlug(tournament.sport_id)}.svg`;
}

/** The match clock now, advanced from the feed time of the last fixture state while it runs. */
export function clockAt(match: CatalogMatch, nowMs: number): Match['info']['clock'] {
  const clock = match.fixture.clock;
  if (!clock) return null;
  if (!clock.running) return { seconds: clock.seconds, running: false, rate: clock.rate };
  const elapsed = Math.max(0, (nowMs - match.fixtureTs) / 1000);
  return { seconds: Math.floor(clock.seconds + elapsed * clock.rate), running: true, rate: clock.rate };
}

export function renderOutcome(market: CatalogMarket, index: number, match: CatalogMatch, names: CatalogNames): Outcome {
  const outcome = market.outcomes[index] as CatalogMarket['outcomes'][number];
  return {
    id: outcome.id,
    market_id: market.id,
    name: outcomeName(market, index, match.fixture, names),
    odds: outcome.odds,
    is_blocked: !isOutcomeOpen(match, market, outcome),
  };
}

export function renderMarket(market: CatalogMarket, match: CatalogMatch, names: CatalogNames): Market {
  return {
    id: market.id,
    type_id: market.type_id,
    name: marketName(market, match.fixture, names),
    part_id: market.part_id,
    group: marketGroup(market, match.fixture, names),
    is_blocked: !isMarketOpen(match, market),
    outcomes: market.outcomes.map((_, i) => renderOutcome(market, i, match, names)),
  };
}

/** Open markets in the feed's order, filtered for a view. */
export function visibleMarkets(match: CatalogMatch, include: (market: CatalogMarket) => boolean): CatalogMarket[] {
  const out: CatalogMarket[] = [];
  for (const market of match.markets.values()) if (isDisplayable(market.status) && include(market)) out.push(market);
  return out.sort((a, b) => a.part_id - b.part_id || a.type_id - b.type_id || (a.line ?? 0) - (b.line ?? 0));
}

export function renderState(match: CatalogMatch, names: CatalogNames, nowMs: number): MatchState {
  const f = match.fixture;
  const current = f.current_part_id === null ? null : f.parts.find((p) => p.id === f.current_part_id);
  return {
    is_live: f.status === 'live' || f.status === 'paused',
    status_id: STATUS_ID[f.status],
    current_part: current ? { part_id: current.id, name: partName(current, names) } : null,
    info: {
      scores: f.scores.map((s) => ({
        part_id: s.part_id,
        name: partName(f.parts.find((p) => p.id === s.part_id) ?? { id: s.part_id, name: '' }, names),
        home: s.home,
        away: s.away,
      })),
      red_cards: { home: f.red_cards.home, away: f.red_cards.away },
      clock: isEnded(f.status) ? null : clockAt(match, nowMs),
    },
  };
}

/**
 * The contract's match: `markets` holds the markets `include` keeps; `eventPartId` names the part
 * they belong to (the root part when a view spans several).
 */
export function renderMatch(
  match: CatalogMatch,
  include: (market: CatalogMarket) => boolean,
  eventPartId: number,
  names: CatalogNames,
  lookups: RenderLookups,
  nowMs: number,
): Match {
  const f = match.fixture;
  const state = renderState(match, names, nowMs);
  const eventPart = f.parts.find((p) => p.id === eventPartId) ?? { id: eventPartId, name: '' };
  let open = 0;
  for (const market of match.markets.values()) if (isDisplayable(market.status)) open++;
  return {
    id: match.id,
    name: `${f.home.name} - ${f.away.name}`,
    sport_id: f.sport_id,
    tournament: { id: f.tournament.id, name: f.tournament.name, image: tournamentImage(f.tournament, lookups) },
    country_id: lookups.countryId(f.tournament.country_code),
    team_home: { name: f.home.name, logo: teamLogo(f.home.id) },
    team_away: { name: f.away.name, logo: teamLogo(f.away.id) },
    is_live: state.is_live,
    is_favorite: false,
    status_id: state.status_id,
    event_part_id: eventPart.id,
    event_part_name: partName(eventPart, names),
    parts: f.parts.map((p) => ({ part_id: p.id, name: partName(p, names) })),
    current_part: state.current_part,
    root_part_id: f.root_part_id,
    markets: visibleMarkets(match, include).map((m) => renderMarket(m, match, names)),
    markets_count: open,
    video:
      state.is_live && TRACKER_SPORT_IDS.includes(f.sport_id)
        ? { type: 'tracker', url: trackerChannel(match.id) }
        : null,
    round: roundName(f.round, names),
    start_time: f.start_time,
    info: state.info,
  };
}

/** Statistics of 001 §3: per part, score-type rows first. */
export function renderStatistics(
  f: Pick<CatalogMatch['fixture'], 'statistics' | 'parts'>,
  names: CatalogNames,
): StatisticsPart[] {
  return f.statistics.map((part) => ({
    id: part.part_id,
    name: partName(f.parts.find((p) => p.id === part.part_id) ?? { id: part.part_id, name: '' }, names),
    types: [...part.rows]
      .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'score' ? -1 : 1))
      .map((row) =>
        row.kind === 'score'
          ? {
              id: row.id,
              name: statisticName(row.id, row.name, names),
              result: row.result,
              team_home: Math.round(row.home ?? 0),
              team_away: Math.round(row.away ?? 0),
            }
          : { id: row.id, name: statisticName(row.id, row.name, names), result: row.result },
      ),
  }));
}

/** Outcome price changes of one market, for the `odds` part of a delta. */
export function renderOddsDeltas(match: CatalogMatch, market: CatalogMarket, outcomeIds: Set<number>): OutcomeDelta[] {
  return market.outcomes
    .filter((o) => outcomeIds.has(o.id))
    .map((o) => ({
      market_id: market.id,
      id: o.id,
      odds: o.odds,
      is_blocked: !isOutcomeOpen(match, market, o),
    }));
}
