/**
 * Plays a slot round: the base spin, the free spins it awards, and the pick-me bonus it triggers.
 *
 * Order of random draws (what a verifier replays): one stop per reel, reel 1 first (int(strip
 * length)); if the bonus triggers, its board is shuffled (Fisher–Yates from the front); then each
 * free spin's stops in order. Bonus picks are the player's choices, not draws.
 */
import { assertStake } from '../../../shared/games/money.js';
import type { FairSeeds } from '../../../shared/games/provably-fair.js';
import { fairRandom } from '../../../shared/games/provably-fair.js';
import { type RandomSource, shuffleInPlace } from '../../../shared/games/random.js';
import { type PickBonusDef, type SlotMachine, symbolAt } from './slot-machine.js';

export interface LineWin {
  /** 1-based line number. */
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  /** From the paytable, before any free-spin multiplier. */
  readonly coins: number;
}

export interface WayWin {
  readonly symbol: string;
  /** Consecutive reels from the left that hold the symbol (or a wild). */
  readonly reels: number;
  /** The product of the symbol's (or wild's) cells on those reels. */
  readonly ways: number;
  /** Pay per way × ways, before any free-spin multiplier. */
  readonly coins: number;
}

export interface ScatterWin {
  readonly count: number;
  readonly coins: number;
  readonly freeSpins: number;
}

export interface SlotSpin {
  /** Strip position of each reel's top row. */
  readonly stops: readonly number[];
  /** Symbol codes, `window[reel][row]`. */
  readonly window: readonly (readonly string[])[];
  readonly lineWins: readonly LineWin[];
  readonly wayWins: readonly WayWin[];
  readonly scatter: ScatterWin | null;
  readonly bonusTriggered: boolean;
  readonly multiplier: number;
  /** All wins of the spin (lines or ways and scatter) × multiplier. */
  readonly coins: number;
}

export type PickTile = number | 'collect';

export interface PickBonusState {
  /** The shuffled board: a prize in coins or a collect tile. Secret until the bonus ends. */
  readonly board: readonly PickTile[];
  /** Tiles the player opened, in order. */
  readonly picked: readonly number[];
  readonly coins: number;
  readonly finished: boolean;
}

export interface SlotRound {
  readonly gameId: string;
  readonly stake: bigint;
  /** Coins the stake is split into. */
  readonly stakeCoins: number;
  readonly base: SlotSpin;
  readonly freeSpins: readonly SlotSpin[];
  readonly bonus: PickBonusState | null;
  /** Coins won so far: base spin, free spins and opened bonus prizes. */
  readonly winCoins: number;
  /** stake × winCoins / stakeCoins, rounded down to the minor unit. */
  readonly win: bigint;
  /** False while a bonus waits for picks. */
  readonly complete: boolean;
}

/** Evaluates one window (`cells[reel][row]`, symbol indices) and returns its wins. */
export function evaluateWindow(
  machine: SlotMachine,
  cells: readonly (readonly number[])[],
  multiplier = 1,
): Omit<SlotSpin, 'stops' | 'window' | 'multiplier'> {
  const { def, pays, kinds, wild } = machine;
  const lineWins: LineWin[] = [];
  const wayWins: WayWin[] = [];
  let coins = 0;
  if (machine.lines) {
    machine.lines.forEach((line, index) => {
      const win = evaluateLine(machine, (reel) => cells[reel]?.[line[reel] as number] as number);
      if (win) {
        lineWins.push({ line: index + 1, ...win });
        coins += win.coins;
      }
    });
  } else {
    for (let symbol = 0; symbol < kinds.length; symbol++) {
      if (kinds[symbol] !== 'regular') continue;
      let ways = 1;
      let reels = 0;
      for (const column of cells) {
        let hits = 0;
        for (const cell of column) if (cell === symbol || cell === wild) hits += 1;
        if (hits === 0) break;
        ways *= hits;
        reels += 1;
      }
      const pay = pays[symbol]?.[reels] ?? 0;
      if (pay > 0) {
        wayWins.push({ symbol: def.symbols[symbol]?.id ?? '', reels, ways, coins: pay * ways });
        coins += pay * ways;
      }
    }
  }
  let scatter: ScatterWin | null = null;
  if (machine.scatter >= 0) {
    let count = 0;
    for (const column of cells) for (const cell of column) if (cell === machine.scatter) count += 1;
    const scatterCoins = pays[machine.scatter]?.[count] ?? 0;
    const freeSpins = machine.freeSpinAwards?.[count] ?? 0;
    if (scatterCoins > 0 || freeSpins > 0) {
      scatter = { count, coins: scatterCoins, freeSpins };
      coins += scatterCoins;
    }
  }
  const bonusReels = def.bonus?.reels ?? [];
  const bonusTriggered =
    bonusReels.length > 0 && bonusReels.every((reel) => cells[reel]?.includes(machine.bonusSymbol));
  return { lineWins, wayWins, scatter, bonusTriggered, coins: coins * multiplier };
}

/**
 * One line, left to right: leading wilds pay as wilds; the first other symbol, if it pays on lines,
 * extends over the wilds and same symbols that follow it. The line pays the larger of the two.
 */
