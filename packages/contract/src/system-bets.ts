import { combinedOdds } from './bets.js';

/**
 * System bets: one stake per line on every combination of the chosen sizes of n selections from
 * different matches. "k of n" is every combination of exactly k; the named full covers take every
 * size from doubles (or from singles, for the "Lucky" ones) up to the n-fold. Shared by the slip,
 * which shows the lines, the total stake and the potential win before placing, and by settlement.
 * Odds are integers in thousandths, amounts integers in minor units, as everywhere in the contract.
 */

/** The named full covers: how many selections each takes and which combination sizes it holds. */
export const SYSTEM_COVERS = {
  trixie: { selections: 3, sizes: [2, 3] },
  patent: { selections: 3, sizes: [1, 2, 3] },
  yankee: { selections: 4, sizes: [2, 3, 4] },
  lucky15: { selections: 4, sizes: [1, 2, 3, 4] },
  canadian: { selections: 5, sizes: [2, 3, 4, 5] },
  lucky31: { selections: 5, sizes: [1, 2, 3, 4, 5] },
  heinz: { selections: 6, sizes: [2, 3, 4, 5, 6] },
  lucky63: { selections: 6, sizes: [1, 2, 3, 4, 5, 6] },
  superHeinz: { selections: 7, sizes: [2, 3, 4, 5, 6, 7] },
  goliath: { selections: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
} as const satisfies Record<string, { selections: number; sizes: readonly number[] }>;

export type SystemCoverName = keyof typeof SYSTEM_COVERS;

/** A system: n selections and the combination sizes it stakes a line on. */
export interface SystemShape {
  selections: number;
  sizes: readonly number[];
}

/** The fewest and most selections a system takes (a Goliath's eight is the most). */
export const SYSTEM_MIN_SELECTIONS = 3;
export const SYSTEM_MAX_SELECTIONS = 8;

/** "k of n": every combination of exactly k of the n selections, for 2 ≤ k < n. */
export function kOfN(k: number, n: number): SystemShape {
  if (!Number.isInteger(k) || !Number.isInteger(n) || n < SYSTEM_MIN_SELECTIONS || n > SYSTEM_MAX_SELECTIONS) {
    throw new RangeError(`A system takes ${SYSTEM_MIN_SELECTIONS} to ${SYSTEM_MAX_SELECTIONS} selections, not ${n}`);
  }
  if (k < 2 || k >= n) throw new RangeError(`A "${k} of ${n}" system needs 2 ≤ k < ${n}`);
  return { selections: n, sizes: [k] };
}

/** The named covers that fit n selections, in the order a slip lists them. */
export function coversFor(n: number): SystemCoverName[] {
  return (Object.keys(SYSTEM_COVERS) as SystemCoverName[]).filter((name) => SYSTEM_COVERS[name].selections === n);
}

/** Every line of the system: the positions (0-based, ascending) of the selections in it, smaller lines first. */
export function systemLines(shape: SystemShape): number[][] {
  const lines: number[][] = [];
  for (const size of [...shape.sizes].sort((a, b) => a - b)) {
    const pick = (from: number, line: number[]) => {
      if (line.length === size) {
        lines.push(line);
        return;
      }
      for (let at = from; at <= shape.selections - (size - line.length); at++) pick(at + 1, [...line, at]);
    };
    pick(0, []);
  }
  return lines;
}

/** How many lines the system stakes: the sum over its sizes of n choose k. */
export function lineCount(shape: SystemShape): number {
  return shape.sizes.reduce((sum, size) => sum + choose(shape.selections, size), 0);
}

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** The whole stake of a system: the stake per line times the lines. */
export function systemStake(shape: SystemShape, stakePerLine: bigint): bigint {
  return stakePerLine * BigInt(lineCount(shape));
}

/** What the system pays if every selection wins at the given odds: each line's winnings, summed. */
export function systemPotentialWin(shape: SystemShape, odds: readonly number[], stakePerLine: bigint): bigint {
  if (odds.length !== shape.selections) throw new RangeError(`${shape.selections} odds needed, ${odds.length} given`);
  return systemLines(shape).reduce(
    (sum, line) =>
      sum +
      lineWinnings(
        stakePerLine,
        line.map((at) => odds[at] as number),
      ),
    0n,
  );
}

/** A selection as settlement sees it: open, lost, or decided to pay at `odds` (a void leg pays at 1.000). */
export type SystemLeg = { state: 'open' } | { state: 'lost' } | { state: 'paid'; odds: number };

/** Where a system stands: open while a line could still win, else what its lines pay in all. */
export type SystemOutcome = { decided: false } | { decided: true; amountWin: bigint; linesWon: number };

/**
 * Settles a system as far as its legs allow. A line with a lost leg pays nothing; a line with an open
 * leg and none lost keeps the system open; every other line pays its stake at the product of its
 * legs' odds, a void leg counting at 1.000, so a line of void legs returns its stake.
 */
export function settleSystem(shape: SystemShape, legs: readonly SystemLeg[], stakePerLine: bigint): SystemOutcome {
  if (legs.length !== shape.selections) throw new RangeError(`${shape.selections} legs needed, ${legs.length} given`);
  let amountWin = 0n;
  let linesWon = 0;
  for (const line of systemLines(shape)) {
    const lineLegs = line.map((at) => legs[at] as SystemLeg);
    if (lineLegs.some((leg) => leg.state === 'lost')) continue;
    if (lineLegs.some((leg) => leg.state === 'open')) return { decided: false };
    amountWin += lineWinnings(
      stakePerLine,
      lineLegs.map((leg) => (leg.state === 'paid' ? leg.odds : 1000)),
    );
    linesWon++;
  }
  return { decided: true, amountWin, linesWon };
}

/** A line's stake at the product of its odds, rounded down to the minor unit as every bet's winnings are. */
function lineWinnings(stakePerLine: bigint, odds: readonly number[]): bigint {
  return (stakePerLine * BigInt(combinedOdds(odds))) / 1000n;
}
