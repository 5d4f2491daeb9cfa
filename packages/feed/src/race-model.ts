import { mergeIncidents, type TimedIncident } from './incidents.js';
import { MARKET_TYPE } from './market-types.js';
import {
  type Fixture,
  type MarketSpec,
  type MatchModel,
  type MatchState,
  type ScriptStep,
  marketSpec as spec,
} from './match-model.js';
import { ScoreBoard, type Side, StatBook } from './match-state.js';
import { ROOT_PART_ID } from './parts.js';
import { Rng } from './prng.js';
import {
  convolve,
  EXTENSION,
  eitherServer,
  type RaceRules,
  type SetOutcome,
  setOutcome,
  setOver,
  type UnitChances,
} from './race-law.js';

/**
 * Sports won in sets (or maps) made of units: points (volleyball, table tennis), games (tennis), legs
 * (darts), rounds (Counter-Strike). The match is played unit by unit; prices come from an exact
 * dynamic programme over the race from the current score, given the home side's chance to win a unit.
 */
export interface RaceSport {
  sets: readonly number[];
  setsToWin: number;
  rules: RaceRules;
  /** How far one rating point moves the log-odds of a unit. */
  ratingWeight: number;
  /** Tennis: the server's extra log-odds of winning the unit; units alternate servers. */
  serveEdge?: number;
  unitSeconds: number;
  breakSeconds: number;
  dangerPerUnit: number;
  repriceEvery: number;
  /** Market types of this sport: match totals of units, set totals of units. */
  unitTotalType: number;
  setCountTypes: { total: number; handicap: number };
  matchUnitLines: readonly number[];
  setUnitLines: readonly number[];
  statIds: readonly number[];
  unitStats(book: StatBook, partId: number, winner: Side, server: Side, rng: Rng): void;
  /**
   * The live tracker (tennis): units are games played point by point, the server winning a point
   * with this chance; without it the sport sends no incidents.
   */
  tracker?: { servePointChance: number };
}

export interface RaceContext {
  p: number;
  setsHome: number;
  setsAway: number;
  /** Whether the home side serves the next unit; null before the toss. */
  homeServes: boolean | null;
  /** Index of the set being played (or next to be played between sets). */
  setIndex: number;
  home: number;
  away: number;
  /** Units played in finished sets. */
  unitsBefore: number;
  memo?: Map<string, SetOutcome>;
  law?: { finals: Map<string, number>; final: [number, number, number][]; units: Float64Array | null };
}

const FRESH_SET_LIMIT = 2000;

function targetOf(sport: RaceSport, setIndex: number): number {
  return setIndex === sport.sets.length - 1 && sport.rules.lastSet ? sport.rules.lastSet : sport.rules.target;
}

