import type {
  BetCancel,
  BetSettlement,
  BetStop,
  FeedMarket,
  FeedOutcomeResult,
  FeedStatisticsPart,
  FixtureChange,
  OddsChange,
} from '@meridian/feed/messages';

/**
 * Builders of feed messages for tests. Ids come from a counter far above the simulator's, so tests
 * sharing a database never collide; times default to now.
 */
let next = 1_900_000_000;
export const nextId = () => ++next;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface FixtureOptions extends Partial<Omit<FixtureChange, 'type'>> {
  /** Shorthands for the team names and the tournament. */
  homeName?: string;
  awayName?: string;
  tournamentId?: number;
  tournamentName?: string;
  countryCode?: string | null;
  isTop?: boolean;
  /** Seconds from now (negative: already started). */
  startsIn?: number;
}

/** A football fixture: 1st and 2nd halves under the match, not started, one hour from now. */
export function fixture(options: FixtureOptions = {}): FixtureChange {
  const sportId = options.sport_id ?? 1;
  const id = options.event_id ?? nextId();
  return {
    type: 'fixture_change',
    event_id: id,
    ts: options.ts ?? Date.now(),
    sport_id: sportId,
    tournament: options.tournament ?? {
      id: options.tournamentId ?? nextId(),
      name: options.tournamentName ?? 'Test League',
      sport_id: sportId,
      country_code: options.countryCode === undefined ? 'ES' : options.countryCode,
      is_top: options.isTop ?? false,
    },
    home: options.home ?? {
      id: nextId(),
      name: options.homeName ?? 'Northwood Rovers',
      colors: ['#1d4ed8', '#ffffff'],
    },
    away: options.away ?? { id: nextId(), name: options.awayName ?? 'Easton United', colors: ['#b91c1c', '#fde047'] },
    start_time: options.start_time ?? nowSeconds() + (options.startsIn ?? 3600),
    round: options.round ?? 'Round 3',
    status: options.status ?? 'not_started',
    parts: options.parts ?? [
      { id: 1, name: 'Match' },
      { id: 2, name: '1st half' },
      { id: 3, name: '2nd half' },
    ],
    root_part_id: options.root_part_id ?? 1,
    current_part_id: options.current_part_id ?? null,
    clock: options.clock ?? null,
    scores: options.scores ?? [],
    red_cards: options.red_cards ?? { home: 0, away: 0 },
    statistics: options.statistics ?? [],
  };
}

/** The same fixture, live in the first half at a score, a little later in feed time. */
export function live(base: FixtureChange, score: [number, number] = [0, 0], ts = base.ts + 1000): FixtureChange {
  return {
    ...base,
    ts,
    status: 'live',
    current_part_id: 2,
    clock: { seconds: 600, running: true, rate: 1 },
    scores: [
      { part_id: 1, home: score[0], away: score[1] },
      { part_id: 2, home: score[0], away: score[1] },
    ],
  };
}

export function ended(base: FixtureChange, score: [number, number], ts = base.ts + 2000): FixtureChange {
  return {
    ...base,
    ts,
    status: 'ended',
    current_part_id: null,
    clock: null,
    scores: [
      { part_id: 1, home: score[0], away: score[1] },
      { part_id: 2, home: score[0], away: 0 },
      { part_id: 3, home: 0, away: score[1] },
    ],
  };
}

export const statistics = (shots: [number, number]): FeedStatisticsPart[] => [
  {
    part_id: 1,
    rows: [
      { id: 40, name: 'First goal', kind: 'text', result: "23' Northwood Rovers" },
      { id: 1, name: 'Shots', kind: 'score', home: shots[0], away: shots[1], result: `${shots[0]}:${shots[1]}` },
    ],
  },
];

/** Football markets: 1X2 (id 1), double chance (2), totals 1.5/2.5/3.5 (3–5), both score (6), 1st half 1X2 (7). */
export function footballMarkets(odds: [number, number, number] = [2100, 3300, 3600]): FeedMarket[] {
  // An active market whose outcomes are numbered after it (market 7: outcomes 71, 72 …).
  const market = (
    id: number,
    type: { type_id: number; part_id: number; line: number | null; name: string },
    outcomes: Array<[name: string, odds: number]>,
  ): FeedMarket => ({
    id,
    ...type,
    status: 'active',
    outcomes: outcomes.map(([name, price], index) => ({ id: id * 10 + index + 1, name, odds: price, active: true })),
  });
  const total = (id: number, line: number, over: number, under: number) =>
    market(id, { type_id: 5, part_id: 1, line, name: `Total ${line / 100}` }, [
      ['Over', over],
      ['Under', under],
    ]);
  return [
    market(1, { type_id: 1, part_id: 1, line: null, name: '1X2' }, [
      ['1', odds[0]],
      ['X', odds[1]],
      ['2', odds[2]],
    ]),
    market(2, { type_id: 2, part_id: 1, line: null, name: 'Double chance' }, [
      ['1X', 1300],
      ['12', 1330],
      ['X2', 1700],
    ]),
    total(3, 150, 1300, 3300),
    total(4, 250, 1900, 1900),
    total(5, 350, 3100, 1350),
    market(6, { type_id: 7, part_id: 1, line: null, name: 'Both teams to score' }, [
      ['Yes', 1800],
      ['No', 1950],
    ]),
    market(7, { type_id: 1, part_id: 2, line: null, name: '1st half. 1X2' }, [
      ['1', 2800],
      ['X', 2100],
      ['2', 4500],
    ]),
  ];
}

export function odds(base: FixtureChange, markets: FeedMarket[], ts = base.ts + 500): OddsChange {
  return { type: 'odds_change', event_id: base.event_id, ts, markets };
}

export function betStop(base: FixtureChange, marketIds: number[] | null, ts = base.ts + 600): BetStop {
  return { type: 'bet_stop', event_id: base.event_id, ts, market_ids: marketIds };
}

export function settlement(
  base: FixtureChange,
  markets: { id: number; outcomes: [number, FeedOutcomeResult][] }[],
  ts = base.ts + 3000,
): BetSettlement {
  return {
    type: 'bet_settlement',
    event_id: base.event_id,
    ts,
    markets: markets.map((m) => ({ id: m.id, outcomes: m.outcomes.map(([id, result]) => ({ id, result })) })),
  };
}

/** The settlement of the match-result market of `footballMarkets` (id 1): the home side won. */
export const homeWins = (base: FixtureChange, ts?: number) =>
  settlement(
    base,
    [
      {
        id: 1,
        outcomes: [
          [11, 'won'],
          [12, 'lost'],
          [13, 'lost'],
        ],
      },
    ],
    ts,
  );

export function cancel(base: FixtureChange, marketIds: number[] | null, ts = base.ts + 3000): BetCancel {
  return { type: 'bet_cancel', event_id: base.event_id, ts, market_ids: marketIds, reason: 'Match abandoned' };
}
