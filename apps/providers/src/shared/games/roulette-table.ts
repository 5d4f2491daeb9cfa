/**
 * The European roulette table (single zero): the layout, every bet and what it covers, and the
 * validator that refuses bets the table does not have (a split of numbers that do not touch, a
 * corner that is not a square, …).
 *
 * Layout: 1–36 in twelve rows of three (row r holds 3r+1, 3r+2, 3r+3; columns are 1-4-7…, 2-5-8…,
 * 3-6-9…), the zero above the first row, touching 1, 2 and 3.
 */

export const POCKETS = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type InsideBetType = 'straight' | 'split' | 'street' | 'trio' | 'corner' | 'firstFour' | 'sixLine';
export type GroupBetType = 'dozen' | 'column';
export type EvenBetType = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export type RouletteBetType = InsideBetType | GroupBetType | EvenBetType;

export type RouletteBet =
  | { readonly type: InsideBetType; readonly numbers: readonly number[]; readonly amount: bigint }
  | { readonly type: GroupBetType; readonly index: number; readonly amount: bigint }
  | { readonly type: EvenBetType; readonly amount: bigint };

/** Winnings to one for each bet type; a winning bet returns its amount × (payout + 1). */
export const ROULETTE_PAYOUTS: Readonly<Record<RouletteBetType, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  trio: 11,
  corner: 8,
  firstFour: 8,
  sixLine: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const numbers = range(1, 36);
const row = (r: number) => [3 * r + 1, 3 * r + 2, 3 * r + 3];

/** Every combination the table offers for each inside bet, as sorted lists. */
export const INSIDE_BETS: Readonly<Record<InsideBetType, readonly (readonly number[])[]>> = {
  straight: range(0, 36).map((n) => [n]),
  split: [
    ...[1, 2, 3].map((n) => [0, n]),
    ...numbers.filter((n) => n % 3 !== 0).map((n) => [n, n + 1]),
    ...numbers.filter((n) => n <= 33).map((n) => [n, n + 3]),
  ],
  street: range(0, 11).map(row),
  trio: [
    [0, 1, 2],
    [0, 2, 3],
  ],
  corner: numbers.filter((n) => n % 3 !== 0 && n <= 32).map((n) => [n, n + 1, n + 3, n + 4]),
  firstFour: [[0, 1, 2, 3]],
  sixLine: range(0, 10).map((r) => [...row(r), ...row(r + 1)]),
};

const insideKeys = Object.fromEntries(
  Object.entries(INSIDE_BETS).map(([type, sets]) => [type, new Set(sets.map((set) => set.join('-')))]),
) as Record<InsideBetType, Set<string>>;

const EVEN_BETS: Readonly<Record<EvenBetType, (n: number) => boolean>> = {
  red: (n) => RED_NUMBERS.has(n),
  black: (n) => n > 0 && !RED_NUMBERS.has(n),
  odd: (n) => n > 0 && n % 2 === 1,
  even: (n) => n > 0 && n % 2 === 0,
  low: (n) => n >= 1 && n <= 18,
  high: (n) => n >= 19,
};

export type RouletteBetError = 'unknown_type' | 'bad_amount' | 'bad_numbers' | 'not_on_table' | 'bad_index';

export interface BetLimits {
  /** Smallest amount of one bet, in minor units. */
  readonly min: bigint;
  /** Largest amount of one bet, in minor units. */
  readonly max: bigint;
}

const isInside = (type: string): type is InsideBetType => type in INSIDE_BETS;
const isEven = (type: string): type is EvenBetType => type in EVEN_BETS;

/** The numbers a bet covers, or why the table does not take it. */
export function coveredNumbers(
  bet: RouletteBet,
  limits?: BetLimits,
): { ok: true; numbers: readonly number[] } | { ok: false; error: RouletteBetError } {
  if (typeof bet.amount !== 'bigint' || bet.amount <= 0n) return { ok: false, error: 'bad_amount' };
  if (limits && (bet.amount < limits.min || bet.amount > limits.max)) return { ok: false, error: 'bad_amount' };
  if (isInside(bet.type) && 'numbers' in bet) {
    const list = bet.numbers;
    if (!Array.isArray(list) || list.some((n) => !Number.isInteger(n) || n < 0 || n > 36)) {
      return { ok: false, error: 'bad_numbers' };
    }
    const sorted = [...list].sort((a, b) => a - b);
    if (!insideKeys[bet.type].has(sorted.join('-'))) return { ok: false, error: 'not_on_table' };
    return { ok: true, numbers: sorted };
  }
  if ((bet.type === 'dozen' || bet.type === 'column') && 'index' in bet) {
    const { index } = bet;
    if (index !== 1 && index !== 2 && index !== 3) return { ok: false, error: 'bad_index' };
    const covered =
      bet.type === 'dozen' ? range(12 * index - 11, 12 * index) : numbers.filter((n) => (n - index) % 3 === 0);
    return { ok: true, numbers: covered };
  }
  if (isEven(bet.type)) return { ok: true, numbers: numbers.filter(EVEN_BETS[bet.type]) };
  return { ok: false, error: 'unknown_type' };
}
