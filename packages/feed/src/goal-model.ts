import type { BuilderPart } from './bet-builder.js';
import { mergeIncidents, type ScriptIncident, type TimedIncident } from './incidents.js';
import type { Fixture, MarketSpec, MatchModel, MatchState, ScriptStep } from './match-model.js';
import { ScoreBoard, type Side, StatBook } from './match-state.js';
import type { FeedIncidentKind } from './messages.js';
import { ROOT_PART_ID } from './parts.js';
import { Rng } from './prng.js';
import { poissonGrid, priceOnGrid, type ScoreGrid } from './score-distribution.js';

/**
 * Sports scored in goals or runs by both sides at a steady rate (football, ice hockey, baseball).
 * Each side scores as a Poisson process whose rate comes from the two ratings; in play the markets
 * are priced from the score plus Poisson goals in the time left, with red cards shifting the rates.
 * The match is simulated minute by minute from the fixture's own seed.
 */
export interface GoalSport {
  /** Regulation parts in playing order. */
  parts: readonly number[];
  partSeconds: number;
  breakSeconds: number;
  /** Added time of each part, [min, max] match seconds (football). */
  addedTime?: readonly (readonly [number, number])[];
  goalsPerMatch: number;
  /** Log-rate bonus of the home side. */
  homeAdvantage: number;
  /** How far one rating point moves the log rate. */
  ratingWeight: number;
  /** Whether the sport shows a running clock (baseball does not). */
  clock: boolean;
  /** No draws: extra chunks (extra innings) are played until the tie breaks. */
  extra: { partId: number; seconds: number } | null;
  redCards: boolean;
  dangerPerMinute: number;
  markets(fixture: Fixture): MarketSpec[];
  statIds: readonly number[];
  averagedStats?: readonly number[];
  /** Per simulated minute: statistics of a side given its scoring rate relative to average. */
  minuteStats(book: StatBook, partId: number, side: Side, strength: number, rng: Rng): void;
  /** Part start: statistics fixed per part (possession). */
  partStats?(book: StatBook, partId: number, edge: number, rng: Rng): void;
  /** Text rows when a side scores (first goal, last goal). */
  onGoal?(book: StatBook, minute: number, team: string, partId: number, side: Side): void;
  /**
   * The live tracker: the incident each statistic of `minuteStats` stands for (a shot, a corner, a
   * card); goals, red cards and dangerous moments come from the match itself. Without it the sport
   * sends no incidents.
   */
  tracker?: { stats: Readonly<Record<number, FeedIncidentKind>> };
}

export interface GoalContext {
  rates: [number, number];
  red: [number, number];
  /** Index of the part being played or next to be played; parts before it are finished. */
  partIndex: number;
  /** Match seconds left in each regulation part (expected, added time included). */
  remaining: number[];
  scores: Map<number, [number, number]>;
  inExtra: boolean;
  tieHome: number;
  grids?: Map<number, ScoreGrid>;
}

const RED_CARD_OWN = 0.72;
const RED_CARD_OPPONENT = 1.12;

export function goalRates(sport: GoalSport, fixture: Fixture, shift: number): [number, number] {
  const base = sport.goalsPerMatch / 2 / (sport.partSeconds * sport.parts.length);
  const edge = (fixture.rating.home + shift - fixture.rating.away) * sport.ratingWeight;
  return [base * Math.exp(edge / 2 + sport.homeAdvantage / 2), base * Math.exp(-edge / 2 - sport.homeAdvantage / 2)];
}

/** Each side's scoring rate now: the pre-match rates moved by the red cards shown so far. */
function ratesNow(context: GoalContext): [number, number] {
  const [rateHome, rateAway] = context.rates;
  return [
    rateHome * RED_CARD_OWN ** context.red[0] * RED_CARD_OPPONENT ** context.red[1],
    rateAway * RED_CARD_OWN ** context.red[1] * RED_CARD_OPPONENT ** context.red[0],
  ];
}

/**
 * The match as a bet builder prices it: each regulation part in order, a finished one its final
 * score with nothing to come, the one in play and those to come their score so far plus Poisson goals
 * in their time left (red cards included), so the parts sum to the match the root markets price.
 * Null in extra time or innings, which no regulation part holds.
 */
