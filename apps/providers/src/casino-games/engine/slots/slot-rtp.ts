/**
 * A slot's exact return to player, from its reel strips and paytable, without enumerating windows.
 *
 * Each reel stops uniformly on one of its strip positions, independently of the others, so:
 * - a line sees on reel i a symbol distributed as the strip's symbol counts, whatever its row; the
 *   expected pay of one line sums, over every run of leading wilds, first other symbol and run
 *   length, the product of per-reel counts times the pay; all lines have the same expectation;
 * - a way win of symbol s over k reels pays pay × ∏ cells; the cells of different reels are
 *   independent, so the expectation is ∏ E[cells on reel i] × P(reel k+1 shows neither s nor a wild),
 *   where E[cells] = rows × (count of s and wilds) / strip length;
 * - the scatter count is the sum of independent per-reel counts, each tallied over every stop, so its
 *   distribution is their convolution; the bonus chance is the product of per-reel chances;
 * - free spins: with E the expected coins of one spin and a the expected spins one spin awards, a
 *   round plays on average F = a (no retrigger) or F = a / (1 − a) (retriggers) free spins, each
 *   worth multiplier × E (Wald's identity);
 * - the pick-me bonus: a prize is collected when it is opened before every collect tile, which for
 *   any picking order has chance 1 / (collects + 1), so the bonus is worth Σ prizes / (collects + 1).
 *
 * Everything is an exact ratio of bigints over ∏ strip lengths.
 */
import { add, div, mul, ONE, type Ratio, ratio, sub, ZERO } from '../../../shared/games/rational.js';
import type { SlotMachine } from './slot-machine.js';

export interface SlotRtp {
  /** Line or way wins of the base spin, as a share of the stake. */
  readonly lines: Ratio;
  /** Scatter pays of the base spin. */
  readonly scatter: Ratio;
  /** Everything won in free spins. */
  readonly freeSpins: Ratio;
  /** The pick-me bonus. */
  readonly bonus: Ratio;
  readonly total: Ratio;
  /** Chance that a base spin awards free spins. */
  readonly freeSpinsChance: Ratio;
  /** Expected free spins per base spin, retriggers included. */
  readonly freeSpinsPerSpin: Ratio;
  /** Chance that a base spin triggers the bonus. */
  readonly bonusChance: Ratio;
}

/** Per reel: how many strip positions hold each symbol. */
function symbolCounts(machine: SlotMachine): bigint[][] {
  return machine.strips.map((strip) => {
    const counts = new Array<bigint>(machine.kinds.length).fill(0n);
    for (const symbol of strip) counts[symbol] = (counts[symbol] as bigint) + 1n;
    return counts;
  });
}

/** Per reel: how many stops show each number of cells matching `hit` in the window. */
function windowTally(machine: SlotMachine, reel: number, hit: (symbol: number) => boolean): bigint[] {
  const strip = machine.strips[reel] as Uint8Array;
  const tally = new Array<bigint>(machine.rows + 1).fill(0n);
  for (let stop = 0; stop < strip.length; stop++) {
    let count = 0;
    for (let row = 0; row < machine.rows; row++) if (hit(strip[(stop + row) % strip.length] as number)) count += 1;
    tally[count] = (tally[count] as bigint) + 1n;
  }
  return tally;
}

const product = (values: bigint[]) => values.reduce((acc, value) => acc * value, 1n);

/** Expected coins of one line (numerator over ∏ strip lengths). */
function lineNumerator(machine: SlotMachine, counts: bigint[][], lengths: bigint[]): bigint {
  const { reelCount, wild, kinds, pays } = machine;
  const wildsOn = (reel: number) => (wild >= 0 ? (counts[reel]?.[wild] ?? 0n) : 0n);
  const wildPay = (run: number) => BigInt(wild >= 0 ? (pays[wild]?.[run] ?? 0) : 0);
  const tail = (from: number) => product(lengths.slice(from));
  let total = 0n;
  for (let wilds = 0; wilds <= reelCount; wilds++) {
    const prefix = product(Array.from({ length: wilds }, (_, reel) => wildsOn(reel)));
    if (prefix === 0n) break;
    if (wilds === reelCount) {
      total += prefix * wildPay(reelCount);
      break;
    }
    for (let symbol = 0; symbol < kinds.length; symbol++) {
      const first = counts[wilds]?.[symbol] ?? 0n;
      if (symbol === wild || first === 0n) continue;
      if (kinds[symbol] !== 'regular') {
        total += prefix * first * tail(wilds + 1) * wildPay(wilds);
        continue;
      }
      let run = prefix * first;
      for (let end = wilds + 1; end <= reelCount; end++) {
        // The run covers reels [0, end); reel `end`, if any, breaks it.
        const best = BigInt(Math.max(pays[wild]?.[wilds] ?? 0, pays[symbol]?.[end] ?? 0));
        if (end === reelCount) {
          total += run * best;
          break;
        }
        const extend = (counts[end]?.[symbol] ?? 0n) + wildsOn(end);
        const lengthAtEnd = lengths[end] as bigint;
        total += run * (lengthAtEnd - extend) * tail(end + 1) * best;
        run *= extend;
        if (run === 0n) break;
      }
    }
  }
  return total;
}

