/** A slot round as the studio answers it (engine/slots/slot-engine.ts, amounts as numbers). */

export interface SpinView {
  stops: number[];
  window: string[][];
  lineWins: { line: number; symbol: string; count: number; coins: number }[];
  wayWins: { symbol: string; reels: number; ways: number; coins: number }[];
  scatter: { count: number; coins: number; freeSpins: number } | null;
  bonusTriggered: boolean;
  multiplier: number;
  coins: number;
}

export type PickTile = number | 'collect';

/** While the bonus runs, only opened tiles show; once it ends, the whole board and the picks. */
export type BonusView =
  | { tiles: (PickTile | null)[]; coins: number; finished: boolean }
  | { board: PickTile[]; picked: number[]; coins: number; finished: boolean };

export interface SlotRoundView {
  gameId: string;
  stake: number;
  stakeCoins: number;
  base: SpinView;
  freeSpins: SpinView[];
  bonus: BonusView | null;
  winCoins: number;
  win: number;
  complete: boolean;
}

/** The board as tiles (null for a closed one) and the tiles the player opened. */
export function bonusBoard(bonus: BonusView): { tiles: (PickTile | null)[]; opened: number[] } {
  if ('tiles' in bonus) {
    return { tiles: bonus.tiles, opened: bonus.tiles.flatMap((tile, i) => (tile === null ? [] : [i])) };
  }
  return { tiles: bonus.board, opened: bonus.picked };
}

/** The money a number of coins is worth at a stake: stake × coins ÷ coins staked, rounded down. */
export const coinsToMoney = (stake: number, coins: number, stakeCoins: number): number =>
  Math.floor((stake * coins) / stakeCoins);
