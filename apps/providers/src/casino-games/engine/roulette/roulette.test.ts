import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../../shared/games/provably-fair.js';
import { toPercent } from '../../../shared/games/rational.js';
import {
  coveredNumbers,
  INSIDE_BETS,
  ROULETTE_PAYOUTS,
  type RouletteBet,
} from '../../../shared/games/roulette-table.js';
import { confidenceHalfWidth, seededRounds, simulate } from '../simulation.js';
import { rouletteInfo, settleRoulette, spinRoulette, validateRouletteBets, verifyRouletteSpin } from './roulette.js';

const bet = (type: string, rest: object = {}, amount = 100n) => ({ type, amount, ...rest }) as RouletteBet;
const seeds = { serverSeed: '5e'.repeat(32), clientSeed: 'roulette', nonce: 3 };

describe('roulette bet validation', () => {
  it('offers the combinations of a European table', () => {
    expect(INSIDE_BETS.straight).toHaveLength(37);
    expect(INSIDE_BETS.split).toHaveLength(60);
    expect(INSIDE_BETS.street).toHaveLength(12);
    expect(INSIDE_BETS.corner).toHaveLength(22);
    expect(INSIDE_BETS.sixLine).toHaveLength(11);
  });

  it('accepts bets on numbers that touch, in any order', () => {
    for (const [type, numbers] of [
      ['split', [5, 2]],
      ['split', [2, 3]],
      ['split', [0, 3]],
      ['street', [34, 35, 36]],
      ['trio', [2, 0, 1]],
      ['corner', [5, 9, 6, 8]],
      ['firstFour', [0, 1, 2, 3]],
      ['sixLine', [31, 32, 33, 34, 35, 36]],
    ] as const) {
      expect(coveredNumbers(bet(type, { numbers }))).toEqual({ ok: true, numbers: [...numbers].sort((a, b) => a - b) });
    }
  });

  it('refuses combinations the table does not have', () => {
    for (const [type, numbers] of [
      ['split', [3, 4]], // end of one row, start of the next
      ['split', [1, 5]],
      ['split', [0, 4]],
      ['split', [7, 7]],
      ['street', [2, 3, 4]],
      ['trio', [0, 1, 3]],
      ['corner', [3, 4, 6, 7]],
      ['corner', [1, 2, 3, 4]],
      ['sixLine', [1, 2, 3, 7, 8, 9]],
      ['straight', [37]],
      ['straight', [1, 2]],
    ] as const) {
      expect(coveredNumbers(bet(type, { numbers }))).toMatchObject({ ok: false });
    }
    expect(coveredNumbers(bet('straight', { numbers: [1.5] }))).toEqual({ ok: false, error: 'bad_numbers' });
    expect(coveredNumbers(bet('dozen', { index: 4 }))).toEqual({ ok: false, error: 'bad_index' });
    expect(coveredNumbers(bet('voisins'))).toEqual({ ok: false, error: 'unknown_type' });
    expect(coveredNumbers(bet('red', {}, 0n))).toEqual({ ok: false, error: 'bad_amount' });
    expect(coveredNumbers(bet('red', {}, 50n), { min: 100n, max: 1000n })).toEqual({ ok: false, error: 'bad_amount' });
  });

  it('names each refused bet of a spin and refuses empty spins', () => {
    expect(validateRouletteBets([])).toEqual({ ok: false, errors: [{ index: -1, error: 'no_bets' }] });
    expect(validateRouletteBets([bet('red'), bet('split', { numbers: [3, 4] })])).toEqual({
      ok: false,
      errors: [{ index: 1, error: 'not_on_table' }],
    });
    expect(() => spinRoulette([bet('corner', { numbers: [1, 2, 3, 4] })], fairRandom(seeds))).toThrow(RangeError);
  });
});

