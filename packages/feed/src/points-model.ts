import { mergeIncidents, type ScriptIncident, type TimedIncident } from './incidents.js';
import { MARKET_TYPE } from './market-types.js';
import type { Fixture, MarketSpec, MatchModel, MatchState, ScriptStep } from './match-model.js';
import { ScoreBoard, type Side, StatBook } from './match-state.js';
import type { FeedIncidentKind } from './messages.js';
import { ROOT_PART_ID } from './parts.js';
import { Rng } from './prng.js';

/**
 * High-scoring sports (basketball, handball, American football). Each side scores in events of a
 * few points at a rate set by the ratings; in play the points still to come are approximated by a
 * normal law (mean and variance from the event rate and the points per event), which prices
 * winner, handicap and total markets from the score, the clock and the part.
 */
export interface PointsSport {
  parts: readonly number[];
  partSeconds: number;
  /** Break after each part but the last (match seconds). */
  breaks: readonly number[];
  pointsPerMatch: number;
  homeAdvantage: number;
  /** Points of expected margin per rating point. */
  ratingWeight: number;
  /** Points of one scoring event and how often each happens. */
  scoring: readonly { points: number; weight: number }[];
  overtime: { partId: number; seconds: number; max: number } | null;
  /** Chance per simulated minute of a stoppage (time-out, review) and its length. */
  stoppage: { chance: number; seconds: readonly [number, number] };
  dangerPerMinute: number;
  repriceMinutes: number;
  markets(fixture: Fixture, means: [number, number]): MarketSpec[];
  statIds: readonly number[];
  scoreStats(book: StatBook, partId: number, side: Side, points: number, rng: Rng): void;
  minuteStats(book: StatBook, partId: number, side: Side, rng: Rng): void;
  /** The live tracker: the statistic counting fouls; without it the sport sends no incidents. */
  tracker?: { foulStat: number };
}

export interface PointsContext {
  /** Expected points per match second of each side. */
  rates: [number, number];
  partIndex: number;
  remaining: number[];
  scores: Map<number, [number, number]>;
  inOvertime: boolean;
}

/** Mean points per event and the ratio E[X²]/E[X] that turns a mean into a variance. */
function eventShape(sport: PointsSport): { mean: number; dispersion: number } {
  let weight = 0;
  let first = 0;
  let second = 0;
  for (const { points, weight: w } of sport.scoring) {
    weight += w;
    first += points * w;
    second += points * points * w;
  }
  return { mean: first / weight, dispersion: second / first };
}

export function pointsMeans(sport: PointsSport, fixture: Fixture, shift: number): [number, number] {
  const margin = (fixture.rating.home + shift - fixture.rating.away) * sport.ratingWeight + sport.homeAdvantage;
  return [sport.pointsPerMatch / 2 + margin / 2, sport.pointsPerMatch / 2 - margin / 2];
}

/** Standard normal CDF (Zelen & Severo, error < 1e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989423 * Math.exp((-x * x) / 2);
  const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return x > 0 ? 1 - p : p;
}

/** P(X > threshold) for X normal, with a point mass when there is no time left. */
function above(mean: number, variance: number, threshold: number): number {
  if (variance < 0.05) return mean > threshold ? 1 : 0;
  return 1 - normalCdf((threshold - mean) / Math.sqrt(variance));
}

export function pointsModel(sport: PointsSport): MatchModel<PointsContext> {
  const shape = eventShape(sport);
  const full = () => sport.parts.map(() => sport.partSeconds);
  return {
    countsUnits: false,
    parts: () => (sport.overtime ? [...sport.parts, sport.overtime.partId] : [...sport.parts]),
    markets: (fixture) => sport.markets(fixture, pointsMeans(sport, fixture, 0)),
    prematch(fixture, shift) {
      const means = pointsMeans(sport, fixture, shift);
      const seconds = sport.partSeconds * sport.parts.length;
      return {
        rates: [means[0] / seconds, means[1] / seconds],
        partIndex: 0,
        remaining: full(),
        scores: new Map(),
        inOvertime: false,
      };
    },
    price(spec, context) {
      let seconds: number;
      if (spec.partId === ROOT_PART_ID) {
        seconds = context.inOvertime
          ? (sport.overtime?.seconds ?? 0) / 2
          : context.remaining.reduce((a, b) => a + b, 0);
      } else {
        const index = sport.parts.indexOf(spec.partId);
        if (index < 0 || index < context.partIndex || context.inOvertime) return null;
        seconds = context.remaining[index]!;
      }
      const [home, away] = context.scores.get(spec.partId) ?? [0, 0];
      const meanHome = context.rates[0] * seconds;
      const meanAway = context.rates[1] * seconds;
      const varHome = meanHome * shape.dispersion;
      const varAway = meanAway * shape.dispersion;
      const diffMean = home - away + meanHome - meanAway;
      const diffVar = varHome + varAway;
      const totalMean = home + away + meanHome + meanAway;
      const line = (spec.line ?? 0) / 100;
      const homeAhead = above(diffMean, diffVar, 0.5);
      const awayAhead = 1 - above(diffMean, diffVar, -0.5);
      const level = Math.max(0, 1 - homeAhead - awayAhead);
      switch (spec.typeId) {
        case MARKET_TYPE.result:
          return [homeAhead, level, awayAhead];
        case MARKET_TYPE.doubleChance:
          return [homeAhead + level, homeAhead + awayAhead, level + awayAhead];
        case MARKET_TYPE.winner: {
          const tieHome = context.rates[0] / (context.rates[0] + context.rates[1]);
          return sport.overtime && spec.partId === ROOT_PART_ID
            ? [homeAhead + level * tieHome, awayAhead + level * (1 - tieHome)]
            : [homeAhead, awayAhead];
        }
        case MARKET_TYPE.handicap: {
          const win = above(diffMean, diffVar, -line);
          return [win, 1 - win];
        }
        case MARKET_TYPE.total: {
          const over = above(totalMean, diffVar, line);
          return [over, 1 - over];
        }
        case MARKET_TYPE.homeTotal: {
          const over = above(home + meanHome, varHome, line);
          return [over, 1 - over];
        }
        case MARKET_TYPE.awayTotal: {
          const over = above(away + meanAway, varAway, line);
          return [over, 1 - over];
        }
        case MARKET_TYPE.oddEven:
          return diffVar < 4 ? null : [0.5, 0.5];
        default:
          return null;
      }
    },
    simulate: (fixture, options) => simulatePoints(sport, fixture, shape.mean, options?.incidents ?? false),
  };
}

