/**
 * Crash: a multiplier climbs from 1.00× until it crashes; the player sets an automatic cash-out
 * target before the round, so the round is decided at once. The crash point is drawn so that it
 * reaches any target t with chance 0.99 / t:
 *
 *   k = float() × 2^52 (a uniform integer in [0, 2^52)),  point = ⌊99 × 2^52 / (2^52 − k)⌋ hundredths.
 *
 * A point below 1.00× is shown as 1.00× (every target loses). The point reaches t hundredths exactly
 * when 2^52 − k ≤ 99 × 2^52 / t, which has chance ⌊99 × 2^52 / t⌋ / 2^52: the exact RTP of a target
 * is (t / 100) × that chance, 99 % less at most 2^-52 × t / 100.
 */

import { assertStake, payout } from '../../../shared/games/money.js';
import { type FairSeeds, fairRandom } from '../../../shared/games/provably-fair.js';
import type { RandomSource } from '../../../shared/games/random.js';
import { type Ratio, ratio, toNumber } from '../../../shared/games/rational.js';
import type { GameInfo } from '../game.js';
import { once } from '../game.js';

const SPAN = 2n ** 52n;
/** Targets from 1.01× to 10,000.00×, in hundredths. */
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 1_000_000;
/** The highest point shown; the draw can go higher, which changes no outcome. */
export const CRASH_MAX_POINT = 100_000_000;

export interface CrashBet {
  /** Cash-out target in hundredths: 250 is 2.50×. */
  readonly target: number;
  readonly amount: bigint;
}

export interface CrashRound {
  readonly bet: CrashBet;
  /** Where the multiplier crashed, in hundredths (100 … CRASH_MAX_POINT). */
  readonly point: number;
  readonly won: boolean;
  readonly payout: bigint;
}

/** The crash point in hundredths, before showing (may be below 100 or above CRASH_MAX_POINT). */
function drawPoint(rng: RandomSource): bigint {
  const k = BigInt(Math.round(rng.float() * 2 ** 52));
  return (99n * SPAN) / (SPAN - k);
}

export function validateCrashBet(bet: CrashBet): 'bad_target' | 'bad_amount' | null {
  if (typeof bet.amount !== 'bigint' || bet.amount <= 0n) return 'bad_amount';
  if (!Number.isInteger(bet.target) || bet.target < CRASH_MIN_TARGET || bet.target > CRASH_MAX_TARGET)
    return 'bad_target';
  return null;
}

/** Draws the crash point and settles the bet: a win pays stake × target / 100. */
export function playCrash(bet: CrashBet, rng: RandomSource): CrashRound {
  const error = validateCrashBet(bet);
  if (error) throw new RangeError(`refused crash bet: ${error}`);
  assertStake(bet.amount);
  const drawn = drawPoint(rng);
  const won = drawn >= BigInt(bet.target);
  const shown = drawn < 100n ? 100n : drawn > BigInt(CRASH_MAX_POINT) ? BigInt(CRASH_MAX_POINT) : drawn;
  return { bet, point: Number(shown), won, payout: won ? payout(bet.amount, ratio(bet.target, 100)) : 0n };
}

export function verifyCrashRound(seeds: FairSeeds, bet: CrashBet): CrashRound {
  return playCrash(bet, fairRandom(seeds));
}

/** The exact chance that the point reaches `target` hundredths: ⌊99 × 2^52 / t⌋ / 2^52. */
export function crashReachChance(target: number): Ratio {
  return ratio((99n * SPAN) / BigInt(target), SPAN);
}

/** The exact RTP of a target: (t / 100) × ⌊99 × 2^52 / t⌋ / 2^52. */
export function crashRtp(target: number): Ratio {
  const chance = crashReachChance(target);
  return ratio(BigInt(target) * chance.num, 100n * chance.den);
}

const percent = (value: Ratio) => `${(toNumber(value) * 100).toFixed(4)} %`;

export const crashInfo: GameInfo = {
  id: 'crash',
  name: 'Crash',
  kind: 'instant',
  help: {
    rules: [
      'Set a cash-out target from 1.01× to 10,000×, then start the round. The multiplier climbs from 1.00× and crashes at a random point; if it reaches your target you win the stake times the target, otherwise the stake is lost.',
      'The round is decided when it starts: the crash point reaches a target t with chance 99 % ÷ t, so about 2 % of rounds (1 − 0.99 ÷ 1.01) end at 1.00× before any target.',
      'Payouts are exact, rounded down to the currency’s smallest unit. Theoretical return to player: 99.00 % for every target (less than 10^-11 below it for the highest targets).',
    ],
    tables: [
      {
        title: 'Targets',
        columns: ['Target', 'Chance to reach', 'RTP'],
        rows: [101, 150, 200, 500, 1_000, 10_000, 100_000, 1_000_000].map((target) => [
          `${(target / 100).toFixed(2)}×`,
          percent(crashReachChance(target)),
          percent(crashRtp(target)),
        ]),
      },
    ],
  },
  rtp: once(() => {
    const exact = crashRtp(200);
    return {
      value: toNumber(exact),
      exact,
      method: 'Exact, for a 2.00× target: (t / 100) × ⌊99 × 2^52 / t⌋ / 2^52 from the crash point’s distribution.',
    };
  }),
};