describe('roulette settlement', () => {
  it('pays each bet its table odds on the pocket', () => {
    const bets = [
      bet('straight', { numbers: [17] }),
      bet('split', { numbers: [17, 20] }),
      bet('street', { numbers: [16, 17, 18] }),
      bet('corner', { numbers: [13, 14, 16, 17] }),
      bet('sixLine', { numbers: [13, 14, 15, 16, 17, 18] }),
      bet('dozen', { index: 2 }),
      bet('column', { index: 2 }),
      bet('black'),
      bet('odd'),
      bet('low'),
      bet('red'),
      bet('firstFour', { numbers: [0, 1, 2, 3] }),
    ];
    const spin = settleRoulette(bets, 17);
    expect(spin.color).toBe('black');
    expect(spin.bets.map((settled) => settled.payout)).toEqual([
      3600n,
      1800n,
      1200n,
      900n,
      600n,
      300n,
      300n,
      200n,
      200n,
      200n,
      0n,
      0n,
    ]);
    expect(spin.stake).toBe(1200n);
    expect(spin.payout).toBe(9300n);
  });

  it('loses every outside bet on zero', () => {
    const outside = ['red', 'black', 'odd', 'even', 'low', 'high'].map((type) => bet(type));
    const spin = settleRoulette([...outside, bet('dozen', { index: 1 }), bet('trio', { numbers: [0, 1, 2] })], 0);
    expect(spin.color).toBe('green');
    expect(spin.payout).toBe(1200n);
  });

  it('returns 36 / k of a bet covering k numbers, so every bet returns 36 / 37', () => {
    for (const [type, pays] of Object.entries(ROULETTE_PAYOUTS)) {
      const sample: RouletteBet =
        type in INSIDE_BETS
          ? bet(type, { numbers: INSIDE_BETS[type as keyof typeof INSIDE_BETS][0] })
          : bet(type, { index: 1 });
      const covered = coveredNumbers(sample);
      if (!covered.ok) throw new Error(type);
      expect((pays + 1) * covered.numbers.length).toBe(36);
    }
    expect(toPercent(rouletteInfo.rtp().exact!)).toBe('97.2973');
  });

  it('never pays a negative or fractional amount, and pays at most 36 times the stake', () => {
    const anyBet = fc.oneof(
      fc.constantFrom(...Object.values(INSIDE_BETS).flat()).map((numbers) => ({ numbers })),
      fc.integer({ min: 1, max: 3 }).map((index) => ({ index })),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(anyBet, fc.bigInt({ min: 1n, max: 10n ** 9n })), { minLength: 1, maxLength: 20 }),
        fc.nat(36),
        (parts, pocket) => {
          const bets = parts.map(([spot, amount]): RouletteBet => {
            if ('index' in spot) return { type: 'column', index: spot.index, amount };
            const type = (Object.keys(INSIDE_BETS) as (keyof typeof INSIDE_BETS)[]).find((t) =>
              INSIDE_BETS[t].some((set) => set.join() === spot.numbers.join()),
            )!;
            return { type, numbers: spot.numbers, amount };
          });
          const spin = settleRoulette(bets, pocket);
          return spin.payout >= 0n && spin.payout <= spin.stake * 36n && spin.bets.every((b) => b.payout >= 0n);
        },
      ),
    );
  });

  it('returns 36 / 37 in simulated play, within a 99.9 % confidence interval of the exact variance', () => {
    const bets = [
      bet('straight', { numbers: [7] }, 1n),
      bet('corner', { numbers: [1, 2, 4, 5] }, 2n),
      bet('red', {}, 3n),
    ];
    const stake = 6;
    // Exact mean and variance of the return per unit staked, over the 37 pockets.
    const returns = Array.from({ length: 37 }, (_, pocket) => Number(settleRoulette(bets, pocket).payout) / stake);
    const mean = returns.reduce((a, b) => a + b, 0) / 37;
    const variance = returns.reduce((a, b) => a + (b - mean) ** 2, 0) / 37;
    expect(mean).toBeCloseTo(36 / 37, 14);
    const rounds = 200_000;
    const result = simulate(
      rounds,
      (rng) => Number(spinRoulette(bets, rng).payout) / stake,
      seededRounds(seeds.serverSeed, 'roulette-rtp'),
    );
    expect(Math.abs(result.mean - 36 / 37)).toBeLessThan(confidenceHalfWidth(variance, rounds));
  });

  it('replays a provably fair spin from its seeds', () => {
    const bets = [bet('straight', { numbers: [0] })];
    const spin = spinRoulette(bets, fairRandom(seeds));
    expect(verifyRouletteSpin(seeds, bets)).toEqual(spin);
    const pockets = Array.from({ length: 8 }, (_, nonce) => verifyRouletteSpin({ ...seeds, nonce }, bets).pocket);
    expect(new Set(pockets).size).toBeGreaterThan(1);
  });
});
