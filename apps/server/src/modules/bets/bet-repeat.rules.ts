import type { betMakeRequestSchema } from '@meridian/contract/bets';
import type { z } from 'zod';

type BetMakeInput = z.output<typeof betMakeRequestSchema>;

/** A placed bet as `findBetTerms` reads it. */
export interface PlacedTerms {
  wallet_id: bigint;
  amount: bigint;
  type: number;
  free_bet_id: bigint | null;
  system_sizes: number[] | null;
  legs: { match_id: number; market_id: number; outcome_id: number }[];
}

/**
 * Whether a repeat of a held live bet's bet_uuid asks for the same bet: the same wallet, stake,
 * kind, odds rule, free bet and selections at the same odds (a builder's price too). The held request is what gets placed,
 * so a repeat that differs would otherwise be answered with a bet the player did not ask for.
 */
export function sameAsHeld(held: BetMakeInput, repeat: BetMakeInput): boolean {
  return (
    held.account_id === repeat.account_id &&
    held.amount === repeat.amount &&
    held.bet_type === repeat.bet_type &&
    held.check_odds === repeat.check_odds &&
    (held.builder_odds ?? null) === (repeat.builder_odds ?? null) &&
    (held.free_bet_id ?? null) === (repeat.free_bet_id ?? null) &&
    sameSizes(held.system?.sizes ?? null, repeat.system?.sizes ?? null) &&
    sameList(held.events, repeat.events, (a, b) => sameSelection(a, b) && a.odds === b.odds)
  );
}

/**
 * Whether a repeat of a placed bet's bet_uuid asks for that bet. Odds are left out: a bet placed
 * under check_odds 2 or 3 keeps the odds it was accepted at, not the ones sent, and a lost answer
 * is repeated with the odds first sent.
 */
export function sameAsPlaced(bet: PlacedTerms, repeat: BetMakeInput): boolean {
  return (
    bet.wallet_id === BigInt(repeat.account_id) &&
    bet.amount === BigInt(repeat.amount) &&
    bet.type === repeat.bet_type &&
    bet.free_bet_id === (repeat.free_bet_id == null ? null : BigInt(repeat.free_bet_id)) &&
    sameSizes(bet.system_sizes, repeat.system?.sizes ?? null) &&
    sameList(bet.legs, repeat.events, (leg, sent) =>
      sameSelection({ id: leg.match_id, market_id: leg.market_id, outcome_id: leg.outcome_id }, sent),
    )
  );
}

type Pick3 = { id: number; market_id: number; outcome_id: number };
const sameSelection = (a: Pick3, b: Pick3) =>
  a.id === b.id && a.market_id === b.market_id && a.outcome_id === b.outcome_id;

/** The same system (its sizes in any order), or neither a system. */
function sameSizes(a: readonly number[] | null, b: readonly number[] | null): boolean {
  if (a === null || b === null) return a === b;
  const sorted = (sizes: readonly number[]) => [...new Set(sizes)].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
}

function sameList<A, B>(a: readonly A[], b: readonly B[], same: (x: A, y: B) => boolean): boolean {
  return a.length === b.length && a.every((x, i) => same(x, b[i] as B));
}
