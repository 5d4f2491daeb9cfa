/**
 * Where every game's randomness comes from. A game never calls `Math.random`: it takes a
 * `RandomSource`, either the provably fair stream of a round (provably-fair.ts) or the plain CSPRNG
 * below. Both turn uniform bytes into integers by rejection sampling, so no outcome is favoured by a
 * modulo.
 */
import { randomInt } from 'node:crypto';

export interface RandomSource {
  /** A uniform integer in [0, n), for a whole number 1 ≤ n ≤ 2^32. */
  int(n: number): number;
  /** A uniform float in [0, 1) with 52 random bits: k / 2^52 for a uniform integer k. */
  float(): number;
}

export const MAX_INT_RANGE = 2 ** 32;
const TWO_POW_52 = 2 ** 52;
const TWO_POW_26 = 2 ** 26;

function checkRange(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_INT_RANGE) {
    throw new RangeError(`int(n) needs a whole number 1 ≤ n ≤ 2^32, not ${n}`);
  }
}

/** The fewest whole bytes whose values cover [0, n): 1 for n ≤ 256, 2 for n ≤ 65,536, and so on. */
export function bytesFor(n: number): number {
  let bytes = 1;
  while (256 ** bytes < n) bytes += 1;
  return bytes;
}

/**
 * The largest multiple of n that k bytes can hold: a drawn value below it is kept (reduced mod n,
 * each residue then has the same number of preimages), a value at or above it is thrown away.
 */
export function acceptanceLimit(n: number): number {
  const span = 256 ** bytesFor(n);
  return span - (span % n);
}

/**
 * A RandomSource over a stream of uniform bytes.
 *
 * - `int(n)`: reads k = bytesFor(n) bytes as a big-endian integer u; returns u mod n when
 *   u < acceptanceLimit(n), otherwise reads the next k bytes and tries again. `int(1)` reads nothing.
 * - `float()`: reads 7 bytes (56 bits) and keeps the top 52: k / 2^52.
 */
export class ByteStreamRandom implements RandomSource {
  #bytesRead = 0;

  constructor(private readonly nextByte: () => number) {}

  /** How many bytes the source has consumed so far. */
  get bytesRead(): number {
    return this.#bytesRead;
  }

  #read(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i++) value = value * 256 + this.nextByte();
    this.#bytesRead += count;
    return value;
  }

  int(n: number): number {
    checkRange(n);
    if (n === 1) return 0;
    const bytes = bytesFor(n);
    const limit = acceptanceLimit(n);
    for (;;) {
      const u = this.#read(bytes);
      if (u < limit) return u % n;
    }
  }

  float(): number {
    const high = this.#read(3); // 24 bits
    const low = this.#read(4); // 32 bits, of which the top 28 are kept
    return (high * 2 ** 28 + Math.floor(low / 16)) / TWO_POW_52;
  }
}

/**
 * The plain CSPRNG: node:crypto's `randomInt` (itself rejection sampling over the operating system's
 * random bytes). Rounds drawn from it cannot be replayed; it serves demo play, tests and benchmarks.
 */
export function cryptoRandom(): RandomSource {
  return {
    int(n) {
      checkRange(n);
      if (n === 1) return 0;
      // randomInt takes ranges below 2^48; 2^32 splits into two 16-bit halves.
      if (n === MAX_INT_RANGE) return randomInt(65_536) * 65_536 + randomInt(65_536);
      return randomInt(n);
    },
    float() {
      return (randomInt(TWO_POW_26) * TWO_POW_26 + randomInt(TWO_POW_26)) / TWO_POW_52;
    },
  };
}

/**
 * Shuffles `items` in place by Fisher–Yates from the front: position i takes a uniform pick of
 * i…end. With `positions`, only the first `positions` places are drawn; they hold exactly what a full
 * shuffle from the same draws would put there.
 */
export function shuffleInPlace<T>(items: T[], rng: RandomSource, positions = items.length - 1): T[] {
  for (let i = 0; i < Math.min(positions, items.length - 1); i++) {
    const j = i + rng.int(items.length - i);
    const held = items[i] as T;
    items[i] = items[j] as T;
    items[j] = held;
  }
  return items;
}
