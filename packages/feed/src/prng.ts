/**
 * Seeded randomness. Every random choice of the simulator comes from a generator seeded by a hash of
 * the simulator seed and the thing being generated (a slot, a fixture, a pre-match drift), so any
 * piece of the world can be rebuilt on its own, in any order, with the same result.
 */

/** A 32-bit hash of integers (murmur3-style mixing); the same inputs always give the same number. */
export function hash32(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const value of values) {
    // Fold in the high part too so large inputs (timestamps, slot indexes) do not collide.
    const low = value | 0;
    const high = Math.floor(value / 4294967296) | 0;
    for (const part of [low, high]) {
      let k = Math.imul(part, 0xcc9e2d51);
      k = (k << 15) | (k >>> 17);
      k = Math.imul(k, 0x1b873593);
      h ^= k;
      h = (h << 13) | (h >>> 19);
      h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) from a hash of the inputs, for one-off choices without a generator. */
export function unitHash(...values: number[]): number {
  return hash32(...values) / 4294967296;
}

/** mulberry32: small, fast and good enough for simulation (not for security). */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  static of(...values: number[]): Rng {
    return new Rng(hash32(...values));
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Poisson draw by inversion; the means used here are small. */
  poisson(mean: number): number {
    if (mean <= 0) return 0;
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k += 1;
      p *= this.next();
    }
    return k;
  }

  /** Picks an index with the given weights. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const weight of weights) total += weight;
    let x = this.next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      x -= weights[i]!;
      if (x < 0) return i;
    }
    return weights.length - 1;
  }
}