export function raceModel(sport: RaceSport): MatchModel<RaceContext> {
  // Fresh sets price the same all match long for one unit chance: shared across contexts, keyed by
  // the chance (a number key: no string building on the hot path).
  const freshSets = new Map<number, SetOutcome>();
  const chancesOf = (p: number, homeServesFirst: boolean): UnitChances => {
    if (!sport.serveEdge) return { serve: p, receive: p, even: p, homeServesFirst };
    const logit = Math.log(p / (1 - p));
    return {
      serve: sigmoid(logit + sport.serveEdge),
      receive: sigmoid(logit - sport.serveEdge),
      even: p,
      homeServesFirst,
    };
  };
  const freshSet = (rules: RaceRules, target: number, p: number): SetOutcome => {
    const key = target === rules.target ? p : -p - 1;
    let outcome = freshSets.get(key);
    if (!outcome) {
      outcome = setOutcome(rules, target, 0, 0, chancesOf(p, true));
      if (sport.serveEdge) outcome = eitherServer(outcome, setOutcome(rules, target, 0, 0, chancesOf(p, false)));
      if (freshSets.size >= FRESH_SET_LIMIT) freshSets.delete(freshSets.keys().next().value!);
      freshSets.set(key, outcome);
    }
    return outcome;
  };
  const outcomeOf = (context: RaceContext, setIndex: number): SetOutcome => {
    const target = targetOf(sport, setIndex);
    if (setIndex !== context.setIndex || context.homeServes === null) return freshSet(sport.rules, target, context.p);
    context.memo ??= new Map();
    let outcome = context.memo.get('current');
    if (!outcome) {
      outcome = setOutcome(sport.rules, target, context.home, context.away, chancesOf(context.p, context.homeServes));
      context.memo.set('current', outcome);
    }
    return outcome;
  };

  /** Final set scores of the match with their probabilities, and the law of total units. */
  const matchLaw = (context: RaceContext, withUnits: boolean) => {
    if (context.law && (context.law.units || !withUnits)) return context.law;
    const finals = new Map<string, number>();
    let units = new Float64Array(0);
    const go = (sh: number, sa: number, index: number, p: number, dist: Float64Array | null) => {
      if (p < 1e-12) return;
      if (sh === sport.setsToWin || sa === sport.setsToWin) {
        const key = `${sh}:${sa}`;
        finals.set(key, (finals.get(key) ?? 0) + p);
        if (dist) {
          if (dist.length > units.length) {
            const grown = new Float64Array(dist.length);
            grown.set(units);
            units = grown;
          }
          for (let k = 0; k < dist.length; k += 1) units[k]! += dist[k]!;
        }
        return;
      }
      const outcome = outcomeOf(context, index);
      const homeP = outcome.homeWin;
      go(sh + 1, sa, index + 1, p * homeP, dist ? convolve(dist, outcome.homeUnits) : null);
      go(sh, sa + 1, index + 1, p * (1 - homeP), dist ? convolve(dist, outcome.awayUnits) : null);
    };
    go(context.setsHome, context.setsAway, context.setIndex, 1, withUnits ? Float64Array.of(1) : null);
    const final = [...finals].map(([key, p]) => {
      const [home, away] = key.split(':').map(Number) as [number, number];
      return [home, away, p] as [number, number, number];
    });
    context.law = { finals, final, units: withUnits ? units : null };
    return context.law;
  };

  const overUnder = (dist: Float64Array, base: number, line: number): number[] => {
    let over = 0;
    let under = 0;
    for (let k = 0; k < dist.length; k += 1) {
      if (base + k > line) over += dist[k]!;
      else if (base + k < line) under += dist[k]!;
    }
    return [over, under];
  };

  return {
    countsUnits: true,
    parts: () => [...sport.sets],
    markets: () => raceMarkets(sport),
    prematch(fixture, shift) {
      return {
        p: unitChance(sport, fixture, shift),
        // Before the toss either side may serve first.
        homeServes: null,
        setsHome: 0,
        setsAway: 0,
        setIndex: 0,
        home: 0,
        away: 0,
        unitsBefore: 0,
      };
    },
    price(spec, context) {
      if (context.setsHome === sport.setsToWin || context.setsAway === sport.setsToWin) return null;
      const line = (spec.line ?? 0) / 100;
      if (spec.partId === ROOT_PART_ID) {
        if (spec.typeId === sport.unitTotalType) {
          const { units } = matchLaw(context, true);
          return overUnder(units!, context.unitsBefore + context.home + context.away, line);
        }
        const { finals, final } = matchLaw(context, false);
        const sum = (test: (home: number, away: number) => boolean) => {
          let total = 0;
          for (const [home, away, p] of final) if (test(home, away)) total += p;
          return total;
        };
        switch (spec.typeId) {
          case MARKET_TYPE.winner:
            return [sum((h, a) => h > a), sum((h, a) => a > h)];
          case MARKET_TYPE.correctScore:
            return (spec.listed ?? []).map((name) => finals.get(name) ?? 0);
          default:
            if (spec.typeId === sport.setCountTypes.total)
              return [sum((h, a) => h + a > line), sum((h, a) => h + a < line)];
            if (spec.typeId === sport.setCountTypes.handicap)
              return [sum((h, a) => h + line > a), sum((h, a) => h + line < a)];
            return null;
        }
      }
      const index = sport.sets.indexOf(spec.partId);
      if (index < context.setIndex || index > context.setIndex + 1) return null;
      const outcome = outcomeOf(context, index);
      if (spec.typeId === MARKET_TYPE.winner) return [outcome.homeWin, 1 - outcome.homeWin];
      const played = index === context.setIndex ? context.home + context.away : 0;
      const dist = new Float64Array(outcome.homeUnits.length);
      for (let k = 0; k < dist.length; k += 1) dist[k] = outcome.homeUnits[k]! + outcome.awayUnits[k]!;
      return overUnder(dist, played, line);
    },
    simulate: (fixture, options) => simulateRace(sport, fixture, options?.incidents ?? false),
  };
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function unitChance(sport: RaceSport, fixture: Fixture, shift: number): number {
  const edge = (fixture.rating.home + shift - fixture.rating.away) * sport.ratingWeight;
  return 1 / (1 + Math.exp(-edge));
}

function raceMarkets(sport: RaceSport): MarketSpec[] {
  const w = sport.setsToWin;
  const scores: string[] = [];
  for (let lost = 0; lost < w; lost += 1) scores.push(`${w}:${lost}`);
  for (let lost = w - 1; lost >= 0; lost -= 1) scores.push(`${lost}:${w}`);
  const markets: MarketSpec[] = [
    spec(MARKET_TYPE.winner, ROOT_PART_ID),
    spec(MARKET_TYPE.correctScore, ROOT_PART_ID, null, scores),
  ];
  for (let extra = w; extra < 2 * w - 1; extra += 1)
    markets.push(spec(sport.setCountTypes.total, ROOT_PART_ID, extra * 100 + 50));
  for (let margin = 1; margin < w; margin += 1) {
    markets.push(spec(sport.setCountTypes.handicap, ROOT_PART_ID, -(margin * 100 + 50)));
    markets.push(spec(sport.setCountTypes.handicap, ROOT_PART_ID, margin * 100 + 50));
  }
  for (const line of sport.matchUnitLines) markets.push(spec(sport.unitTotalType, ROOT_PART_ID, line));
  for (const set of sport.sets) {
    markets.push(spec(MARKET_TYPE.winner, set));
    for (const line of sport.setUnitLines) markets.push(spec(sport.unitTotalType, set, line));
  }
  return markets;
}

const TENNIS_POINTS = ['0', '15', '30', '40'] as const;

/** The point score of a game (`30:15`, `40:40`, `A:40`), or of a tie-break (`5:4`). */
export function gameScore(home: number, away: number, tiebreak: boolean): string {
  if (tiebreak) return `${home}:${away}`;
  if (home >= 3 && away >= 3) {
    if (home === away) return '40:40';
    return home > away ? 'A:40' : '40:A';
  }
  return `${TENNIS_POINTS[Math.min(home, 3)]}:${TENNIS_POINTS[Math.min(away, 3)]}`;
}

/**
 * The points of a game whose winner the match already decided: drawn with the server's edge, then
 * mirrored when the draw went the other way (a mirrored game is as likely), so the game agrees.
 */
function pointsOfGame(rng: Rng, server: Side, winner: Side, chance: number, tiebreak: boolean): Side[] {
  const target = tiebreak ? 7 : 4;
  const points: Side[] = [];
  let home = 0;
  let away = 0;
  while (!((home >= target || away >= target) && Math.abs(home - away) >= 2)) {
    // In a tie-break the serve changes every two points: the edge evens out.
    const homeChance = tiebreak ? 0.5 : server === 'home' ? chance : 1 - chance;
    const point: Side = rng.chance(homeChance) ? 'home' : 'away';
    if (point === 'home') home += 1;
    else away += 1;
    points.push(point);
  }
  const drawn: Side = home > away ? 'home' : 'away';
  return drawn === winner ? points : points.map((side) => (side === 'home' ? 'away' : 'home'));
}

function simulateRace(sport: RaceSport, fixture: Fixture, withIncidents: boolean): ScriptStep<RaceContext>[] {
  const rng = Rng.of(fixture.seed, 2);
  // The tracker's own draws (points inside a game): the match itself is left as it was.
  const flavour = Rng.of(fixture.seed, 2, 7);
  const timed: TimedIncident[] = [];
  const tracked = withIncidents ? (sport.tracker ?? null) : null;
  const base = unitChance(sport, fixture, 0);
  const board = new ScoreBoard();
  const book = new StatBook(sport.statIds);
  const steps: ScriptStep<RaceContext>[] = [];
  const wall = (seconds: number) => fixture.startMs + Math.round((seconds * 1000) / fixture.speed);
  let elapsed = 0;
  let setIndex = 0;
  let sets = { home: 0, away: 0 };
  let unitsBefore = 0;
  let status: MatchState['status'] = 'live';
  let server: Side = (fixture.seed & 1) === 0 ? 'home' : 'away';

  const context = (): RaceContext => {
    const current = board.get(sport.sets[setIndex] ?? -1);
    return {
      p: base,
      homeServes: server === 'home',
      setsHome: sets.home,
      setsAway: sets.away,
      setIndex,
      home: current.home,
      away: current.away,
      unitsBefore,
    };
  };
  const state = (): MatchState => {
    const scores = board.toScores();
    scores[0] = { part_id: ROOT_PART_ID, home: sets.home, away: sets.away };
    return {
      status,
      currentPartId: sport.sets[Math.min(setIndex, sport.sets.length - 1)]!,
      clock: null,
      scores,
      redCards: { home: 0, away: 0 },
      statistics: book.build(sport.sets),
    };
  };
  const push = (step: Omit<ScriptStep<RaceContext>, 'atMs' | 'context'>) =>
    steps.push({ atMs: wall(elapsed), ...step, ...(step.reprice ? { context: context() } : {}) });

  const mark = (kind: 'part_start' | 'part_end' | 'match_end', partId: number | null) => {
    if (!tracked) return;
    const incident = { kind, side: null, part_id: partId, clock: null, score: { ...sets } };
    timed.push({ atMs: wall(elapsed), incident });
  };
  board.startPart(sport.sets[0]!);
  push({ state: state(), reprice: 'all' });
  mark('part_start', sport.sets[0]!);
  let sinceReprice = 0;
  while (sets.home < sport.setsToWin && sets.away < sport.setsToWin) {
    const partId = sport.sets[setIndex]!;
    const target = targetOf(sport, setIndex);
    const score = board.get(partId);
    const tiebreak =
      sport.rules.tiebreakAt !== undefined && score.home === sport.rules.tiebreakAt && score.away === score.home;
    const serveShift = sport.serveEdge && !tiebreak ? (server === 'home' ? sport.serveEdge : -sport.serveEdge) : 0;
    const logit = Math.log(base / (1 - base)) + serveShift;
    const unitStart = elapsed;
    const duration = sport.unitSeconds * (0.6 + 0.8 * rng.next());
    const danger = rng.chance(sport.dangerPerUnit);
    if (danger) {
      elapsed += duration * 0.6;
      push({ stop: true });
      elapsed += duration * 0.4;
    } else {
      elapsed += duration;
    }
    let winner: Side = rng.chance(1 / (1 + Math.exp(-logit))) ? 'home' : 'away';
    // A set that ran far past its target is closed by the next unit (no match runs forever).
    if (score.home + score.away > 2 * target + EXTENSION) winner = score.home >= score.away ? 'home' : 'away';
    board.add(partId, winner, 1, false);
    sport.unitStats(book, partId, winner, server, rng);
    const serving = server;
    server = server === 'home' ? 'away' : 'home';
    sinceReprice += 1;
    const now = board.get(partId);
    const over = setOver(sport.rules, target, now.home, now.away);
    if (tracked) {
      const points = pointsOfGame(flavour, serving, winner, tracked.servePointChance, tiebreak);
      const score = { ...sets };
      const at = (ms: number) => wall(unitStart) + ms;
      const span = wall(elapsed) - wall(unitStart);
      timed.push({ atMs: at(0), incident: { kind: 'serve', side: serving, part_id: partId, clock: null, score } });
      let home = 0;
      let away = 0;
      points.slice(0, -1).forEach((side, k) => {
        if (side === 'home') home += 1;
        else away += 1;
        const game_score = gameScore(home, away, tiebreak);
        const incident = { kind: 'point', side, part_id: partId, clock: null, score, game_score } as const;
        timed.push({ atMs: at(Math.floor((span * (k + 1)) / points.length)), incident });
      });
      const after = over ? { ...sets, [over]: sets[over] + 1 } : score;
      const game_score = `${now.home}:${now.away}`;
      const incident = {
        kind: 'game',
        side: winner,
        points: 1,
        part_id: partId,
        clock: null,
        score: after,
        game_score,
      };
      timed.push({ atMs: wall(elapsed), incident } as TimedIncident);
    }
    if (!over) {
      const reprice = danger || sinceReprice >= sport.repriceEvery;
      if (reprice) sinceReprice = 0;
      push(reprice ? { state: state(), reprice: danger ? 'all' : 'changed' } : { state: state() });
      continue;
    }
    sets = { ...sets, [over]: sets[over] + 1 };
    unitsBefore += now.home + now.away;
    const matchOver = sets.home === sport.setsToWin || sets.away === sport.setsToWin;
    if (matchOver) break;
    setIndex += 1;
    status = 'paused';
    push({ state: state(), stop: true, settleParts: [partId], reprice: 'all' });
    mark('part_end', partId);
    elapsed += sport.breakSeconds;
    status = 'live';
    board.startPart(sport.sets[setIndex]!);
    sinceReprice = 0;
    push({ state: state() });
    mark('part_start', sport.sets[setIndex]!);
  }
  status = 'ended';
  push({ state: state(), end: true });
  if (!tracked) return steps;
  mark('part_end', sport.sets[setIndex]!);
  mark('match_end', null);
  return mergeIncidents(steps, timed);
}
