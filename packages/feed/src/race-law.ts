import type { Side } from './match-state.js';

/**
 * The law of one set of a race (points, games, legs, rounds to a target): a forward dynamic
 * programme over the scores from the current one, with the unit chance depending on the server.
 */

export interface RaceRules {
  /** Units to win a set; `lastSet` for a deciding set that is shorter (volleyball's 15). */
  target: number;
  lastSet?: number;
  winByTwo: boolean;
  /** Tennis: at tiebreakAt all, one more unit (the tie-break) decides the set. */
  tiebreakAt?: number;
}

/** The joint law of a set's winner and length, from a given score. */
export interface SetOutcome {
  homeWin: number;
  /** Probability the set ends with the home side winning after n more units (index n), and away. */
  homeUnits: Float64Array;
  awayUnits: Float64Array;
  finals: { home: number; away: number; p: number }[];
}

export const EXTENSION = 12;

export function setOver(rules: RaceRules, target: number, a: number, b: number): Side | null {
  const tb = rules.tiebreakAt;
  if (tb !== undefined) {
    if (a === tb + 1 && b === tb) return 'home';
    if (b === tb + 1 && a === tb) return 'away';
  }
  const by = rules.winByTwo ? 2 : 1;
  if (a >= target && a - b >= by) return 'home';
  if (b >= target && b - a >= by) return 'away';
  return null;
}

/**
 * The home side's chance to win a unit: on its own serve, on the opponent's, and in a tie-break (no
 * server edge). Without a server edge all three are the same.
 */
export interface UnitChances {
  serve: number;
  receive: number;
  even: number;
  /** Whether the home side serves the first unit from the start state. */
  homeServesFirst: boolean;
}

let scratch = new Float64Array(0);

/** Forward dynamic programme over the set's scores from (a, b). */
export function setOutcome(rules: RaceRules, target: number, a0: number, b0: number, chances: UnitChances): SetOutcome {
  const size = target + EXTENSION + 3;
  const maxUnits = 2 * size;
  // One scratch grid reused by every call: this runs at every in-play repricing.
  if (scratch.length < size * size) scratch = new Float64Array(size * size);
  const prob = scratch;
  prob.fill(0, 0, size * size);
  let open = 1;
  const homeUnits = new Float64Array(maxUnits);
  const awayUnits = new Float64Array(maxUnits);
  const finals: SetOutcome['finals'] = [];
  let homeWin = 0;
  prob[a0 * size + b0] = 1;
  for (let n = a0 + b0; n < 2 * size - 2 && open > 1e-12; n += 1) {
    for (let a = Math.max(a0, n - size + 1); a <= Math.min(n, size - 1); a += 1) {
      const b = n - a;
      if (b < b0 || b >= size) continue;
      const mass = prob[a * size + b]!;
      if (mass === 0) continue;
      const over = setOver(rules, target, a, b);
      if (over) {
        open -= mass;
        finals.push({ home: a, away: b, p: mass });
        (over === 'home' ? homeUnits : awayUnits)[n - a0 - b0]! += mass;
        if (over === 'home') homeWin += mass;
        continue;
      }
      const tiebreak = rules.tiebreakAt !== undefined && a === rules.tiebreakAt && b === rules.tiebreakAt;
      const homeServes = chances.homeServesFirst === ((n - a0 - b0) % 2 === 0);
      const p = tiebreak ? chances.even : homeServes ? chances.serve : chances.receive;
      if (a + 1 >= size || b + 1 >= size) {
        // Beyond the extension (practically never): settle by the deuce formula.
        const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
        homeWin += mass * deuce;
        homeUnits[Math.min(n + 2 - a0 - b0, maxUnits - 1)]! += mass * deuce;
        awayUnits[Math.min(n + 2 - a0 - b0, maxUnits - 1)]! += mass * (1 - deuce);
        const level = Math.max(a, b);
        finals.push(
          { home: level + 2, away: level, p: mass * deuce },
          { home: level, away: level + 2, p: mass * (1 - deuce) },
        );
        open -= mass;
        continue;
      }
      prob[(a + 1) * size + b]! += mass * p;
      prob[a * size + b + 1]! += mass * (1 - p);
    }
  }
  return { homeWin, homeUnits, awayUnits, finals };
}

/** The law of a set when either side may serve first, each with probability ½. */
export function eitherServer(first: SetOutcome, second: SetOutcome): SetOutcome {
  const half = (a: Float64Array, b: Float64Array) => a.map((value, k) => (value + b[k]!) / 2);
  return {
    homeWin: (first.homeWin + second.homeWin) / 2,
    homeUnits: half(first.homeUnits, second.homeUnits),
    awayUnits: half(first.awayUnits, second.awayUnits),
    finals: [...first.finals, ...second.finals].map((entry) => ({ ...entry, p: entry.p / 2 })),
  };
}

export function convolve(a: Float64Array, b: Float64Array): Float64Array {
  let lastA = a.length - 1;
  while (lastA > 0 && a[lastA] === 0) lastA -= 1;
  let lastB = b.length - 1;
  while (lastB > 0 && b[lastB] === 0) lastB -= 1;
  const out = new Float64Array(lastA + lastB + 1);
  for (let i = 0; i <= lastA; i += 1) {
    const x = a[i]!;
    if (x === 0) continue;
    for (let j = 0; j <= lastB; j += 1) out[i + j]! += x * b[j]!;
  }
  return out;
}
