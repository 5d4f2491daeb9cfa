/**
 * The roulette betting layout as data: which spots it has (by the studio's names, `straight:17`,
 * `split:1-2`, `corner:1-2-4-5`, `dozen:1`, `red`, …), the numbers each covers and where each sits.
 *
 * The grid is fourteen equal columns: the zero, the twelve rows of numbers (3r+1 … 3r+3, the 3s on
 * top), the "2 to 1" column bets; grid rows 1–3 hold the numbers, row 4 the dozens, row 5 the
 * even-money bets. Splits and corners sit on the lines between numbers, centred on their area.
 */

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type PocketColour = 'red' | 'black' | 'green';

export const colourOf = (n: number): PocketColour => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');

export type OutsideKind = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';

export interface LayoutSpot {
  /** The studio's name of the bet. */
  id: string;
  kind: 'straight' | 'split' | 'corner' | 'dozen' | 'column' | OutsideKind;
  numbers: readonly number[];
  /** Grid lines (1-based): first row, first column, rows and columns spanned. */
  row: number;
  col: number;
  rows: number;
  cols: number;
  /** A spot on a line between numbers rather than a cell. */
  between: boolean;
}

const colOf = (n: number) => 2 + Math.floor((n - 1) / 3);
const rowOf = (n: number) => 3 - ((n - 1) % 3);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const OUTSIDE: Readonly<Record<OutsideKind, (n: number) => boolean>> = {
  low: (n) => n <= 18,
  even: (n) => n % 2 === 0,
  red: (n) => RED_NUMBERS.has(n),
  black: (n) => !RED_NUMBERS.has(n),
  odd: (n) => n % 2 === 1,
  high: (n) => n >= 19,
};

/** Every spot of the layout, cells first (in reading order), then the splits and corners. */
export function rouletteLayout(): LayoutSpot[] {
  const spots: LayoutSpot[] = [];
  const cell = (spot: Omit<LayoutSpot, 'between'>) => spots.push({ ...spot, between: false });
  const line = (kind: 'split' | 'corner', numbers: number[], row: number, col: number, rows: number, cols: number) =>
    spots.push({ id: `${kind}:${numbers.join('-')}`, kind, numbers, row, col, rows, cols, between: true });

  cell({ id: 'straight:0', kind: 'straight', numbers: [0], row: 1, col: 1, rows: 3, cols: 1 });
  for (const row of [1, 2, 3]) {
    for (let r = 0; r < 12; r++) {
      const n = 3 * r + (4 - row);
      cell({ id: `straight:${n}`, kind: 'straight', numbers: [n], row, col: colOf(n), rows: 1, cols: 1 });
    }
    const index = 4 - row;
    const numbers = range(1, 36).filter((n) => n % 3 === index % 3);
    cell({ id: `column:${index}`, kind: 'column', numbers, row, col: 14, rows: 1, cols: 1 });
  }
  for (const index of [1, 2, 3]) {
    const numbers = range(12 * (index - 1) + 1, 12 * index);
    cell({ id: `dozen:${index}`, kind: 'dozen', numbers, row: 4, col: 2 + 4 * (index - 1), rows: 1, cols: 4 });
  }
  (Object.keys(OUTSIDE) as OutsideKind[]).forEach((kind, i) => {
    cell({ id: kind, kind, numbers: range(1, 36).filter(OUTSIDE[kind]), row: 5, col: 2 + 2 * i, rows: 1, cols: 2 });
  });

  for (const k of [1, 2, 3]) line('split', [0, k], rowOf(k), 1, 1, 2);
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) line('split', [n, n + 1], rowOf(n) - 1, colOf(n), 2, 1);
    if (n <= 33) line('split', [n, n + 3], rowOf(n), colOf(n), 1, 2);
    if (n % 3 !== 0 && n <= 32) line('corner', [n, n + 1, n + 3, n + 4], rowOf(n) - 1, colOf(n), 2, 2);
  }
  return spots;
}

/** The spots that win when the ball lands in `pocket`. */
export function winningSpots(spots: readonly LayoutSpot[], pocket: number): Set<string> {
  return new Set(spots.filter((spot) => spot.numbers.includes(pocket)).map((spot) => spot.id));
}

export interface RouletteStats {
  red: number;
  black: number;
  green: number;
  /** The numbers that came up most (at least twice), most often first, at most four. */
  hot: number[];
}

/** What the latest pockets add up to: how many of each colour, and the numbers that came up most. */
export function rouletteStats(pockets: readonly number[]): RouletteStats {
  const counts = new Map<number, number>();
  const stats: RouletteStats = { red: 0, black: 0, green: 0, hot: [] };
  for (const pocket of pockets) {
    stats[colourOf(pocket)] += 1;
    counts.set(pocket, (counts.get(pocket) ?? 0) + 1);
  }
  stats.hot = [...counts]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 4)
    .map(([pocket]) => pocket);
  return stats;
}