function evaluateLine(
  machine: SlotMachine,
  at: (reel: number) => number,
): { symbol: string; count: number; coins: number } | null {
  const { reelCount, wild, pays, kinds, def } = machine;
  let wilds = 0;
  while (wilds < reelCount && at(wilds) === wild) wilds += 1;
  const wildCoins = wild >= 0 ? (pays[wild]?.[wilds] ?? 0) : 0;
  let symbolCoins = 0;
  let symbol = -1;
  let count = 0;
  if (wilds < reelCount) {
    symbol = at(wilds);
    if (kinds[symbol] === 'regular') {
      count = wilds + 1;
      while (count < reelCount && (at(count) === symbol || at(count) === wild)) count += 1;
      symbolCoins = pays[symbol]?.[count] ?? 0;
    }
  }
  if (symbolCoins > 0 && symbolCoins >= wildCoins) {
    return { symbol: def.symbols[symbol]?.id ?? '', count, coins: symbolCoins };
  }
  if (wildCoins > 0) return { symbol: def.symbols[wild]?.id ?? '', count: wilds, coins: wildCoins };
  return null;
}

/** Draws the stops of one spin and evaluates it. */
export function spin(machine: SlotMachine, rng: RandomSource, multiplier = 1): SlotSpin {
  const { strips, rows, def } = machine;
  const stops: number[] = [];
  const cells: number[][] = [];
  const window: string[][] = [];
  for (let reel = 0; reel < strips.length; reel++) {
    const stop = rng.int((strips[reel] as Uint8Array).length);
    const column: number[] = [];
    const codes: string[] = [];
    for (let row = 0; row < rows; row++) {
      const symbol = symbolAt(machine, reel, stop, row);
      column.push(symbol);
      codes.push(def.symbols[symbol]?.id ?? '');
    }
    stops.push(stop);
    cells.push(column);
    window.push(codes);
  }
  return { stops, window, multiplier, ...evaluateWindow(machine, cells, multiplier) };
}

function moneyWin(stake: bigint, winCoins: number, stakeCoins: number): bigint {
  return (stake * BigInt(winCoins)) / BigInt(stakeCoins);
}

/** Deals a pick-me board: the prizes and collect tiles, shuffled. */
export function dealPickBonus(bonus: PickBonusDef, rng: RandomSource): PickBonusState {
  const board: PickTile[] = [...bonus.prizes, ...new Array<PickTile>(bonus.collects).fill('collect')];
  return { board: shuffleInPlace(board, rng), picked: [], coins: 0, finished: false };
}

/** Plays a round: the base spin, then every free spin it awards, and deals the bonus board if triggered. */
export function playSlot(machine: SlotMachine, stake: bigint, rng: RandomSource): SlotRound {
  assertStake(stake);
  const base = spin(machine, rng);
  const bonus = base.bonusTriggered && machine.def.bonus ? dealPickBonus(machine.def.bonus, rng) : null;
  const freeSpins: SlotSpin[] = [];
  const feature = machine.def.freeSpins;
  let remaining = base.scatter?.freeSpins ?? 0;
  while (feature && remaining > 0) {
    remaining -= 1;
    const next = spin(machine, rng, feature.multiplier);
    freeSpins.push(next);
    if (feature.retrigger) remaining += next.scatter?.freeSpins ?? 0;
  }
  const winCoins = base.coins + freeSpins.reduce((total, free) => total + free.coins, 0);
  return {
    gameId: machine.def.id,
    stake,
    stakeCoins: machine.def.coins,
    base,
    freeSpins,
    bonus,
    winCoins,
    win: moneyWin(stake, winCoins, machine.def.coins),
    complete: bonus === null,
  };
}

/** Opens one tile of the pending bonus; a collect tile, or the last prize, ends the bonus and the round. */
export function pickBonusTile(round: SlotRound, tile: number): SlotRound {
  const bonus = round.bonus;
  if (!bonus || bonus.finished) throw new Error('no bonus is waiting for a pick');
  if (!Number.isInteger(tile) || tile < 0 || tile >= bonus.board.length) throw new RangeError('no such tile');
  if (bonus.picked.includes(tile)) throw new Error('that tile is already open');
  const value = bonus.board[tile] as PickTile;
  const picked = [...bonus.picked, tile];
  const coins = bonus.coins + (value === 'collect' ? 0 : value);
  const prizesLeft = bonus.board.some((t, index) => t !== 'collect' && !picked.includes(index));
  const finished = value === 'collect' || !prizesLeft;
  const winCoins = round.winCoins + (coins - bonus.coins);
  return {
    ...round,
    bonus: { board: bonus.board, picked, coins, finished },
    winCoins,
    win: moneyWin(round.stake, winCoins, round.stakeCoins),
    complete: finished,
  };
}

/** Opens the lowest unopened tiles until the bonus ends: for a player who leaves the bonus unfinished. */
export function autoPickBonus(round: SlotRound): SlotRound {
  let next = round;
  while (!next.complete && next.bonus) {
    const picked = next.bonus.picked;
    const tile = next.bonus.board.findIndex((_, index) => !picked.includes(index));
    next = pickBonusTile(next, tile);
  }
  return next;
}

/** What the player may see of a bonus while it runs: opened tiles only. */
export function visibleBonus(bonus: PickBonusState): {
  tiles: (PickTile | null)[];
  coins: number;
  finished: boolean;
} {
  return {
    tiles: bonus.board.map((tile, index) => (bonus.finished || bonus.picked.includes(index) ? tile : null)),
    coins: bonus.coins,
    finished: bonus.finished,
  };
}

/** Recomputes a provably fair round from its revealed seeds, the stake and the player's bonus picks. */
export function verifySlotRound(
  machine: SlotMachine,
  seeds: FairSeeds,
  stake: bigint,
  picks: readonly number[] = [],
): SlotRound {
  let round = playSlot(machine, stake, fairRandom(seeds));
  for (const tile of picks) {
    if (round.complete) break;
    round = pickBonusTile(round, tile);
  }
  return round;
}
