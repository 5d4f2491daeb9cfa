/**
 * What the live games' tests share: repeatable rounds drawn the way a table draws them, a fast
 * repeatable source for long simulations, and the statistics that check a simulation against the
 * exact figures (a chi-square test of uniformity, the 99.9 % confidence interval of a mean).
 * Test code only.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { fairRandom } from '../../shared/games/provably-fair.js';
import type { RandomSource } from '../../shared/games/random.js';

/** The two-sided 99.9 % quantile of the standard normal distribution. */
export const Z_999 = 3.2905267314919255;

/** Upper 0.1 % points of the chi-square distribution by degrees of freedom (significance 0.001). */
export const CHI_SQUARE_999: Readonly<Record<number, number>> = { 36: 67.985, 49: 85.351 };

/**
 * Round i is the provably fair round (serverSeed, clientSeed, nonce i), as a table draws its rounds
 * (its id the client seed, the round's number the nonce): a repeatable run.
 */
export function seededRounds(serverSeed: string, clientSeed: string): (round: number) => RandomSource {
  return (nonce) => fairRandom({ serverSeed, clientSeed, nonce });
}

const TWO_POW_32 = 2 ** 32;

/**
 * A repeatable RandomSource for simulations of many rounds: the AES-128-CTR keystream under the key
 * SHA-256(label), read as big-endian 32-bit words, with `int(n)` rejecting the words at or above the
 * largest multiple of n below 2^32 (so, like the game's own sources, without modulo bias).
 *
 * Why not fairRandom: a baccarat round shuffles 64 positions of a 416-card shoe, 128 bytes or four
 * HMACs a round, and 200,000 rounds of that take many seconds; the keystream makes the same bytes'
 * worth of randomness in bulk. The provably fair stream itself is tested in shared/games.
 */
export function streamRandom(label: string): RandomSource {
  const key = createHash('sha256').update(label, 'utf8').digest().subarray(0, 16);
  const cipher = createCipheriv('aes-128-ctr', key, Buffer.alloc(16));
  const zeros = Buffer.alloc(1 << 16);
  let block = cipher.update(zeros);
  let offset = 0;
  const word = (): number => {
    if (offset === block.length) {
      block = cipher.update(zeros);
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  return {
    int(n) {
      if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`int(n) needs 1 ≤ n ≤ 2^32, not ${n}`);
      const limit = TWO_POW_32 - (TWO_POW_32 % n);
      for (;;) {
        const u = word();
        if (u < limit) return u % n;
      }
    },
    float() {
      return ((word() >>> 6) * 2 ** 26 + (word() >>> 6)) / 2 ** 52;
    },
  };
}

/** The chi-square statistic of observed counts against equal expected counts. */
export function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((acc, count) => acc + (count - expected) ** 2 / expected, 0);
}

/** How often each of `n` values 0…n−1 comes up in `rounds` draws. */
export function tally(n: number, rounds: number, draw: (round: number) => number): number[] {
  const counts = new Array<number>(n).fill(0);
  for (let i = 0; i < rounds; i++) counts[draw(i)]! += 1;
  return counts;
}

/** The half-width of the 99.9 % confidence interval of a mean of `rounds` rounds with per-round `variance`. */
export function confidenceHalfWidth(variance: number, rounds: number, z = Z_999): number {
  return z * Math.sqrt(variance / rounds);
}
