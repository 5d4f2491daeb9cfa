import type { RandomSource } from '../shared/games/random.js';
import type { GameInfo } from './engine/game.js';

/** A game's answer to the start of a round or to a player's action. */
export interface GameStep {
  /** Everything kept about the round (hidden parts too); stored, never sent as is. */
  state: unknown;
  /** What the player may see now: no hole card, no mine positions before the round ends. */
  view: unknown;
  /** Stake the action adds (a double, a split, insurance), in minor units; 0n for none. */
  extraStake: bigint;
  finished: boolean;
  /** The round's total payout so far (the final one once `finished`). */
  win: bigint;
}

export type Refusal = { error: string };

/**
 * One game of the studio as the round service drives it. Every random draw a round needs is made in
 * `start` from the round's provably fair source, so `act` is a pure function of the stored state.
 */
export interface StudioGame {
  readonly info: GameInfo;
  /** Reads a new round's parameters (stake, bets, target…): the stake it takes, or why not. */
  open(params: unknown): { stake: bigint; params: unknown } | Refusal;
  start(params: unknown, stake: bigint, rng: RandomSource): GameStep;
  /** A player's action in a round still open (hit, stand, pick a tile, cash out…). */
  act?(state: unknown, action: unknown): GameStep | Refusal;
  /** The step a stored state stands at: whether the round is over, and its payout (read by recovery). */
  resume(state: unknown): GameStep;
  /**
   * Ends a round the player left in play, by the game's own rule; null when nothing is decided yet
   * and the stake goes back. Games whose rounds end where they start have none.
   */
  abandon?(state: unknown): GameStep | null;
  /** What the player may see of a stored round still in play (for a page opened again mid-round). */
  view(state: unknown): unknown;
  /** A round's view for its history line once it ended (the full outcome). */
  summary(state: unknown): unknown;
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'error' in value;
