import { MARKET_TYPE } from './market-types.js';
import type { MarketSpec } from './match-model.js';
import { ODDS_MAX, ODDS_MIN, roundOdds } from './odds.js';
import { ROOT_PART_ID } from './parts.js';
import { parsedScores, type ScoreGrid } from './score-distribution.js';

/**
 * Same-match combinations on the goal sports, priced exactly: the chance that every leg wins is the
 * sum, over every way the match's parts can end, of the chances of the ways where all of them do.
 * The match is modelled as its parts in order (a football match's two halves), each a score so far
 * and independent additional goals of each side (a finished part has none to come); the whole match
 * is their sum. The margin is applied once, to the combination, never leg by leg.
 */

/** A part of the match: its id (parts.ts) and its score distribution from now. */
export interface BuilderPart {
  partId: number;
  grid: ScoreGrid;
}

/** A selection: an outcome (its index in the market's outcomes, or in `listed` for correct score). */
export interface BuilderLeg {
  spec: MarketSpec;
  outcome: number;
}

/** Why a combination has no price. */
export type BuilderRefusal =
  /** Two legs cannot both win (a home win and a draw; a 1:0 and over 2.5 goals). */
  | 'contradiction'
  /** The same market twice. */
  | 'same_market'
  /** A market builders do not take: one that can be void or pushed (draw no bet, whole lines), or not on goals. */
  | 'not_combinable'
  /** A part the match model does not have. */
  | 'unknown_part'
  /** The combination is all but certain: under the shortest odds the book quotes. */
  | 'too_likely';

export type BuilderPrice = { odds: number; chance: number } | { refused: BuilderRefusal };

type Outcome = (home: number, away: number) => boolean;

/** Whether a line is a half line (…, 0.5, 1.5, …): the only lines that cannot push. */
const isHalfLine = (line: number | null): line is number => line !== null && Math.abs(line % 100) === 50;

/** The test of the market's outcome number `outcome`, in the market's outcome order. */
const nth = (outcome: number, ...tests: Outcome[]): Outcome | null => tests[outcome] ?? null;

/** What the outcome asks of a part's final score, or null when builders do not take the market. */
function outcomeTest(spec: MarketSpec, outcome: number): Outcome | null {
  const line = spec.line;
  switch (spec.typeId) {
    case MARKET_TYPE.result:
      return nth(
        outcome,
        (h, a) => h > a,
        (h, a) => h === a,
        (h, a) => h < a,
      );
    case MARKET_TYPE.doubleChance:
      return nth(
        outcome,
        (h, a) => h >= a,
        (h, a) => h !== a,
        (h, a) => h <= a,
      );
    case MARKET_TYPE.bothScore:
      return nth(
        outcome,
        (h, a) => h > 0 && a > 0,
        (h, a) => h === 0 || a === 0,
      );
    case MARKET_TYPE.oddEven:
      return nth(
        outcome,
        (h, a) => (h + a) % 2 === 1,
        (h, a) => (h + a) % 2 === 0,
      );
    case MARKET_TYPE.total:
      if (!isHalfLine(line)) return null;
      return nth(
        outcome,
        (h, a) => (h + a) * 100 > line,
        (h, a) => (h + a) * 100 < line,
      );
    case MARKET_TYPE.homeTotal:
      if (!isHalfLine(line)) return null;
      return nth(
        outcome,
        (h) => h * 100 > line,
        (h) => h * 100 < line,
      );
    case MARKET_TYPE.awayTotal:
      if (!isHalfLine(line)) return null;
      return nth(
        outcome,
        (_, a) => a * 100 > line,
        (_, a) => a * 100 < line,
      );
    case MARKET_TYPE.handicap:
      if (!isHalfLine(line)) return null;
      return nth(
        outcome,
        (h, a) => h * 100 + line > a * 100,
        (h, a) => h * 100 + line < a * 100,
      );
    case MARKET_TYPE.correctScore: {
      const listed = spec.listed ?? [];
      if (listed[outcome] === undefined) return null;
      const scores = parsedScores(listed);
      if (listed[outcome] === 'Other') {
        const named = scores.filter((_, at) => listed[at] !== 'Other');
        return (h, a) => !named.some(([sh, sa]) => sh === h && sa === a);
      }
      const [sh, sa] = scores[outcome] as [number, number];
      return (h, a) => h === sh && a === sa;
    }
    default:
      return null;
  }
}

/** Whether builders take the market: one whose every outcome wins or loses on the part's goals. */
export function takesMarket(spec: MarketSpec): boolean {
  return outcomeTest(spec, 0) !== null;
}

/** Chances under this are taken as impossible (the grids' own rounding is far smaller). */
const IMPOSSIBLE = 1e-12;

/**
 * The chance that every leg wins, or the reason the combination cannot be priced. Every way the
 * parts can end is visited once: a leg on a part reads that part's score, a leg on the match reads
 * the sum of the parts.
 */
export function builderChance(parts: readonly BuilderPart[], legs: readonly BuilderLeg[]): number | BuilderRefusal {
  const keys = new Set(legs.map((leg) => leg.spec.key));
  if (keys.size < legs.length) return 'same_market';
  const tests: { partIndex: number; wins: Outcome }[] = [];
  for (const leg of legs) {
    const wins = outcomeTest(leg.spec, leg.outcome);
    if (!wins) return 'not_combinable';
    const partIndex = leg.spec.partId === ROOT_PART_ID ? -1 : parts.findIndex((p) => p.partId === leg.spec.partId);
    if (leg.spec.partId !== ROOT_PART_ID && partIndex < 0) return 'unknown_part';
    tests.push({ partIndex, wins });
  }
  let total = 0;
  eachWinningWay(parts, tests, (chance) => {
    total += chance;
  });
  return total < IMPOSSIBLE ? 'contradiction' : total;
}

