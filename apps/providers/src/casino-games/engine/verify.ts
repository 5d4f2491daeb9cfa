/**
 * One entry point to recompute any past round from its revealed seeds and the player's choices, for
 * the "verify a round" page: the same code that played the round plays it again.
 */

import { type FairSeeds, hashServerSeed } from '../../shared/games/provably-fair.js';
import type { RouletteBet } from '../../shared/games/roulette-table.js';
import { type BlackjackAction, type BlackjackState, verifyBlackjackRound } from './blackjack/blackjack.js';
import { SLOT_MACHINES } from './catalog.js';
import { type CrashBet, type CrashRound, verifyCrashRound } from './instant/crash.js';
import { type DiceBet, type DiceRound, verifyDiceRoll } from './instant/dice.js';
import { type MinesState, verifyMinesRound } from './instant/mines.js';
import { type RouletteSpin, verifyRouletteSpin } from './roulette/roulette.js';
import { type SlotRound, verifySlotRound } from './slots/slot-engine.js';

export type RoundChoices =
  | { readonly game: 'slot'; readonly slotId: string; readonly stake: bigint; readonly picks?: readonly number[] }
  | { readonly game: 'european-roulette'; readonly bets: readonly RouletteBet[] }
  | { readonly game: 'blackjack'; readonly bet: bigint; readonly actions: readonly BlackjackAction[] }
  | { readonly game: 'dice'; readonly bet: DiceBet }
  | {
      readonly game: 'mines';
      readonly stake: bigint;
      readonly mines: number;
      readonly tiles: readonly number[];
      readonly cashOut: boolean;
    }
  | { readonly game: 'crash'; readonly bet: CrashBet };

export type VerifiedRound =
  | { readonly game: 'slot'; readonly round: SlotRound }
  | { readonly game: 'european-roulette'; readonly round: RouletteSpin }
  | { readonly game: 'blackjack'; readonly round: BlackjackState }
  | { readonly game: 'dice'; readonly round: DiceRound }
  | { readonly game: 'mines'; readonly round: MinesState }
  | { readonly game: 'crash'; readonly round: CrashRound };

/**
 * Replays a round. `serverSeedHash` is the commitment shown before play: a revealed seed that does
 * not hash to it is refused.
 */
export function verifyRound(seeds: FairSeeds, serverSeedHash: string, choices: RoundChoices): VerifiedRound {
  if (hashServerSeed(seeds.serverSeed) !== serverSeedHash.toLowerCase()) {
    throw new Error('the server seed does not match the hash shown before the round');
  }
  switch (choices.game) {
    case 'slot': {
      const machine = SLOT_MACHINES[choices.slotId];
      if (!machine) throw new RangeError(`no slot ${choices.slotId}`);
      return { game: 'slot', round: verifySlotRound(machine, seeds, choices.stake, choices.picks) };
    }
    case 'european-roulette':
      return { game: choices.game, round: verifyRouletteSpin(seeds, choices.bets) };
    case 'blackjack':
      return { game: choices.game, round: verifyBlackjackRound(seeds, choices.bet, choices.actions) };
    case 'dice':
      return { game: choices.game, round: verifyDiceRoll(seeds, choices.bet) };
    case 'mines':
      return {
        game: choices.game,
        round: verifyMinesRound(seeds, choices.stake, choices.mines, choices.tiles, choices.cashOut),
      };
    case 'crash':
      return { game: choices.game, round: verifyCrashRound(seeds, choices.bet) };
  }
}
