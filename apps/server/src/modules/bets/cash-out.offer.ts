import { BET_STATUS, BET_TYPE, type CashOutOfferState, type CashOutReason } from '@meridian/contract/bets';
import { winningOutcomes } from '@meridian/feed/market-types';
import type { CatalogMatch } from '../catalog/catalog.state.js';
import { amountToJson } from '../ledger/ledger.amounts.js';
import type { LegFacts } from '../settlement/settlement.rules.js';
import { effectiveOdds, legStatus } from '../settlement/settlement.rules.js';
import { selectionState } from './bets.presenter.js';
import { type CashOutLeg, type Chance, cashOutOffer, fairChances } from './cash-out.rules.js';

/** What the offer needs of a bet. */
export interface OfferedBet {
  type: number;
  status: number;
  amount: bigint;
  free_bet_id: bigint | null;
  wallet_kind: string;
}

/** What the offer needs of a leg. */
export interface OfferedLeg {
  position: number;
  match_id: number;
  market_id: number;
  outcome_id: number;
  odds: number;
  status: number;
}

export interface OfferCatalog {
  get(matchId: number): CatalogMatch | undefined;
  readonly stale: boolean;
}

/** A bet's offer now: its value and the sports of its legs in play, or why there is none. */
export type BetOffer =
  | { available: true; value: bigint; liveSports: number[] }
  | { available: false; reason: CashOutReason };

const NO_CHANCE: Chance = { num: 0n, den: 1n };

/**
 * The cash-out offer of a bet now, priced by cash-out.rules.ts from its legs' markets in the catalog.
 * Only an open single or accumulator staked from a cash wallet has one. An open leg whose market is
 * suspended, gone or not priced whole suspends the offer. `facts` (what settlement knows of each leg,
 * read under the bet's lock) suspend it too while a leg's result is stored but not yet settled, and
 * price a half-won leg at the odds it will be paid at.
 */
export function offerFor(
  bet: OfferedBet,
  legs: readonly OfferedLeg[],
  catalog: OfferCatalog,
  marginBp: number,
  nowSeconds: number,
  facts?: readonly LegFacts[],
): BetOffer {
  if (bet.status === BET_STATUS.lost) return { available: false, reason: 'lost' };
  if (bet.status !== BET_STATUS.inGame) return { available: false, reason: 'decided' };
  if (bet.type !== BET_TYPE.single && bet.type !== BET_TYPE.accumulator) {
    return { available: false, reason: 'not_offered' };
  }
  if (bet.free_bet_id !== null || bet.wallet_kind !== 'cash') return { available: false, reason: 'bonus' };
  const liveSports: number[] = [];
  let pending = false;
  const priced = legs.map((leg): CashOutLeg => {
    const fact = facts?.find((f) => f.position === leg.position);
    if (leg.status === BET_STATUS.won) return { state: 'won', placedOdds: fact ? effectiveOdds(fact) : leg.odds };
    if (leg.status === BET_STATUS.lost) return { state: 'lost' };
    if (leg.status === BET_STATUS.canceled) return { state: 'void' };
    if (fact && legStatus(fact) !== BET_STATUS.inGame) pending = true;
    const match = catalog.get(leg.match_id);
    const state = selectionState(
      match,
      { id: leg.match_id, market_id: leg.market_id, outcome_id: leg.outcome_id },
      nowSeconds,
      catalog.stale,
    );
    if (state.kind !== 'open') return { state: 'open', placedOdds: leg.odds, marketActive: false, chance: NO_CHANCE };
    const chance = chanceOf(state.market.type_id, state.market.outcomes, state.index);
    if (state.event.is_live) liveSports.push(state.match.fixture.sport_id);
    return chance
      ? { state: 'open', placedOdds: leg.odds, marketActive: true, chance }
      : { state: 'open', placedOdds: leg.odds, marketActive: false, chance: NO_CHANCE };
  });
  const offer = cashOutOffer(bet.amount, priced, marginBp);
  if (!offer.available) return offer;
  // A leg whose result is in but not yet settled: the bet waits for settlement.
  if (pending) return { available: false, reason: 'suspended' };
  if (offer.value <= 0n) return { available: false, reason: 'not_offered' };
  return { available: true, value: offer.value, liveSports };
}

/** The offer as a bet answer carries it (`cash_out`). */
export function offerState(offer: BetOffer): CashOutOfferState {
  return offer.available
    ? { available: true, amount: amountToJson(offer.value), reason: null }
    : { available: false, amount: null, reason: offer.reason };
}

/** The fair chance of the outcome at `index`, or null when the market is not priced whole. */
function chanceOf(typeId: number, outcomes: readonly { odds: number }[], index: number): Chance | null {
  const odds = outcomes.map((o) => o.odds);
  if (odds.length < 2 || odds.some((o) => !Number.isInteger(o) || o <= 1000)) return null;
  let winning: number;
  try {
    winning = winningOutcomes(typeId);
  } catch {
    return null;
  }
  return fairChances(odds, winning)[index] ?? null;
}