export function builderParts(sport: GoalSport, context: GoalContext): BuilderPart[] | null {
  if (context.inExtra) return null;
  const [home, away] = ratesNow(context);
  return sport.parts.map((partId, index) => {
    const [scoreHome, scoreAway] = context.scores.get(partId) ?? [0, 0];
    const seconds = index < context.partIndex ? 0 : (context.remaining[index] ?? 0);
    return { partId, grid: poissonGrid(scoreHome, scoreAway, home * seconds, away * seconds) };
  });
}

function expectedAdded(sport: GoalSport, index: number): number {
  const range = sport.addedTime?.[index];
  return range ? (range[0] + range[1]) / 2 : 0;
}

export function goalModel(sport: GoalSport): MatchModel<GoalContext> {
  const fullRemaining = () => sport.parts.map((_, index) => sport.partSeconds + expectedAdded(sport, index));
  const tieHome = (rates: [number, number]) => rates[0] / (rates[0] + rates[1]);

  const gridFor = (context: GoalContext, partId: number): ScoreGrid | null => {
    const cached = context.grids?.get(partId);
    if (cached) return cached;
    const [home, away] = ratesNow(context);
    let seconds: number;
    if (partId === ROOT_PART_ID) {
      seconds = context.inExtra ? (sport.extra?.seconds ?? 0) / 2 : context.remaining.reduce((a, b) => a + b, 0);
    } else {
      const index = sport.parts.indexOf(partId);
      if (index < 0 || index < context.partIndex || context.inExtra) return null;
      seconds = context.remaining[index]!;
    }
    const score = context.scores.get(partId) ?? [0, 0];
    const grid = poissonGrid(score[0], score[1], home * seconds, away * seconds);
    context.grids ??= new Map();
    context.grids.set(partId, grid);
    return grid;
  };

  return {
    countsUnits: false,
    parts: () => (sport.extra ? [...sport.parts, sport.extra.partId] : [...sport.parts]),
    markets: (fixture) => sport.markets(fixture),
    prematch(fixture, shift) {
      const rates = goalRates(sport, fixture, shift);
      return {
        rates,
        red: [0, 0],
        partIndex: 0,
        remaining: fullRemaining(),
        scores: new Map(),
        inExtra: false,
        tieHome: tieHome(rates),
      };
    },
    price(spec, context) {
      const grid = gridFor(context, spec.partId);
      if (!grid) return null;
      return priceOnGrid(spec, grid, sport.extra ? context.tieHome : undefined);
    },
    simulate: (fixture, options) => simulateGoals(sport, fixture, fullRemaining, options?.incidents ?? false),
  };
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

function simulateGoals(
  sport: GoalSport,
  fixture: Fixture,
  fullRemaining: () => number[],
  withIncidents: boolean,
): ScriptStep<GoalContext>[] {
  const tracker = withIncidents ? (sport.tracker ?? null) : null;
  const rng = Rng.of(fixture.seed, 1);
  // The tracker's own draws (where play is, when in the minute): the match itself is left as it was.
  const flavour = Rng.of(fixture.seed, 1, 7);
  const timed: TimedIncident[] = [];
  const rates = goalRates(sport, fixture, 0);
  const strength = [rates[0] / ((rates[0] + rates[1]) / 2), rates[1] / ((rates[0] + rates[1]) / 2)] as const;
  const board = new ScoreBoard();
  const book = new StatBook(sport.statIds, new Set(sport.averagedStats ?? []));
  const red: [number, number] = [0, 0];
  const remaining = fullRemaining();
  const steps: ScriptStep<GoalContext>[] = [];
  const wall = (matchSeconds: number) => fixture.startMs + Math.round((matchSeconds * 1000) / fixture.speed);
  const names = { home: fixture.home.name, away: fixture.away.name };
  const allParts = sport.extra ? [...sport.parts, sport.extra.partId] : [...sport.parts];

  let elapsed = 0; // match seconds since kick-off, breaks included
  let partIndex = 0;
  /** Parts before this index are over; the pricing context treats them as settled. */
  let firstOpen = 0;
  let inExtra = false;
  let status: MatchState['status'] = 'live';
  let currentPart: number = sport.parts[0]!;
  let clockBase = 0;
  let clockSeconds = 0;
  let running = true;

  const context = (): GoalContext => {
    const scores = new Map<number, [number, number]>();
    for (const score of board.toScores()) scores.set(score.part_id, [score.home, score.away]);
    return {
      rates,
      red: [red[0], red[1]],
      partIndex: firstOpen,
      remaining: [...remaining],
      scores,
      inExtra,
      tieHome: rates[0] / (rates[0] + rates[1]),
    };
  };
  const state = (): MatchState => ({
    status,
    currentPartId: currentPart,
    clock: sport.clock ? { seconds: Math.round(clockSeconds), running, rate: running ? fixture.speed : 0 } : null,
    scores: board.toScores(),
    redCards: { home: red[0], away: red[1] },
    statistics: book.build(allParts),
  });
  let lastAt = 0;
  const push = (step: Omit<ScriptStep<GoalContext>, 'atMs' | 'context'>, at = elapsed) => {
    lastAt = Math.max(lastAt, at);
    steps.push({ atMs: wall(at), ...step, ...(step.reprice ? { context: context() } : {}) });
  };

  const playChunk = (partId: number, seconds: number, index: number | null, clockStart: number) => {
    currentPart = partId;
    board.startPart(partId);
    clockBase = clockStart;
    clockSeconds = clockStart;
    running = true;
    status = 'live';
    sport.partStats?.(book, partId, rates[0] / (rates[0] + rates[1]) - 0.5, rng);
    push({ state: state(), reprice: 'all' });
    const partStart = elapsed;
    const partEnd = partStart + seconds;
    const emit = (at: number, kind: FeedIncidentKind, side: Side | null, extra: Partial<ScriptIncident> = {}) => {
      if (!tracker) return;
      const t = Math.max(partStart, at);
      const clock = sport.clock ? Math.round(clockStart + (t - partStart)) : null;
      timed.push({ atMs: wall(t), incident: { kind, side, part_id: partId, clock, ...extra } });
    };
    emit(partStart, 'part_start', null);
    emit(partStart, 'possession', index !== null && index % 2 === 1 ? 'away' : 'home', { zone: 'safe' });
    const share = rates[0] / (rates[0] + rates[1]);
    let busyUntil = elapsed;
    const minutes = Math.ceil(seconds / 60);
    for (let minute = 0; minute < minutes; minute += 1) {
      const minuteStart = partStart + minute * 60;
      const seen: { kind: FeedIncidentKind; side: Side }[] = [];
      if (tracker) {
        const kinds = tracker.stats;
        book.listener = (statId, side) => {
          const kind = kinds[statId];
          if (!kind) return;
          // A shot on target is counted as a shot first: it is one incident.
          const shot =
            kind === 'shot_on_target' ? seen.findLast((s) => s.side === side && s.kind === 'shot') : undefined;
          if (shot) shot.kind = kind;
          else seen.push({ kind, side });
        };
      }
      for (const side of ['home', 'away'] as const) {
        sport.minuteStats(book, partId, side, strength[side === 'home' ? 0 : 1]!, rng);
      }
      book.listener = null;
      if (tracker) {
        const within = (offset: number) => Math.min(minuteStart + offset, partEnd - 1);
        const holds = flavour.int(1, 2);
        for (let h = 0; h < holds; h += 1) {
          const side: Side = flavour.chance(share) ? 'home' : 'away';
          emit(within(flavour.int(0, 59)), 'possession', side, { zone: flavour.chance(0.45) ? 'attack' : 'safe' });
        }
        for (const { kind, side } of seen) {
          const at = within(flavour.int(3, 58));
          // The attack that led to it, told with it: nothing else can come between.
          if (kind === 'shot' || kind === 'shot_on_target' || kind === 'corner') {
            emit(at, 'possession', side, { zone: 'dangerous' });
          }
          emit(at, kind, side);
        }
      }
      const redFactor = (own: number, other: number) => RED_CARD_OWN ** own * RED_CARD_OPPONENT ** other;
      const pHome = rates[0] * 60 * redFactor(red[0], red[1]);
      const pAway = rates[1] * 60 * redFactor(red[1], red[0]);
      const roll = rng.next();
      let at = Math.max(minuteStart + rng.int(1, 59), busyUntil + 1);
      const setClock = () => {
        clockSeconds = clockBase + (at - partStart);
        if (index !== null)
          remaining[index] = Math.max(20, sport.partSeconds + expectedAdded(sport, index) - (at - partStart));
      };
      if (roll < pHome + pAway) {
        const side: Side = roll < pHome ? 'home' : 'away';
        setClock();
        board.add(partId, side, 1);
        sport.onGoal?.(book, Math.floor(clockSeconds / 60) + 1, names[side], partId, side);
        push({ state: state(), stop: true }, at);
        emit(at, 'possession', side, { zone: 'dangerous' });
        emit(at, 'goal', side, { points: 1 });
        busyUntil = at + rng.int(40, 80);
        setClock();
        push({ reprice: 'all' }, busyUntil);
        emit(busyUntil, 'possession', other(side), { zone: 'safe' });
      } else if (sport.redCards && roll < pHome + pAway + 0.003) {
        const side = rng.chance(0.5) ? 0 : 1;
        setClock();
        red[side] += 1;
        book.add(partId, 6, side === 0 ? 'home' : 'away');
        push({ state: state(), stop: true }, at);
        emit(at, 'red_card', side === 0 ? 'home' : 'away');
        busyUntil = at + rng.int(30, 60);
        push({ reprice: 'all' }, busyUntil);
      } else if (roll < pHome + pAway + 0.003 + sport.dangerPerMinute) {
        setClock();
        push({ stop: true }, at);
        emit(at, 'possession', flavour.chance(share) ? 'home' : 'away', { zone: 'dangerous' });
        busyUntil = at + rng.int(15, 35);
        push({ reprice: 'all' }, busyUntil);
      } else if (minute % 5 === 4) {
        at = Math.max(minuteStart + 59, busyUntil + 1);
        setClock();
        push({ state: state(), reprice: 'changed' }, at);
      }
    }
    elapsed = Math.max(partStart + seconds, busyUntil + 1, lastAt + 1);
    clockSeconds = clockBase + (elapsed - partStart);
    running = false;
    if (index !== null) remaining[index] = 0;
    if (tracker) {
      timed.push({
        atMs: wall(elapsed),
        incident: {
          kind: 'part_end',
          side: null,
          part_id: partId,
          clock: sport.clock ? Math.round(clockSeconds) : null,
        },
      });
    }
  };

  for (partIndex = 0; partIndex < sport.parts.length; partIndex += 1) {
    const partId = sport.parts[partIndex]!;
    const added = sport.addedTime?.[partIndex];
    const seconds = sport.partSeconds + (added ? rng.int(added[0], added[1]) : 0);
    playChunk(partId, seconds, partIndex, partIndex * sport.partSeconds);
    const last = partIndex === sport.parts.length - 1;
    const root = board.get(ROOT_PART_ID);
    const goesExtra = last && sport.extra !== null && root.home === root.away;
    if (last && !goesExtra) break;
    status = 'paused';
    firstOpen = partIndex + 1;
    push({ state: state(), settleParts: [partId], reprice: 'all' });
    elapsed += sport.breakSeconds;
  }
  if (sport.extra) {
    const root = board.get(ROOT_PART_ID);
    if (root.home === root.away) {
      inExtra = true;
      firstOpen = sport.parts.length;
      // Extra chunks until the tie breaks; after three the stronger side's walk-off ends it.
      for (let chunk = 0; chunk < 3; chunk += 1) {
        playChunk(sport.extra.partId, sport.extra.seconds, null, 0);
        const now = board.get(ROOT_PART_ID);
        if (now.home !== now.away) break;
        if (chunk === 2) {
          board.add(sport.extra.partId, rng.chance(rates[0] / (rates[0] + rates[1])) ? 'home' : 'away', 1);
        }
      }
    }
  }
  status = 'ended';
  running = false;
  firstOpen = sport.parts.length;
  push({ state: state(), end: true });
  if (!tracker) return steps;
  timed.push({ atMs: wall(elapsed), incident: { kind: 'match_end', side: null, part_id: null, clock: null } });
  return mergeIncidents(steps, timed);
}
