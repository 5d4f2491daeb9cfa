/**
 * The betting layout of the European table as data, and the bets built from the player's clicks on
 * it. Pure (no DOM), so the shapes can be checked against the engine's validator.
 *
 * Geometry, in the desktop (horizontal) grid: column 1 is the zero, columns 2–13 the twelve rows of
 * numbers (3r+1 … 3r+3), column 14 the "2 to 1" column bets; grid rows 1–3 hold the numbers (3, 6 …
 * on top, 1, 4 … at the bottom), row 4 the dozens, row 5 the even-money bets. A phone turns the
 * table upright: `upright()` maps an area to that grid.
 */

export type SpotType =
  | 'straight'
  | 'split'
  | 'street'
  | 'trio'
  | 'corner'
  | 'firstFour'
  | 'sixLine'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

/** Grid cells an element covers: first and last row, first and last column (1-based, inclusive). */
export interface Area {
  rows: readonly [number, number];
  cols: readonly [number, number];
}

export interface Spot {
  id: string;
  type: SpotType;
  numbers?: readonly number[];
  index?: number;
  area: Area;
  /** Where a chip sits: on a cell, on an edge or corner between cells, or on the outer line of a row. */
  place: 'cell' | 'between' | 'line';
}

export const RED: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** The order of the pockets round the single-zero wheel, clockwise from the zero. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];

export const colourOf = (n: number): 'red' | 'black' | 'green' => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

const colOf = (n: number) => 2 + Math.floor((n - 1) / 3);
const rowOf = (n: number) => 3 - ((n - 1) % 3);
const one = (row: number, col: number): Area => ({ rows: [row, row], cols: [col, col] });

/** Every place on the table a chip can go, inside bets included. */
export function tableSpots(): Spot[] {
  const spots: Spot[] = [];
  const add = (type: SpotType, numbers: number[], area: Area, place: Spot['place']) =>
    spots.push({ id: `${type}:${numbers.join('-')}`, type, numbers, area, place });
  add('straight', [0], { rows: [1, 3], cols: [1, 1] }, 'cell');
  for (let n = 1; n <= 36; n++) add('straight', [n], one(rowOf(n), colOf(n)), 'cell');
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0)
      add('split', [n, n + 1], { rows: [rowOf(n) - 1, rowOf(n)], cols: [colOf(n), colOf(n)] }, 'between');
    if (n <= 33) add('split', [n, n + 3], { rows: [rowOf(n), rowOf(n)], cols: [colOf(n), colOf(n) + 1] }, 'between');
    if (n % 3 !== 0 && n <= 32) {
      add(
        'corner',
        [n, n + 1, n + 3, n + 4],
        { rows: [rowOf(n) - 1, rowOf(n)], cols: [colOf(n), colOf(n) + 1] },
        'between',
      );
    }
  }
  for (const k of [1, 2, 3]) add('split', [0, k], { rows: [rowOf(k), rowOf(k)], cols: [1, 2] }, 'between');
  add('trio', [0, 1, 2], { rows: [2, 3], cols: [1, 2] }, 'between');
  add('trio', [0, 2, 3], { rows: [1, 2], cols: [1, 2] }, 'between');
  add('firstFour', [0, 1, 2, 3], { rows: [1, 3], cols: [1, 2] }, 'line');
  for (let r = 0; r < 12; r++)
    add('street', [3 * r + 1, 3 * r + 2, 3 * r + 3], { rows: [1, 3], cols: [2 + r, 2 + r] }, 'line');
  for (let r = 0; r < 11; r++) {
    add(
      'sixLine',
      [3 * r + 1, 3 * r + 2, 3 * r + 3, 3 * r + 4, 3 * r + 5, 3 * r + 6],
      { rows: [1, 3], cols: [2 + r, 3 + r] },
      'line',
    );
  }
  for (const index of [1, 2, 3]) {
    spots.push({ id: `column:${index}`, type: 'column', index, area: one(4 - index, 14), place: 'cell' });
    spots.push({
      id: `dozen:${index}`,
      type: 'dozen',
      index,
      area: { rows: [4, 4], cols: [2 + 4 * (index - 1), 5 + 4 * (index - 1)] },
      place: 'cell',
    });
  }
  (['low', 'even', 'red', 'black', 'odd', 'high'] as const).forEach((type, i) => {
    spots.push({ id: type, type, area: { rows: [5, 5], cols: [2 + 2 * i, 3 + 2 * i] }, place: 'cell' });
  });
  return spots;
}

