/**
 * What every game of the studio describes about itself: its id and name, its kind, the rules and
 * paytable as data for the help screen, and its theoretical return to player.
 */
import { type Ratio, toNumber } from '../../shared/games/rational.js';

export type GameKind = 'slot' | 'roulette' | 'blackjack' | 'instant';

/** A table for the help screen: a title, column headings and rows of cells. */
export interface HelpTable {
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

export interface GameHelp {
  /** The rules, one short paragraph each. */
  readonly rules: readonly string[];
  readonly tables: readonly HelpTable[];
}

/** A theoretical return to player: a share of the stake (0.97 is 97 %). */
export interface RtpFigure {
  /** The value as a double. */
  readonly value: number;
  /** The exact value when it is a ratio of integers; null when it comes from a numeric computation. */
  readonly exact: Ratio | null;
  /** How it is computed, in one sentence. */
  readonly method: string;
}

export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly kind: GameKind;
  readonly help: GameHelp;
  /** The theoretical RTP; for a game whose RTP depends on the player's choice, its headline figure. */
  rtp(): RtpFigure;
}

/** A multiplier as a help table shows it: rounded down to `digits` decimals, as a payout is. */
export function floorDecimals(value: Ratio, digits: number): string {
  const scale = 10 ** digits;
  return (Math.floor(toNumber(value) * scale) / scale).toFixed(digits);
}

/** Memoises a pure computation without arguments. */
export function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}