/** Expected coins of all ways (numerator over ∏ strip lengths). */
function waysNumerator(machine: SlotMachine, counts: bigint[][], lengths: bigint[]): bigint {
  const { reelCount, rows, wild, kinds, pays } = machine;
  let total = 0n;
  for (let symbol = 0; symbol < kinds.length; symbol++) {
    if (kinds[symbol] !== 'regular') continue;
    const hit = (cell: number) => cell === symbol || cell === wild;
    let cells = 1n;
    for (let reels = 1; reels <= reelCount; reels++) {
      const reel = reels - 1;
      cells *= BigInt(rows) * ((counts[reel]?.[symbol] ?? 0n) + (wild >= 0 ? (counts[reel]?.[wild] ?? 0n) : 0n));
      if (cells === 0n) break;
      const pay = BigInt(pays[symbol]?.[reels] ?? 0);
      if (pay === 0n) continue;
      const stopHere = reels === reelCount ? 1n : (windowTally(machine, reels, hit)[0] as bigint);
      total += cells * stopHere * product(lengths.slice(reels + 1)) * pay;
    }
  }
  return total;
}

/** Distribution of the scatter count over the whole window, as numerators over ∏ strip lengths. */
export function scatterDistribution(machine: SlotMachine): bigint[] {
  let distribution = [1n];
  for (let reel = 0; reel < machine.reelCount; reel++) {
    const tally = windowTally(machine, reel, (cell) => cell === machine.scatter);
    const next = new Array<bigint>(distribution.length + machine.rows).fill(0n);
    distribution.forEach((ways, count) => {
      tally.forEach((stops, more) => {
        next[count + more] = (next[count + more] as bigint) + ways * stops;
      });
    });
    distribution = next;
  }
  return distribution;
}

/** The exact RTP of a slot and its parts. */
export function slotRtp(machine: SlotMachine): SlotRtp {
  const counts = symbolCounts(machine);
  const lengths = machine.strips.map((strip) => BigInt(strip.length));
  const space = product(lengths);
  const coins = BigInt(machine.def.coins);

  const wins = machine.lines
    ? lineNumerator(machine, counts, lengths) * BigInt(machine.lines.length)
    : waysNumerator(machine, counts, lengths);
  let scatterCoins = 0n;
  let awardedSpins = 0n;
  let awardChance = 0n;
  if (machine.scatter >= 0) {
    scatterDistribution(machine).forEach((ways, count) => {
      scatterCoins += ways * BigInt(machine.pays[machine.scatter]?.[count] ?? 0);
      const spins = BigInt(machine.freeSpinAwards?.[count] ?? 0);
      awardedSpins += ways * spins;
      if (spins > 0n) awardChance += ways;
    });
  }
  const lines = ratio(wins, space * coins);
  const scatter = ratio(scatterCoins, space * coins);
  const perSpin = add(lines, scatter);

  let freeSpins = ZERO;
  let freeSpinsPerSpin = ZERO;
  const feature = machine.def.freeSpins;
  if (feature) {
    const awarded = ratio(awardedSpins, space);
    if (feature.retrigger) {
      if (awardedSpins >= space) throw new Error(`${machine.def.id}: retriggers never end on average`);
      freeSpinsPerSpin = div(awarded, sub(ONE, awarded));
    } else {
      freeSpinsPerSpin = awarded;
    }
    freeSpins = mul(mul(freeSpinsPerSpin, ratio(feature.multiplier)), perSpin);
  }

  let bonus = ZERO;
  let bonusChance = ZERO;
  const pick = machine.def.bonus;
  if (pick) {
    bonusChance = ONE;
    for (const reel of pick.reels) {
      const tally = windowTally(machine, reel, (cell) => cell === machine.bonusSymbol);
      const shown = tally.slice(1).reduce((acc, stops) => acc + stops, 0n);
      bonusChance = mul(bonusChance, ratio(shown, lengths[reel] as bigint));
    }
    const prizes = pick.prizes.reduce((acc, prize) => acc + BigInt(prize), 0n);
    bonus = mul(bonusChance, ratio(prizes, BigInt(pick.collects + 1) * coins));
  }
  return {
    lines,
    scatter,
    freeSpins,
    bonus,
    total: add(add(perSpin, freeSpins), bonus),
    freeSpinsChance: ratio(awardChance, space),
    freeSpinsPerSpin,
    bonusChance,
  };
}
