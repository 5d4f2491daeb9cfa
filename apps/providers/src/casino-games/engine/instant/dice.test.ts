import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../../shared/games/provably-fair.js';
import { ratio } from '../../../shared/games/rational.js';
import { confidenceHalfWidth, seededRounds, simulate } from '../simulation.js';
import {
  diceMultiplier,
  diceRtp,
  diceWinningRolls,
  formatRoll,
  rollDice,
  validateDiceBet,
  verifyDiceRoll,
} from './dice.js';

const SEED = '1d'.repeat(32);

describe('dice', () => {
  it('counts winning rolls and pays 99 % of the fair multiplier, exactly', () => {
    expect(diceWinningRolls(5_000, 'under')).toBe(5_000);
    expect(diceWinningRolls(4_999, 'over')).toBe(5_000);
    expect(diceMultiplier(5_000)).toEqual(ratio(198, 100));
    expect(diceMultiplier(3_333)).toEqual(ratio(9_900, 3_333));
    expect(diceMultiplier(1)).toEqual(ratio(9_900));
    for (const winning of [1, 7, 3_333, 5_000, 9_800]) expect(diceRtp(winning)).toEqual(ratio(99, 100));
  });

  it('settles on the roll: over and under exclude the target itself', () => {
    const at = (roll: number) => ({ int: () => roll, float: () => 0 });
    const under = { target: 5_000, direction: 'under', amount: 1_000n } as const;
    expect(rollDice(under, at(4_999))).toMatchObject({ won: true, payout: 1_980n });
    expect(rollDice(under, at(5_000))).toMatchObject({ won: false, payout: 0n });
    const over = { target: 9_899, direction: 'over', amount: 7n } as const;
    // 100 winning rolls pay 99×: 693.
    expect(rollDice(over, at(9_900))).toMatchObject({ won: true, payout: 693n });
    expect(rollDice(over, at(9_899)).won).toBe(false);
    // 3,333 winning rolls: 100 × 9,900 / 3,333 = 297.02…, paid 297.
    expect(rollDice({ target: 3_333, direction: 'under', amount: 100n }, at(0)).payout).toBe(297n);
    expect(formatRoll(4_207)).toBe('42.07');
    expect(formatRoll(5)).toBe('0.05');
  });

  it('refuses targets outside 0.01 %–98 % and malformed bets', () => {
    expect(validateDiceBet({ target: 0, direction: 'under', amount: 1n })).toBe('bad_chance');
    expect(validateDiceBet({ target: 9_801, direction: 'under', amount: 1n })).toBe('bad_chance');
    expect(validateDiceBet({ target: 9_999, direction: 'over', amount: 1n })).toBe('bad_chance');
    expect(validateDiceBet({ target: 198, direction: 'over', amount: 1n })).toBe('bad_chance');
    expect(validateDiceBet({ target: 50.5, direction: 'under', amount: 1n })).toBe('bad_target');
    expect(validateDiceBet({ target: 5_000, direction: 'under', amount: 0n })).toBe('bad_amount');
    expect(() =>
      rollDice(
        { target: 0, direction: 'under', amount: 1n },
        fairRandom({ serverSeed: SEED, clientSeed: 'c', nonce: 0 }),
      ),
    ).toThrow(RangeError);
  });

  it('pays a whole, non-negative amount no larger than the exact multiple', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_800 }),
        fc.constantFrom('over' as const, 'under' as const),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.nat(),
        (winning, direction, amount, nonce) => {
          const target = direction === 'under' ? winning : 9_999 - winning;
          const round = verifyDiceRoll({ serverSeed: SEED, clientSeed: 'p', nonce }, { target, direction, amount });
          const exact = amount * 9_900n;
          const { payout } = round;
          return (
            payout >= 0n &&
            (!round.won || (payout * BigInt(winning) <= exact && exact < (payout + 1n) * BigInt(winning)))
          );
        },
      ),
    );
  });

  it('returns 99 % in simulated play, within a 99.9 % confidence interval of the exact variance', () => {
    const bet = { target: 2_500, direction: 'under', amount: 1n } as const;
    // Return 3.96 with chance 1/4: variance 3.96² × 1/4 − 0.99².
    const variance = 3.96 ** 2 / 4 - 0.99 ** 2;
    const rounds = 200_000;
    const result = simulate(rounds, (rng) => (rollDice(bet, rng).won ? 3.96 : 0), seededRounds(SEED, 'dice-rtp'));
    expect(Math.abs(result.mean - 0.99)).toBeLessThan(confidenceHalfWidth(variance, rounds));
  });

  it('replays a roll from its seeds and changes with the client seed', () => {
    const seeds = { serverSeed: SEED, clientSeed: 'replay', nonce: 9 };
    const bet = { target: 5_000, direction: 'over', amount: 10n } as const;
    expect(verifyDiceRoll(seeds, bet)).toEqual(rollDice(bet, fairRandom(seeds)));
    const rolls = ['a', 'b', 'c', 'd'].map((clientSeed) => verifyDiceRoll({ ...seeds, clientSeed }, bet).roll);
    expect(new Set(rolls).size).toBeGreaterThan(1);
  });
});
