/**
 * European roulette: one spin settles a list of bets. The pocket is int(37) from the round's
 * RandomSource. Every bet covering k numbers returns 36 / k times its amount when it wins, so every
 * bet has the same exact RTP, 36 / 37.
 */

import { type FairSeeds, fairRandom } from '../../../shared/games/provably-fair.js';
import type { RandomSource } from '../../../shared/games/random.js';
import { ratio, toNumber } from '../../../shared/games/rational.js';
import {
  type BetLimits,
  coveredNumbers,
  INSIDE_BETS,
  POCKETS,
  RED_NUMBERS,
  ROULETTE_PAYOUTS,
  type RouletteBet,
  type RouletteBetError,
} from '../../../shared/games/roulette-table.js';
import type { GameInfo } from '../game.js';
import { once } from '../game.js';

export interface SettledBet {
  readonly bet: RouletteBet;
  readonly numbers: readonly number[];
  readonly won: boolean;
  /** What the bet returns: amount × (payout + 1) when it wins, 0 when it loses. */
  readonly payout: bigint;
}

export interface RouletteSpin {
  readonly pocket: number;
  readonly color: 'red' | 'black' | 'green';
  readonly bets: readonly SettledBet[];
  readonly stake: bigint;
  readonly payout: bigint;
}

export interface RouletteOptions {
  readonly limits?: BetLimits;
  /** Most bets in one spin; 200 unless set. */
  readonly maxBets?: number;
}

export type RouletteValidation =
  | { readonly ok: true; readonly numbers: readonly (readonly number[])[] }
  | {
      readonly ok: false;
      readonly errors: readonly {
        readonly index: number;
        readonly error: RouletteBetError | 'no_bets' | 'too_many_bets';
      }[];
    };

/** Checks every bet of a spin; names each refused bet by its index. */
export function validateRouletteBets(bets: readonly RouletteBet[], options: RouletteOptions = {}): RouletteValidation {
  if (bets.length === 0) return { ok: false, errors: [{ index: -1, error: 'no_bets' }] };
  if (bets.length > (options.maxBets ?? 200)) return { ok: false, errors: [{ index: -1, error: 'too_many_bets' }] };
  const numbers: (readonly number[])[] = [];
  const errors: { index: number; error: RouletteBetError }[] = [];
  bets.forEach((bet, index) => {
    const covered = coveredNumbers(bet, options.limits);
    if (covered.ok) numbers.push(covered.numbers);
    else errors.push({ index, error: covered.error });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, numbers };
}

export const pocketColor = (pocket: number): RouletteSpin['color'] =>
  pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black';

/** Settles valid bets on a known pocket. */
export function settleRoulette(
  bets: readonly RouletteBet[],
  pocket: number,
  options: RouletteOptions = {},
): RouletteSpin {
  const validation = validateRouletteBets(bets, options);
  if (!validation.ok) throw new RangeError(`refused bets: ${JSON.stringify(validation.errors)}`);
  const settled = bets.map((bet, i): SettledBet => {
    const numbers = validation.numbers[i] ?? [];
    const won = numbers.includes(pocket);
    return { bet, numbers, won, payout: won ? (bet.amount * 36n) / BigInt(numbers.length) : 0n };
  });
  return {
    pocket,
    color: pocketColor(pocket),
    bets: settled,
    stake: bets.reduce((total, bet) => total + bet.amount, 0n),
    payout: settled.reduce((total, bet) => total + bet.payout, 0n),
  };
}

/** Validates the bets, spins the wheel and settles them. */
export function spinRoulette(
  bets: readonly RouletteBet[],
  rng: RandomSource,
  options: RouletteOptions = {},
): RouletteSpin {
  const validation = validateRouletteBets(bets, options);
  if (!validation.ok) throw new RangeError(`refused bets: ${JSON.stringify(validation.errors)}`);
  return settleRoulette(bets, rng.int(POCKETS), options);
}

/** Recomputes a provably fair spin from its revealed seeds and the bets placed. */
export function verifyRouletteSpin(seeds: FairSeeds, bets: readonly RouletteBet[]): RouletteSpin {
  return spinRoulette(bets, fairRandom(seeds));
}

const BET_NAMES: Record<string, string> = {
  straight: 'Straight up',
  split: 'Split',
  street: 'Street',
  trio: 'Trio (0-1-2 or 0-2-3)',
  corner: 'Corner',
  firstFour: 'First four (0-1-2-3)',
  sixLine: 'Six line',
  dozen: 'Dozen (1–12, 13–24, 25–36)',
  column: 'Column',
  red: 'Red',
  black: 'Black',
  odd: 'Odd',
  even: 'Even',
  low: 'Low (1–18)',
  high: 'High (19–36)',
};

const coverage = (type: string) =>
  type in INSIDE_BETS
    ? (INSIDE_BETS[type as keyof typeof INSIDE_BETS][0]?.length ?? 0)
    : type === 'dozen' || type === 'column'
      ? 12
      : 18;

export const RTP_ROULETTE = ratio(36, 37);

export const rouletteInfo: GameInfo = {
  id: 'european-roulette',
  name: 'European Roulette',
  kind: 'roulette',
  help: {
    rules: [
      'A single-zero wheel of 37 pockets, 0 to 36. Place any number of bets on the table, then spin; every bet is settled on the pocket the ball lands in.',
      'Inside bets cover numbers that touch on the table: two for a split, a row of three for a street, a square of four for a corner, two rows for a six line; the zero splits with 1, 2 and 3 and forms the trios 0-1-2 and 0-2-3 and the first four 0-1-2-3.',
      'Outside bets (dozens, columns, red/black, odd/even, low/high) lose when the ball lands on zero.',
      'A winning bet returns its stake plus the payout shown. Every bet has the same theoretical return to player: 36 / 37 = 97.30 %.',
    ],
    tables: [
      {
        title: 'Bets and payouts',
        columns: ['Bet', 'Numbers', 'Pays', 'Chance'],
        rows: Object.entries(ROULETTE_PAYOUTS).map(([type, pays]) => [
          BET_NAMES[type] ?? type,
          coverage(type),
          `${pays} to 1`,
          `${coverage(type)} in 37`,
        ]),
      },
    ],
  },
  rtp: once(() => ({
    value: toNumber(RTP_ROULETTE),
    exact: RTP_ROULETTE,
    method: 'Exact: a bet covering k of the 37 pockets wins with chance k / 37 and returns 36 / k.',
  })),
};