/** The same area on the upright (phone) table: the zero on top, the numbers in twelve rows of three. */
export function upright(area: Area): Area {
  const col = (row: number) => (row <= 3 ? 4 - row : row);
  const a = col(area.rows[0]);
  const b = col(area.rows[1]);
  return { rows: area.cols, cols: [Math.min(a, b), Math.max(a, b)] };
}

/** The numbers a spot covers. */
export function covered(spot: Spot): number[] {
  if (spot.numbers) return [...spot.numbers];
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (spot.type) {
    case 'dozen':
      return all.filter((n) => Math.ceil(n / 12) === spot.index);
    case 'column':
      return all.filter((n) => (n - (spot.index ?? 0)) % 3 === 0);
    case 'red':
      return all.filter((n) => RED.has(n));
    case 'black':
      return all.filter((n) => !RED.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
    default:
      return [];
  }
}

export type Bets = ReadonlyMap<string, number>;

export interface BetLimits {
  /** The smallest amount on one spot. */
  min: number;
  /** The largest amount on one spot, and of all the bets together. */
  max: number;
}

export const TABLE_LIMITS: BetLimits = { min: 10, max: 50_000 };

export const totalOf = (bets: Bets): number => [...bets.values()].reduce((sum, amount) => sum + amount, 0);

/** Adds a chip to a spot; refused (with why) when the spot or the table would pass the maximum. */
export function addChip(
  bets: Bets,
  spot: string,
  chip: number,
  limits = TABLE_LIMITS,
): { bets: Bets; refused?: 'limit' } {
  const next = (bets.get(spot) ?? 0) + chip;
  if (next > limits.max || totalOf(bets) + chip > limits.max) return { bets, refused: 'limit' };
  return { bets: new Map(bets).set(spot, Math.max(next, limits.min)) };
}

/** Takes a chip off a spot; a spot left below the minimum is cleared. */
export function removeChip(bets: Bets, spot: string, chip: number, limits = TABLE_LIMITS): Bets {
  const left = (bets.get(spot) ?? 0) - chip;
  const next = new Map(bets);
  if (left < limits.min) next.delete(spot);
  else next.set(spot, left);
  return next;
}

export type RouletteBetParam =
  | { type: SpotType; numbers: number[]; amount: number }
  | { type: SpotType; index: number; amount: number }
  | { type: SpotType; amount: number };

/** The round's parameters for the studio: one bet a spot, as shared/games/roulette-table.ts takes them. */
export function betParams(bets: Bets, spots: readonly Spot[]): RouletteBetParam[] {
  const byId = new Map(spots.map((spot) => [spot.id, spot]));
  return [...bets].flatMap(([id, amount]) => {
    const spot = byId.get(id);
    if (!spot || amount <= 0) return [];
    if (spot.numbers) return [{ type: spot.type, numbers: [...spot.numbers], amount }];
    if (spot.index !== undefined) return [{ type: spot.type, index: spot.index, amount }];
    return [{ type: spot.type, amount }];
  });
}

/** The spot a bet of a settled round was placed on (for "repeat" and for marking wins). */
export function spotIdOf(bet: { type: string; numbers?: readonly number[]; index?: number }): string {
  if (bet.numbers) return `${bet.type}:${[...bet.numbers].sort((a, b) => a - b).join('-')}`;
  if (bet.index !== undefined) return `${bet.type}:${bet.index}`;
  return bet.type;
}