/** The builder's odds (thousandths, on the book's ladder), the margin applied once to the whole. */
export function builderPrice(parts: readonly BuilderPart[], legs: readonly BuilderLeg[], margin: number): BuilderPrice {
  const chance = builderChance(parts, legs);
  if (typeof chance === 'string') return { refused: chance };
  const odds = 1000 / (chance * (1 + margin));
  if (odds < ODDS_MIN) return { refused: 'too_likely' };
  return { odds: odds >= ODDS_MAX ? ODDS_MAX : roundOdds(odds), chance };
}

/** A score as one number, for the sets of scores a part can end with (goals stay far under 4096). */
const scoreKey = (home: number, away: number) => home * 4096 + away;

/**
 * Of the `candidates`, the selections that could not join `legs`: the slip shows them as conflicting.
 * The same answer as pricing each candidate with the legs, at the cost of one pricing: the ways the
 * parts can end with every leg won are visited once, keeping the scores each part and the match can
 * then end with, and a candidate reads only its own part's (or the match's) score, so it can join
 * exactly when one of those scores wins it.
 */
export function conflictingSelections(
  parts: readonly BuilderPart[],
  legs: readonly BuilderLeg[],
  candidates: readonly BuilderLeg[],
): BuilderLeg[] {
  const keys = new Set(legs.map((leg) => leg.spec.key));
  const reachable = keys.size < legs.length ? null : reachableScores(parts, legs);
  return candidates.filter((candidate) => {
    if (reachable === null || keys.has(candidate.spec.key)) return true;
    const wins = outcomeTest(candidate.spec, candidate.outcome);
    if (!wins) return true;
    const partIndex =
      candidate.spec.partId === ROOT_PART_ID ? -1 : parts.findIndex((p) => p.partId === candidate.spec.partId);
    if (candidate.spec.partId !== ROOT_PART_ID && partIndex < 0) return true;
    const scores = partIndex < 0 ? reachable.match : (reachable.parts[partIndex] as Set<number>);
    for (const score of scores) if (wins(Math.floor(score / 4096), score % 4096)) return false;
    return true;
  });
}

/**
 * The scores each part and the match can end with while every leg wins (ways under the impossible
 * chance left out, as pricing leaves them), or null when the legs cannot be priced together.
 */
function reachableScores(
  parts: readonly BuilderPart[],
  legs: readonly BuilderLeg[],
): { parts: Set<number>[]; match: Set<number> } | null {
  const tests: { partIndex: number; wins: Outcome }[] = [];
  for (const leg of legs) {
    const wins = outcomeTest(leg.spec, leg.outcome);
    if (!wins) return null;
    const partIndex = leg.spec.partId === ROOT_PART_ID ? -1 : parts.findIndex((p) => p.partId === leg.spec.partId);
    if (leg.spec.partId !== ROOT_PART_ID && partIndex < 0) return null;
    tests.push({ partIndex, wins });
  }
  const found = { parts: parts.map(() => new Set<number>()), match: new Set<number>() };
  eachWinningWay(parts, tests, (_chance, home, away, matchHome, matchAway) => {
    for (let k = 0; k < parts.length; k++) found.parts[k]!.add(scoreKey(home[k] as number, away[k] as number));
    found.match.add(scoreKey(matchHome, matchAway));
  });
  return found;
}

/**
 * Visits once every way the parts can end in which every test wins (a test on a part reads that
 * part's score, one on the match the sum of the parts), leaving out ways under the impossible chance.
 */
function eachWinningWay(
  parts: readonly BuilderPart[],
  tests: readonly { partIndex: number; wins: Outcome }[],
  onWay: (
    chance: number,
    home: readonly number[],
    away: readonly number[],
    matchHome: number,
    matchAway: number,
  ) => void,
): void {
  const home = new Array<number>(parts.length).fill(0);
  const away = new Array<number>(parts.length).fill(0);
  const visit = (at: number, chance: number): void => {
    if (at === parts.length) {
      let matchHome = 0;
      let matchAway = 0;
      for (let k = 0; k < parts.length; k++) {
        matchHome += home[k] as number;
        matchAway += away[k] as number;
      }
      const all = tests.every(({ partIndex, wins }) =>
        partIndex < 0 ? wins(matchHome, matchAway) : wins(home[partIndex] as number, away[partIndex] as number),
      );
      if (all) onWay(chance, home, away, matchHome, matchAway);
      return;
    }
    const { grid } = parts[at] as BuilderPart;
    for (let i = 0; i < grid.home.length; i++) {
      const ph = grid.home[i] as number;
      if (ph * chance < IMPOSSIBLE) continue;
      for (let j = 0; j < grid.away.length; j++) {
        const p = ph * (grid.away[j] as number) * chance;
        if (p < IMPOSSIBLE) continue;
        home[at] = grid.home0 + i;
        away[at] = grid.away0 + j;
        visit(at + 1, p);
      }
    }
  };
  visit(0, 1);
}
