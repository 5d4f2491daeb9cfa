import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteStreamRandom } from '../../../shared/games/random.js';
import { ratio, toNumber } from '../../../shared/games/rational.js';
import { confidenceHalfWidth, seededRounds, simulate } from '../simulation.js';
import { crashInfo, crashReachChance, crashRtp, playCrash, validateCrashBet, verifyCrashRound } from './crash.js';

const SEED = 'c7'.repeat(32);
/** A source whose float() is k / 2^52 for the given k. */
const floatOf = (k: bigint) => {
  const bytes = [...(k << 4n).toString(16).padStart(14, '0').matchAll(/../g)].map((m) => Number.parseInt(m[0], 16));
  let i = 0;
  return new ByteStreamRandom(() => bytes[i++] ?? 0);
};

describe('crash point', () => {
  it('is ⌊99 × 2^52 / (2^52 − k)⌋ hundredths, shown from 1.00×', () => {
    const bet = { target: 200, amount: 100n };
    expect(playCrash(bet, floatOf(0n)).point).toBe(100);
    // k = 2^51: 99 / 0.5 = 198 hundredths, short of 2.00×.
    expect(playCrash(bet, floatOf(2n ** 51n))).toMatchObject({ point: 198, won: false, payout: 0n });
    // k = 3 × 2^50: 99 / 0.25 = 396.
    expect(playCrash(bet, floatOf(3n * 2n ** 50n))).toMatchObject({ point: 396, won: true, payout: 200n });
    expect(playCrash({ target: 1_000_000, amount: 3n }, floatOf(2n ** 52n - 1n))).toMatchObject({
      point: 100_000_000,
      won: true,
      payout: 30_000n,
    });
  });

  it('reaches a target t with chance ⌊99 × 2^52 / t⌋ / 2^52, an RTP of 99 % to within 2^-52 × t / 100', () => {
    expect(crashReachChance(128)).toEqual(ratio(99, 128));
    expect(crashRtp(128)).toEqual(ratio(99, 100));
    for (const target of [101, 200, 333, 1_000, 1_000_000]) {
      const gap = 0.99 - toNumber(crashRtp(target));
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual((2 ** -52 * target) / 100);
    }
    expect(crashInfo.rtp().value).toBeCloseTo(0.99, 14);
  });

  it('refuses targets outside 1.01×–10,000×', () => {
    expect(validateCrashBet({ target: 100, amount: 1n })).toBe('bad_target');
    expect(validateCrashBet({ target: 1_000_001, amount: 1n })).toBe('bad_target');
    expect(validateCrashBet({ target: 150.5, amount: 1n })).toBe('bad_target');
    expect(validateCrashBet({ target: 150, amount: -1n })).toBe('bad_amount');
  });

  it('pays stake × target / 100 rounded down, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 1_000_000 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.nat(),
        (target, amount, nonce) => {
          const round = verifyCrashRound({ serverSeed: SEED, clientSeed: 'p', nonce }, { target, amount });
          return round.won
            ? round.payout === (amount * BigInt(target)) / 100n && round.point >= target
            : round.payout === 0n;
        },
      ),
    );
  });

  it('returns 99 % in simulated play, within a 99.9 % confidence interval of the exact variance', () => {
    const target = 200;
    const chance = toNumber(crashReachChance(target));
    const variance = 4 * chance * (1 - chance);
    const rounds = 200_000;
    const result = simulate(
      rounds,
      (rng) => (playCrash({ target, amount: 1n }, rng).won ? 2 : 0),
      seededRounds(SEED, 'crash-rtp'),
    );
    expect(Math.abs(result.mean - toNumber(crashRtp(target)))).toBeLessThan(confidenceHalfWidth(variance, rounds));
  });

  it('replays a round from its seeds', () => {
    const seeds = { serverSeed: SEED, clientSeed: 'replay', nonce: 3 };
    const round = verifyCrashRound(seeds, { target: 150, amount: 10n });
    expect(verifyCrashRound(seeds, { target: 150, amount: 10n })).toEqual(round);
    const points = [4, 5, 6, 7].map(
      (nonce) => verifyCrashRound({ ...seeds, nonce }, { target: 150, amount: 10n }).point,
    );
    expect(new Set(points).size).toBeGreaterThan(1);
  });
});