function simulatePoints(
  sport: PointsSport,
  fixture: Fixture,
  pointsPerEvent: number,
  withIncidents: boolean,
): ScriptStep<PointsContext>[] {
  const rng = Rng.of(fixture.seed, 3);
  // The tracker's own draws (when in the minute, who has the ball): the match itself is left as it was.
  const flavour = Rng.of(fixture.seed, 3, 7);
  const timed: TimedIncident[] = [];
  const tracked = withIncidents ? (sport.tracker ?? null) : null;
  const means = pointsMeans(sport, fixture, 0);
  const regulation = sport.partSeconds * sport.parts.length;
  const rates: [number, number] = [means[0] / regulation, means[1] / regulation];
  const board = new ScoreBoard();
  const book = new StatBook(sport.statIds);
  const remaining = sport.parts.map(() => sport.partSeconds);
  const allParts = sport.overtime ? [...sport.parts, sport.overtime.partId] : [...sport.parts];
  const steps: ScriptStep<PointsContext>[] = [];
  const wall = (seconds: number) => fixture.startMs + Math.round((seconds * 1000) / fixture.speed);
  const weights = sport.scoring.map((entry) => entry.weight);
  let elapsed = 0;
  let partIndex = 0;
  /** Parts before this index are over; the pricing context treats them as settled. */
  let firstOpen = 0;
  let inOvertime = false;
  let status: MatchState['status'] = 'live';
  let currentPart = sport.parts[0]!;
  let clockSeconds = 0;
  let running = true;
  let lead = { side: '' as Side | '', size: 0 };

  const context = (): PointsContext => {
    const scores = new Map<number, [number, number]>();
    for (const score of board.toScores()) scores.set(score.part_id, [score.home, score.away]);
    return { rates, partIndex: firstOpen, remaining: [...remaining], scores, inOvertime };
  };
  const state = (): MatchState => ({
    status,
    currentPartId: currentPart,
    clock: { seconds: Math.round(clockSeconds), running, rate: running ? fixture.speed : 0 },
    scores: board.toScores(),
    redCards: { home: 0, away: 0 },
    statistics: book.build(allParts),
  });
  const push = (step: Omit<ScriptStep<PointsContext>, 'atMs' | 'context'>) =>
    steps.push({ atMs: wall(elapsed), ...step, ...(step.reprice ? { context: context() } : {}) });

  const play = (partId: number, seconds: number, index: number | null, clockStart: number) => {
    currentPart = partId;
    board.startPart(partId);
    clockSeconds = clockStart;
    running = true;
    status = 'live';
    push({ state: state(), reprice: 'all' });
    const emit = (at: number, kind: FeedIncidentKind, side: Side | null, extra: Partial<ScriptIncident> = {}) => {
      if (!tracked) return;
      const clock = Math.round(clockSeconds - (elapsed - at));
      timed.push({ atMs: wall(at), incident: { kind, side, part_id: partId, clock, ...extra } });
    };
    emit(elapsed, 'part_start', null);
    let ball: Side = flavour.chance(0.5) ? 'home' : 'away';
    emit(elapsed, 'possession', ball, { zone: 'safe' });
    for (let minute = 0; minute * 60 < seconds; minute += 1) {
      const length = Math.min(60, seconds - minute * 60);
      const minuteStart = elapsed;
      const danger = rng.chance(sport.dangerPerMinute);
      if (danger) {
        elapsed += length / 2;
        clockSeconds += length / 2;
        push({ stop: true });
        elapsed += length / 2;
        clockSeconds += length / 2;
      } else {
        elapsed += length;
        clockSeconds += length;
      }
      if (index !== null) remaining[index] = Math.max(0, remaining[index]! - length);
      let scored = false;
      const plays: { side: Side; kind: FeedIncidentKind; points?: number }[] = [];
      for (const side of ['home', 'away'] as const) {
        if (tracked) {
          book.listener = (statId, fouling) => {
            if (statId === tracked.foulStat) plays.push({ side: fouling, kind: 'foul' });
          };
        }
        sport.minuteStats(book, partId, side, rng);
        book.listener = null;
        const events = rng.poisson(((side === 'home' ? rates[0] : rates[1]) * length) / pointsPerEvent);
        for (let e = 0; e < events; e += 1) {
          const points = sport.scoring[rng.weighted(weights)]!.points;
          board.add(partId, side, points);
          sport.scoreStats(book, partId, side, points, rng);
          plays.push({ side, kind: 'score', points });
          scored = true;
        }
      }
      if (tracked) {
        // The minute's plays in a drawn order, spread over it; the ball changes hands after a score.
        const order = plays.map((play) => ({ play, key: flavour.next() })).sort((a, b) => a.key - b.key);
        const span = elapsed - minuteStart;
        order.forEach(({ play }, i) => {
          const at = minuteStart + Math.floor((span * (i + 1)) / (order.length + 1));
          if (play.kind === 'score') {
            if (ball !== play.side) emit(at - 1, 'possession', play.side, { zone: 'attack' });
            emit(at, 'score', play.side, { points: play.points! });
            ball = play.side === 'home' ? 'away' : 'home';
            emit(at, 'possession', ball, { zone: 'safe' });
          } else {
            emit(at, 'foul', play.side);
          }
        });
        if (order.length === 0) {
          ball = ball === 'home' ? 'away' : 'home';
          emit(minuteStart + Math.floor(span / 2), 'possession', ball, { zone: danger ? 'dangerous' : 'attack' });
        }
      }
      const root = board.get(ROOT_PART_ID);
      const margin = Math.abs(root.home - root.away);
      if (margin > lead.size) {
        lead = { side: root.home > root.away ? 'home' : 'away', size: margin };
        book.text(42, `${lead.size} ${lead.side === 'home' ? fixture.home.name : fixture.away.name}`);
      }
      const reprice = danger || minute % sport.repriceMinutes === sport.repriceMinutes - 1;
      if (scored || reprice) push({ state: state(), ...(reprice ? { reprice: danger ? 'all' : 'changed' } : {}) });
      if (rng.chance(sport.stoppage.chance) && minute * 60 + 60 < seconds) {
        running = false;
        push({ state: state() });
        emit(elapsed, 'timeout', flavour.chance(0.5) ? 'home' : 'away');
        elapsed += rng.int(sport.stoppage.seconds[0], sport.stoppage.seconds[1]);
        running = true;
        push({ state: state() });
      }
    }
    running = false;
    emit(elapsed, 'part_end', null);
  };

  for (partIndex = 0; partIndex < sport.parts.length; partIndex += 1) {
    const partId = sport.parts[partIndex]!;
    play(partId, sport.partSeconds, partIndex, partIndex * sport.partSeconds);
    const root = board.get(ROOT_PART_ID);
    const last = partIndex === sport.parts.length - 1;
    if (last && !(sport.overtime && root.home === root.away)) break;
    status = 'paused';
    firstOpen = partIndex + 1;
    push({ state: state(), settleParts: [partId], reprice: 'all' });
    elapsed += sport.breaks[partIndex] ?? sport.breaks[sport.breaks.length - 1] ?? 0;
  }
  firstOpen = sport.parts.length;
  if (sport.overtime) {
    inOvertime = true;
    for (let round = 0; round < sport.overtime.max; round += 1) {
      const root = board.get(ROOT_PART_ID);
      if (root.home !== root.away) break;
      play(sport.overtime.partId, sport.overtime.seconds, null, regulation + round * sport.overtime.seconds);
    }
    const root = board.get(ROOT_PART_ID);
    if (root.home === root.away) {
      // Still level after the last overtime: the deciding score (sudden death) goes by strength.
      const side: Side = rng.chance(rates[0] / (rates[0] + rates[1])) ? 'home' : 'away';
      const points = sport.scoring[0]!.points;
      board.add(sport.overtime.partId, side, points);
      if (tracked) {
        const clock = Math.round(clockSeconds);
        const incident = { kind: 'score', side, points, part_id: sport.overtime.partId, clock } as const;
        timed.push({ atMs: wall(elapsed), incident });
      }
    }
  }
  status = 'ended';
  running = false;
  push({ state: state(), end: true });
  if (!tracked) return steps;
  timed.push({ atMs: wall(elapsed), incident: { kind: 'match_end', side: null, part_id: null, clock: null } });
  return mergeIncidents(steps, timed);
}
