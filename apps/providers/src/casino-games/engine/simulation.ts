/**
 * Monte Carlo play of a game, for checking a theoretical RTP against simulated rounds: the mean
 * return per unit staked, its sample variance (Welford) and the standard error of the mean.
 */
import { fairRandom } from '../../shared/games/provably-fair.js';
import type { RandomSource } from '../../shared/games/random.js';

/** The two-sided 99.9 % quantile of the standard normal distribution. */
export const Z_999 = 3.2905267314919255;

export interface SimulationResult {
  readonly rounds: number;
  /** Mean return per unit staked. */
  readonly mean: number;
  /** Sample variance of the return per unit staked. */
  readonly variance: number;
  readonly seconds: number;
}

/**
 * Plays `rounds` rounds; `play` returns what one round paid back per unit staked. `source(i)` gives
 * round i its randomness (a provably fair round with nonce i, or one shared CSPRNG).
 */
export function simulate(
  rounds: number,
  play: (rng: RandomSource) => number,
  source: (round: number) => RandomSource,
): SimulationResult {
  const started = performance.now();
  let mean = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const value = play(source(i));
    const delta = value - mean;
    mean += delta / (i + 1);
    squares += delta * (value - mean);
  }
  return {
    rounds,
    mean,
    variance: rounds > 1 ? squares / (rounds - 1) : 0,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Round i is the provably fair round (serverSeed, clientSeed, nonce i): a repeatable run. */
export function seededRounds(serverSeed: string, clientSeed: string): (round: number) => RandomSource {
  return (nonce) => fairRandom({ serverSeed, clientSeed, nonce });
}

/**
 * The half-width of the confidence interval of a mean of `rounds` rounds with per-round `variance`
 * (the exact variance when known, otherwise the sample's).
 */
export function confidenceHalfWidth(variance: number, rounds: number, z = Z_999): number {
  return z * Math.sqrt(variance / rounds);
}
