import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairRandom } from './provably-fair.js';
import {
  acceptanceLimit,
  ByteStreamRandom,
  bytesFor,
  cryptoRandom,
  type RandomSource,
  shuffleInPlace,
} from './random.js';

const SEEDS = { serverSeed: 'a'.repeat(64), clientSeed: 'chi-square', nonce: 0 };

/** A source that reads the given bytes in order. */
function bytes(values: number[]): ByteStreamRandom {
  let i = 0;
  return new ByteStreamRandom(() => {
    const value = values[i++];
    if (value === undefined) throw new Error('out of bytes');
    return value;
  });
}

/** Chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((acc, count) => acc + (count - expected) ** 2 / expected, 0);
}

/** Upper 0.1 % points of the chi-square distribution (significance 0.001). */
const CHI_SQUARE_999: Record<number, number> = { 9: 27.877, 36: 67.985, 99: 148.23 };

describe('ByteStreamRandom.int', () => {
  it('uses the fewest whole bytes that cover the range', () => {
    expect([1, 2, 256, 257, 65_536, 65_537, 2 ** 32].map(bytesFor)).toEqual([1, 1, 1, 2, 2, 3, 4]);
  });

  it('keeps only values below the largest multiple of n, so every residue has as many preimages', () => {
    for (const n of [2, 3, 5, 7, 10, 37, 100, 129, 200, 255, 256]) {
      const limit = acceptanceLimit(n);
      expect(limit % n).toBe(0);
      expect(256 - limit).toBeLessThan(n);
      // Every accepted byte value, tallied by the residue it maps to.
      const preimages = new Array<number>(n).fill(0);
      for (let byte = 0; byte < limit; byte++) preimages[bytes([byte]).int(n)]! += 1;
      expect(new Set(preimages)).toEqual(new Set([limit / n]));
    }
  });

  it('rejects a value at or above the limit and reads the next bytes', () => {
    // n = 3: the limit is 255, so the byte 255 (which would favour residue 0) is thrown away.
    const source = bytes([255, 4]);
    expect(source.int(3)).toBe(1);
    expect(source.bytesRead).toBe(2);
    // n = 300 reads two bytes big-endian: 0x01 0x2c = 300 → 0; the limit is 65,400.
    expect(bytes([0x01, 0x2c]).int(300)).toBe(0);
    expect(bytes([0xff, 0x78, 0x00, 0x07]).int(300)).toBe(7);
  });

  it('reads nothing for int(1) and refuses ranges it cannot draw from', () => {
    const source = bytes([]);
    expect(source.int(1)).toBe(0);
    expect(() => source.int(0)).toThrow(RangeError);
    expect(() => source.int(2.5)).toThrow(RangeError);
    expect(() => source.int(2 ** 32 + 1)).toThrow(RangeError);
  });

  it('always returns a whole number in [0, n)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.nat(), (n, nonce) => {
        const value = fairRandom({ ...SEEDS, nonce }).int(n);
        return Number.isInteger(value) && value >= 0 && value < n;
      }),
    );
  });
});

describe('ByteStreamRandom.float', () => {
  it('keeps the top 52 bits of 7 bytes', () => {
    expect(bytes([0, 0, 0, 0, 0, 0, 0]).float()).toBe(0);
    expect(bytes([0x80, 0, 0, 0, 0, 0, 0]).float()).toBe(0.5);
    expect(bytes([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]).float()).toBe(1 - 2 ** -52);
    expect(bytes([0, 0, 0, 0, 0, 0, 0x10]).float()).toBe(2 ** -52);
    expect(bytes([0, 0, 0, 0, 0, 0, 0x0f]).float()).toBe(0);
  });
});

describe('uniformity', () => {
  const sample = (rng: RandomSource, n: number, draws: number) => {
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < draws; i++) counts[rng.int(n)]! += 1;
    return counts;
  };

  it('passes a chi-square test at significance 0.001 for the provably fair stream', () => {
    expect(chiSquare(sample(fairRandom(SEEDS), 10, 100_000))).toBeLessThan(CHI_SQUARE_999[9]!);
    expect(chiSquare(sample(fairRandom({ ...SEEDS, nonce: 1 }), 37, 111_000))).toBeLessThan(CHI_SQUARE_999[36]!);
    // A range that needs two bytes and rejects some of them.
    expect(chiSquare(sample(fairRandom({ ...SEEDS, nonce: 2 }), 100, 100_000))).toBeLessThan(CHI_SQUARE_999[99]!);
  });

  it('passes a chi-square test on floats in ten bins', () => {
    const rng = fairRandom({ ...SEEDS, nonce: 3 });
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 50_000; i++) counts[Math.floor(rng.float() * 10)]! += 1;
    expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_999[9]!);
  });

  it('passes the same test for the plain CSPRNG', () => {
    expect(chiSquare(sample(cryptoRandom(), 37, 111_000))).toBeLessThan(CHI_SQUARE_999[36]!);
    const rng = cryptoRandom();
    expect(rng.int(1)).toBe(0);
    const big = rng.int(2 ** 32);
    expect(big >= 0 && big < 2 ** 32).toBe(true);
    const float = rng.float();
    expect(float >= 0 && float < 1).toBe(true);
  });

  it('shuffles into every order of three items equally often', () => {
    const rng = fairRandom({ ...SEEDS, nonce: 4 });
    const counts = new Map<string, number>();
    for (let i = 0; i < 60_000; i++) {
      const order = shuffleInPlace(['a', 'b', 'c'], rng).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    // 5 degrees of freedom: the 0.1 % point is 20.515.
    expect(chiSquare([...counts.values()])).toBeLessThan(20.515);
  });
});
