/**
 * Dice: a roll of 0.00 to 99.99 (int(10000) hundredths). The player bets the roll lands over or under
 * a target; with w of the 10,000 rolls winning, a win pays (1 − 1 %) / (w / 10,000) = 9,900 / w times
 * the stake, so every bet has the exact RTP 99 % before the payout is rounded down to the minor unit.
 */

import { assertStake, payout } from '../../../shared/games/money.js';
import { type FairSeeds, fairRandom } from '../../../shared/games/provably-fair.js';
import type { RandomSource } from '../../../shared/games/random.js';
import { type Ratio, ratio, toNumber } from '../../../shared/games/rational.js';
import type { GameInfo } from '../game.js';
import { floorDecimals, once } from '../game.js';

export const DICE_ROLLS = 10_000;
/** The house keeps 1 %: the multiplier is 99 % of the fair one. */
export const DICE_RETURN = ratio(99, 100);
/** Win chances allowed: 0.01 % to 98 % (1 to 9,800 winning rolls). */
export const DICE_MIN_WINNING = 1;
export const DICE_MAX_WINNING = 9_800;

export type DiceDirection = 'over' | 'under';

export interface DiceBet {
  /** In hundredths: 5000 is 50.00. */
  readonly target: number;
  readonly direction: DiceDirection;
  readonly amount: bigint;
}

export interface DiceRound {
  readonly bet: DiceBet;
  /** In hundredths, 0 … 9999. */
  readonly roll: number;
  readonly won: boolean;
  readonly multiplier: Ratio;
  readonly payout: bigint;
}

/** How many of the 10,000 rolls win: over t wins on t+1 … 9999, under t on 0 … t−1. */
export function diceWinningRolls(target: number, direction: DiceDirection): number {
  return direction === 'over' ? DICE_ROLLS - 1 - target : target;
}

/** The payout multiplier of a bet that w rolls win: 9,900 / w. */
export function diceMultiplier(winning: number): Ratio {
  return ratio(DICE_RETURN.num * BigInt(DICE_ROLLS), DICE_RETURN.den * BigInt(winning));
}

export type DiceBetError = 'bad_target' | 'bad_direction' | 'bad_chance' | 'bad_amount';

export function validateDiceBet(bet: DiceBet): DiceBetError | null {
  if (typeof bet.amount !== 'bigint' || bet.amount <= 0n) return 'bad_amount';
  if (bet.direction !== 'over' && bet.direction !== 'under') return 'bad_direction';
  if (!Number.isInteger(bet.target) || bet.target < 0 || bet.target >= DICE_ROLLS) return 'bad_target';
  const winning = diceWinningRolls(bet.target, bet.direction);
  return winning < DICE_MIN_WINNING || winning > DICE_MAX_WINNING ? 'bad_chance' : null;
}

/** Rolls the die and settles the bet. */
export function rollDice(bet: DiceBet, rng: RandomSource): DiceRound {
  const error = validateDiceBet(bet);
  if (error) throw new RangeError(`refused dice bet: ${error}`);
  assertStake(bet.amount);
  const roll = rng.int(DICE_ROLLS);
  const won = bet.direction === 'over' ? roll > bet.target : roll < bet.target;
  const multiplier = diceMultiplier(diceWinningRolls(bet.target, bet.direction));
  return { bet, roll, won, multiplier, payout: won ? payout(bet.amount, multiplier) : 0n };
}

/** "42.07" */
export const formatRoll = (roll: number): string => `${Math.floor(roll / 100)}.${String(roll % 100).padStart(2, '0')}`;

export function verifyDiceRoll(seeds: FairSeeds, bet: DiceBet): DiceRound {
  return rollDice(bet, fairRandom(seeds));
}

/** The exact RTP of any dice bet: chance × multiplier = (w / 10,000) × (9,900 / w). */
export function diceRtp(winning: number): Ratio {
  const chance = ratio(winning, DICE_ROLLS);
  const multiplier = diceMultiplier(winning);
  return ratio(chance.num * multiplier.num, chance.den * multiplier.den);
}

export const diceInfo: GameInfo = {
  id: 'dice',
  name: 'Dice',
  kind: 'instant',
  help: {
    rules: [
      'Pick a target between 0.00 and 99.99 and bet that the roll lands over it or under it. The roll is a number from 0.00 to 99.99, each equally likely.',
      'The win chance is the share of rolls that win, from 0.01 % to 98 %. A win pays 99 % ÷ win chance times the stake (shown to four decimals, paid exactly, rounded down to the currency’s smallest unit).',
      'A roll equal to the target loses. Theoretical return to player: 99.00 % for every target.',
    ],
    tables: [
      {
        title: 'Examples',
        columns: ['Bet', 'Win chance', 'Multiplier'],
        rows: [
          [`Under 50.00`, '50.00 %', floorDecimals(diceMultiplier(5_000), 4)],
          [`Over 49.99`, '50.00 %', floorDecimals(diceMultiplier(5_000), 4)],
          [`Under 25.00`, '25.00 %', floorDecimals(diceMultiplier(2_500), 4)],
          [`Over 89.99`, '10.00 %', floorDecimals(diceMultiplier(1_000), 4)],
          [`Under 2.00`, '2.00 %', floorDecimals(diceMultiplier(200), 4)],
          [`Under 98.00`, '98.00 %', floorDecimals(diceMultiplier(9_800), 4)],
        ],
      },
    ],
  },
  rtp: once(() => ({
    value: toNumber(DICE_RETURN),
    exact: DICE_RETURN,
    method: 'Exact: w of 10,000 equally likely rolls win and pay 9,900 / w, so chance × multiplier = 99 / 100.',
  })),
};
