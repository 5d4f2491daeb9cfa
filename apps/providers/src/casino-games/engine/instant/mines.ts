/**
 * Mines: a 5 × 5 grid hides 1–24 mines. The player opens tiles one by one and may cash out after any
 * safe tile; a mine loses the stake. After k safe tiles with m mines the multiplier is
 * (1 − 1 %) × C(25, k) / C(25 − m, k), the inverse of the chance of k safe tiles in a row times 99 %,
 * so any way of playing has the exact RTP 99 % before rounding down to the minor unit.
 *
 * The mines are placed when the round starts: Fisher–Yates from the front over the tiles 0–24 (row
 * by row), the first m positions being the mines.
 */

import { assertStake, payout } from '../../../shared/games/money.js';
import { type FairSeeds, fairRandom } from '../../../shared/games/provably-fair.js';
import { type RandomSource, shuffleInPlace } from '../../../shared/games/random.js';
import { type Ratio, ratio, toNumber } from '../../../shared/games/rational.js';
import type { GameInfo } from '../game.js';
import { floorDecimals, once } from '../game.js';

export const MINES_TILES = 25;
export const MINES_RETURN = ratio(99, 100);

export interface MinesState {
  readonly stake: bigint;
  readonly mines: number;
  /** The mined tiles, sorted; secret while the round is open. */
  readonly layout: readonly number[];
  /** Safe tiles opened, in order. */
  readonly opened: readonly number[];
  readonly status: 'playing' | 'lost' | 'cashedOut';
  /** The mine that ended the round. */
  readonly hit: number | null;
  /** The multiplier of the safe tiles opened so far. */
  readonly multiplier: Ratio;
  /** What the round returns: set when it ends. */
  readonly payout: bigint;
}

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** 99 % × C(25, k) / C(25 − m, k): the multiplier after k safe tiles with m mines. */
export function minesMultiplier(mines: number, safe: number): Ratio {
  if (safe === 0) return ratio(1);
  return ratio(MINES_RETURN.num * choose(MINES_TILES, safe), MINES_RETURN.den * choose(MINES_TILES - mines, safe));
}

/** The chance that k tiles opened in a row are all safe: C(25 − m, k) / C(25, k). */
export function minesSafeChance(mines: number, safe: number): Ratio {
  return ratio(choose(MINES_TILES - mines, safe), choose(MINES_TILES, safe));
}

export function startMines(stake: bigint, mines: number, rng: RandomSource): MinesState {
  assertStake(stake);
  if (!Number.isInteger(mines) || mines < 1 || mines > MINES_TILES - 1) throw new RangeError('mines: 1 to 24');
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  const layout = shuffleInPlace(tiles, rng, mines)
    .slice(0, mines)
    .sort((a, b) => a - b);
  return { stake, mines, layout, opened: [], status: 'playing', hit: null, multiplier: ratio(1), payout: 0n };
}

function cashedOut(state: MinesState): MinesState {
  return { ...state, status: 'cashedOut', payout: payout(state.stake, state.multiplier) };
}

/** Opens a tile: a mine ends the round; the last safe tile cashes out by itself. */
export function openTile(state: MinesState, tile: number): MinesState {
  if (state.status !== 'playing') throw new Error('the round is over');
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) throw new RangeError('no such tile');
  if (state.opened.includes(tile)) throw new Error('that tile is already open');
  if (state.layout.includes(tile)) return { ...state, status: 'lost', hit: tile, payout: 0n };
  const opened = [...state.opened, tile];
  const next = { ...state, opened, multiplier: minesMultiplier(state.mines, opened.length) };
  return opened.length === MINES_TILES - state.mines ? cashedOut(next) : next;
}

/** Takes the current multiplier; needs at least one safe tile. */
export function cashOutMines(state: MinesState): MinesState {
  if (state.status !== 'playing') throw new Error('the round is over');
  if (state.opened.length === 0) throw new Error('open a tile before cashing out');
  return cashedOut(state);
}

/** What the player may see: the mines only once the round is over. */
export function minesView(state: MinesState): Omit<MinesState, 'layout'> & { layout: readonly number[] | null } {
  return { ...state, layout: state.status === 'playing' ? null : state.layout };
}

/** Recomputes a provably fair round from its seeds, the stake, the mine count and the player's moves. */
export function verifyMinesRound(
  seeds: FairSeeds,
  stake: bigint,
  mines: number,
  tiles: readonly number[],
  cashOut: boolean,
): MinesState {
  let state = startMines(stake, mines, fairRandom(seeds));
  for (const tile of tiles) if (state.status === 'playing') state = openTile(state, tile);
  return cashOut && state.status === 'playing' ? cashOutMines(state) : state;
}

export const minesInfo: GameInfo = {
  id: 'mines',
  name: 'Mines',
  kind: 'instant',
  help: {
    rules: [
      'Choose 1 to 24 mines for a 5 × 5 grid; they are placed when the round starts. Open tiles one at a time: every safe tile raises the multiplier, a mine ends the round and the stake is lost.',
      'Cash out after any safe tile to win the stake times the multiplier. After k safe tiles with m mines the multiplier is 0.99 × C(25, k) / C(25 − m, k). Opening every safe tile cashes out by itself.',
      'Payouts are exact, rounded down to the currency’s smallest unit. Theoretical return to player: 99.00 % whatever the mines and whenever you cash out.',
    ],
    tables: [
      {
        title: 'Multipliers after safe tiles',
        columns: ['Mines', '1 tile', '2 tiles', '3 tiles', '5 tiles', '10 tiles'],
        rows: [1, 3, 5, 10, 20, 24].map((mines) => [
          mines,
          ...[1, 2, 3, 5, 10].map((safe) =>
            safe <= MINES_TILES - mines ? `${floorDecimals(minesMultiplier(mines, safe), 2)}×` : '-',
          ),
        ]),
      },
    ],
  },
  rtp: once(() => ({
    value: toNumber(MINES_RETURN),
    exact: MINES_RETURN,
    method:
      'Exact: k safe tiles in a row have chance C(25 − m, k) / C(25, k), the inverse of the multiplier over 0.99.',
  })),
};
