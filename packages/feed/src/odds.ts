/**
 * Fair probabilities → bookmaker odds in thousandths. The margin is spread in proportion to each
 * outcome's probability (implied probability = p × (1 + margin)), then odds are rounded to the ladder
 * a trader would quote. A market whose favourite would fall under 1.01 is not offered (the caller
 * deactivates it); an outcome too unlikely to quote under the maximum is offered inactive.
 */

export const ODDS_MIN = 1010;
export const ODDS_MAX = 501_000;
export const DEFAULT_MARGIN = 0.06;

export interface QuotedOutcome {
  odds: number;
  active: boolean;
}

/** Rounding steps of the odds ladder in thousandths: finer where odds are short. */
const LADDER: readonly [limit: number, step: number][] = [
  [2000, 10],
  [3000, 20],
  [5000, 50],
  [10_000, 100],
  [20_000, 500],
  [50_000, 1000],
  [100_000, 5000],
  [Number.POSITIVE_INFINITY, 10_000],
];

export function roundOdds(odds: number): number {
  for (const [limit, step] of LADDER) {
    if (odds < limit) return Math.max(ODDS_MIN, Math.round(odds / step) * step);
  }
  return ODDS_MAX;
}

/** Odds of each outcome with the margin, or null when the market cannot be quoted sensibly. */
export function quote(probabilities: readonly number[], margin: number, winning = 1): QuotedOutcome[] | null {
  let sum = 0;
  for (const p of probabilities) {
    if (!Number.isFinite(p) || p < 0) return null;
    sum += p;
  }
  if (sum <= 0) return null;
  const factor = 1 + margin;
  // Above this the favourite would be quoted at under 1.01 (a settled-in-all-but-name market).
  const ceiling = 0.985 / factor;
  const outcomes: QuotedOutcome[] = [];
  let active = 0;
  for (const raw of probabilities) {
    const p = (raw / sum) * winning;
    if (p > ceiling) return null;
    const odds = 1000 / (p * factor);
    if (!(odds < ODDS_MAX)) {
      outcomes.push({ odds: ODDS_MAX, active: false });
      continue;
    }
    outcomes.push({ odds: roundOdds(odds), active: true });
    active += 1;
  }
  return active >= 2 ? outcomes : null;
}

/**
 * The bookmaker's overround of the active outcomes: sum of 1/odds per winning outcome (1.06 for a
 * 6% margin).
 */
export function overround(outcomes: readonly QuotedOutcome[], winning = 1): number {
  let sum = 0;
  for (const outcome of outcomes) if (outcome.active) sum += 1000 / outcome.odds;
  return sum / winning;
}

export function validateMargin(margin: number): number {
  if (!Number.isFinite(margin) || margin < 0.01 || margin > 0.2) {
    throw new RangeError(`margin must be between 0.01 and 0.2, got ${margin}`);
  }
  return margin;
}
