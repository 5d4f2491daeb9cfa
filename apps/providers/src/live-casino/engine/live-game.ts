/**
 * A shared table's game in which every player bets on one outcome drawn for the whole table
 * (roulette, baccarat, the money wheel): bets are placed on named spots during the betting window,
 * the outcome is drawn once from the CSPRNG, and each bet is paid by its spot alone.
 * Blackjack, where each seat plays its own hand, is not one of these (live-blackjack.ts).
 */
import type { RandomSource } from '../../shared/games/random.js';
import type { Ratio } from '../../shared/games/rational.js';

/** A bet on one spot: `spot` names it in the game's own words ("red", "banker", "x12", "split:1-2"). */
export interface LiveBet {
  readonly spot: string;
  /** Minor units of the table's currency. */
  readonly amount: bigint;
}

export interface LiveSpotInfo {
  readonly spot: string;
  /** What a winning bet returns for each unit staked, its stake included (2 for an even-money bet). */
  readonly returns: Ratio;
  /** The exact return to player of a bet on this spot alone. */
  readonly rtp: Ratio;
}

export interface LiveGame<Outcome> {
  readonly code: 'roulette' | 'baccarat' | 'money-wheel';
  /** Whether a spot exists on this game's layout. */
  isSpot(spot: string): boolean;
  /** The game's spots with their returns and exact RTP (roulette lists one spot per bet type). */
  spots(): readonly LiveSpotInfo[];
  /** The round's outcome, drawn once for the table. */
  draw(rng: RandomSource): Outcome;
  /**
   * What a bet returns for an outcome, its stake included: 0 for a lost bet, the stake for a push
   * (a banker bet on a tie), more for a win. Rounded down to the minor unit. Throws a RangeError for
   * a spot `isSpot` refuses or an amount that is not positive: the table checks both when it takes a bet.
   */
  returnOf(bet: LiveBet, outcome: Outcome): bigint;
  /** Plain JSON of the outcome for the table's watchers and the round's record. */
  describe(outcome: Outcome): Record<string, unknown>;
}
