import { MARKET_TYPE } from './market-types.js';
import type { MarketSpec } from './match-model.js';

/**
 * Final scores as the current score plus independent additional goals of each side: probability of
 * final (home0 + i, away0 + j) is home[i] × away[j]. Kept as two vectors, never as a list of cells,
 * because pricing runs for every market at every in-play moment.
 */
export interface ScoreGrid {
  home0: number;
  away0: number;
  home: Float64Array;
  away: Float64Array;
  /** Derived once per grid and shared by all markets priced from it. */
  cache?: { results?: [number, number, number]; sum?: Float64Array; diff?: Float64Array };
}

/** Poisson probabilities of 0..n events, n large enough that the tail is negligible. */
export function poissonPmf(mean: number): Float64Array {
  const m = Math.max(mean, 0);
  const n = Math.ceil(m + 7 * Math.sqrt(m) + 4);
  const pmf = new Float64Array(n + 1);
  pmf[0] = Math.exp(-m);
  for (let k = 1; k <= n; k += 1) pmf[k] = (pmf[k - 1]! * m) / k;
  return pmf;
}

export function poissonGrid(home: number, away: number, meanHome: number, meanAway: number): ScoreGrid {
  return { home0: home, away0: away, home: poissonPmf(meanHome), away: poissonPmf(meanAway) };
}

/**
 * Distribution of additional home goals minus additional away goals; index k is a difference of
 * k - (away.length - 1).
 */
function diffPmf(grid: ScoreGrid): Float64Array {
  grid.cache ??= {};
  if (grid.cache.diff) return grid.cache.diff;
  const shift = grid.away.length - 1;
  const out = new Float64Array(grid.home.length + grid.away.length - 1);
  for (let i = 0; i < grid.home.length; i += 1) {
    const ph = grid.home[i]!;
    if (ph < 1e-12) continue;
    for (let j = 0; j < grid.away.length; j += 1) out[i - j + shift]! += ph * grid.away[j]!;
  }
  grid.cache.diff = out;
  return out;
}

/** [home ahead, level, away ahead] at the end, with `line` added to the home side. */
function ahead(grid: ScoreGrid, line: number): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  const diff = diffPmf(grid);
  const base = grid.home0 - grid.away0 + line - (grid.away.length - 1);
  for (let k = 0; k < diff.length; k += 1) {
    const value = base + k;
    out[value > 0 ? 0 : value === 0 ? 1 : 2] += diff[k]!;
  }
  return out;
}

const parsed = new WeakMap<readonly string[], [number, number][]>();

/** Correct-score outcome names ("2:1") as numbers, parsed once per market list ("Other" reads as NaN). */
export function parsedScores(listed: readonly string[]): [number, number][] {
  let scores = parsed.get(listed);
  if (!scores) {
    scores = listed.map((name) => name.split(':').map(Number) as [number, number]);
    parsed.set(listed, scores);
  }
  return scores;
}

/** 0: home ahead, 1: level, 2: away ahead. */
function results(grid: ScoreGrid): [number, number, number] {
  grid.cache ??= {};
  grid.cache.results ??= ahead(grid, 0);
  return grid.cache.results;
}

/** [over, under] of a count against a half or whole line; a push (exactly the line) is left out. */
function overUnderOf(pmf: Float64Array, base: number, line: number): [number, number] {
  let over = 0;
  let under = 0;
  for (let k = 0; k < pmf.length; k += 1) {
    const value = base + k;
    if (value > line) over += pmf[k]!;
    else if (value < line) under += pmf[k]!;
  }
  return [over, under];
}

/** Distribution of the sum of both sides' additional goals. */
function sumPmf(grid: ScoreGrid): Float64Array {
  grid.cache ??= {};
  if (grid.cache.sum) return grid.cache.sum;
  const out = new Float64Array(grid.home.length + grid.away.length - 1);
  for (let i = 0; i < grid.home.length; i += 1) {
    for (let j = 0; j < grid.away.length; j += 1) out[i + j]! += grid.home[i]! * grid.away[j]!;
  }
  grid.cache.sum = out;
  return out;
}

/**
 * Fair probabilities of a score-based market. `tieHome` is the chance the home side wins a tie after
 * overtime (winner markets); without it a tie voids the bet. Pushes are refunded, so left out.
 */
export function priceOnGrid(spec: MarketSpec, grid: ScoreGrid, tieHome?: number): number[] | null {
  const line = (spec.line ?? 0) / 100;
  switch (spec.typeId) {
    case MARKET_TYPE.result:
      return results(grid);
    case MARKET_TYPE.doubleChance: {
      const [h, d, a] = results(grid);
      return [h + d, h + a, d + a];
    }
    case MARKET_TYPE.drawNoBet: {
      const [h, , a] = results(grid);
      return [h, a];
    }
    case MARKET_TYPE.winner: {
      const [h, d, a] = results(grid);
      return tieHome === undefined ? [h, a] : [h + d * tieHome, a + d * (1 - tieHome)];
    }
    case MARKET_TYPE.total:
      return overUnderOf(sumPmf(grid), grid.home0 + grid.away0, line);
    case MARKET_TYPE.homeTotal:
      return overUnderOf(grid.home, grid.home0, line);
    case MARKET_TYPE.awayTotal:
      return overUnderOf(grid.away, grid.away0, line);
    case MARKET_TYPE.handicap: {
      const [home, , away] = ahead(grid, line);
      return [home, away];
    }
    case MARKET_TYPE.bothScore: {
      const homeScores = grid.home0 > 0 ? 1 : 1 - grid.home[0]!;
      const awayScores = grid.away0 > 0 ? 1 : 1 - grid.away[0]!;
      const yes = homeScores * awayScores;
      return [yes, 1 - yes];
    }
    case MARKET_TYPE.oddEven: {
      const sum = sumPmf(grid);
      let odd = 0;
      for (let k = 0; k < sum.length; k += 1) if ((grid.home0 + grid.away0 + k) % 2 === 1) odd += sum[k]!;
      return [odd, 1 - odd];
    }
    case MARKET_TYPE.correctScore: {
      const listed = spec.listed ?? [];
      const scores = parsedScores(listed);
      const out = new Array<number>(listed.length).fill(0);
      const other = listed.indexOf('Other');
      let listedMass = 0;
      for (let k = 0; k < listed.length; k += 1) {
        if (k === other) continue;
        const [home, away] = scores[k]!;
        const i = home - grid.home0;
        const j = away - grid.away0;
        const p = i >= 0 && j >= 0 ? (grid.home[i] ?? 0) * (grid.away[j] ?? 0) : 0;
        out[k] = p;
        listedMass += p;
      }
      if (other >= 0) out[other] = Math.max(0, 1 - listedMass);
      return out;
    }
    default:
      return null;
  }
}
