import type { Market, Match, Outcome } from '@meridian/contract/events';

let nextId = 1000;

export function buildOutcome(overrides: Partial<Outcome> = {}): Outcome {
  return { id: nextId++, market_id: 1, name: 'Home', odds: 1850, is_blocked: false, ...overrides };
}

/** A three-way market of the match's root part with prices 1.85 / 3.40 / 4.20 unless told. */
export function buildMarket(overrides: Partial<Market> = {}): Market {
  const id = overrides.id ?? nextId++;
  return {
    id,
    type_id: 1,
    name: 'Match Result',
    part_id: 1,
    group: 'Match Result',
    is_blocked: false,
    outcomes: [
      buildOutcome({ market_id: id, name: 'Rovers', odds: 1850 }),
      buildOutcome({ market_id: id, name: 'Draw', odds: 3400 }),
      buildOutcome({ market_id: id, name: 'United', odds: 4200 }),
    ],
    ...overrides,
  };
}

/** An upcoming football match, Rovers v United, with one three-way market. */
export function buildMatch(overrides: Partial<Match> = {}): Match {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: 'Rovers - United',
    sport_id: 1,
    tournament: { id: 10, name: 'Premier Division', image: '/static/flags/gb.svg' },
    country_id: 826,
    team_home: { name: 'Rovers', logo: '/static/logos/rovers.svg' },
    team_away: { name: 'United', logo: '/static/logos/united.svg' },
    is_live: false,
    is_favorite: false,
    status_id: 0,
    event_part_id: 1,
    event_part_name: 'Full time',
    parts: [
      { part_id: 1, name: 'Full time' },
      { part_id: 2, name: '1st half' },
    ],
    current_part: null,
    root_part_id: 1,
    markets: [buildMarket()],
    markets_count: 12,
    video: null,
    round: null,
    start_time: 1_750_003_600,
    info: { scores: [], red_cards: { home: 0, away: 0 }, clock: null },
    ...overrides,
  };
}

/** The same match in play: 1-0 after 37 minutes of the first half. */
export function buildLiveMatch(overrides: Partial<Match> = {}): Match {
  return buildMatch({
    is_live: true,
    status_id: 1,
    current_part: { part_id: 2, name: '1st half' },
    info: {
      scores: [
        { part_id: 1, name: 'Full time', home: 1, away: 0 },
        { part_id: 2, name: '1st half', home: 1, away: 0 },
      ],
      red_cards: { home: 0, away: 1 },
      clock: { seconds: 37 * 60, running: true, rate: 1 },
    },
    ...overrides,
  });
}
