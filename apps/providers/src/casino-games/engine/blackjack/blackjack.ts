/**
 * Blackjack as a pure state machine: `startBlackjack` deals a round from a freshly shuffled shoe,
 * `actBlackjack` applies one player action and returns the next state, `legalActions` lists what the
 * player may do, and a settled state carries each hand's result and payout. Rules: blackjack-rules.ts.
 *
 * A fresh six-deck shoe is shuffled for every round (Fisher–Yates from the front; cards.ts draws the
 * 64 top positions, more than a round can use); cards are dealt from its top in order: player,
 * dealer up card, player, dealer hole card, then every card drawn in play, in the order of play. A
 * state holds the shoe, so it stays on the server; `blackjackView` is what the player may see.
 *
 * Money: the bet is staked at the start; insurance (half the bet, rounded down), a double and a
 * split each stake more (`actionCost`); a settled round pays `settlement.payout` in all.
 */

import { cardValue, handTotal, isNatural, shuffledShoe } from '../../../shared/games/cards.js';
import { assertStake } from '../../../shared/games/money.js';
import { type FairSeeds, fairRandom } from '../../../shared/games/provably-fair.js';
import type { RandomSource } from '../../../shared/games/random.js';
import { BLACKJACK_RULES } from './blackjack-rules.js';

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'noInsurance';

export interface BlackjackHand {
  readonly cards: readonly number[];
  readonly bet: bigint;
  readonly doubled: boolean;
  readonly fromSplit: boolean;
  /** No more actions on this hand: stood, doubled, busted, reached 21, or a split ace. */
  readonly done: boolean;
}

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface HandSettlement {
  readonly bet: bigint;
  readonly result: HandResult;
  /** Returned to the player, stake included. */
  readonly payout: bigint;
}

export interface BlackjackSettlement {
  readonly hands: readonly HandSettlement[];
  /** What the insurance bet returned (3 × its amount when the dealer had blackjack). */
  readonly insurancePayout: bigint;
  /** Everything staked: hand bets and insurance. */
  readonly staked: bigint;
  /** Everything returned. */
  readonly payout: bigint;
}

export interface BlackjackState {
  readonly phase: 'insurance' | 'player' | 'settled';
  /** The shuffled shoe; secret. */
  readonly shoe: readonly number[];
  /** Cards dealt from the shoe so far. */
  readonly dealt: number;
  readonly bet: bigint;
  readonly dealer: readonly number[];
  readonly hands: readonly BlackjackHand[];
  /** Index of the hand being played. */
  readonly active: number;
  /** Insurance staked: null when not offered (or not yet decided), 0 when declined. */
  readonly insurance: bigint | null;
  /** The player's actions so far, for replay. */
  readonly actions: readonly BlackjackAction[];
  readonly settlement: BlackjackSettlement | null;
}

const insuranceAmount = (bet: bigint) => bet / 2n;

function draw(state: BlackjackState): [number, BlackjackState] {
  const card = state.shoe[state.dealt];
  if (card === undefined) throw new Error('the shoe is empty');
  return [card, { ...state, dealt: state.dealt + 1 }];
}

/** Starts a round with a shoe in dealing order (the shuffle already done). */
export function dealBlackjack(bet: bigint, shoe: readonly number[]): BlackjackState {
  assertStake(bet);
  const [p1, up, p2, hole] = shoe;
  if (hole === undefined) throw new Error('a shoe needs at least four cards');
  const state: BlackjackState = {
    phase: 'player',
    shoe,
    dealt: 4,
    bet,
    dealer: [up as number, hole],
    hands: [{ cards: [p1 as number, p2 as number], bet, doubled: false, fromSplit: false, done: false }],
    active: 0,
    insurance: null,
    actions: [],
    settlement: null,
  };
  // Insurance is offered under an ace when the player can afford half a minor unit or more.
  if (cardValue(up as number) === 1 && insuranceAmount(bet) > 0n) return { ...state, phase: 'insurance' };
  return afterPeek(state);
}

/** Starts a round: shuffles a fresh shoe with `rng` and deals. */
export function startBlackjack(bet: bigint, rng: RandomSource): BlackjackState {
  return dealBlackjack(bet, shuffledShoe(BLACKJACK_RULES.decks, rng));
}

/** The dealer checks for blackjack under an ace or ten; naturals settle at once. */
function afterPeek(state: BlackjackState): BlackjackState {
  const hand = state.hands[0] as BlackjackHand;
  const upValue = cardValue(state.dealer[0] as number);
  const dealerNatural = (upValue === 1 || upValue === 10) && isNatural(state.dealer);
  if (dealerNatural || isNatural(hand.cards)) return settle({ ...state, hands: [{ ...hand, done: true }] });
  return { ...state, phase: 'player' };
}

/** What the player may do now. */
export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'insurance') return ['insurance', 'noInsurance'];
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active];
  if (!hand || hand.done) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  const two = hand.cards.length === 2;
  if (two && (!hand.fromSplit || BLACKJACK_RULES.doubleAfterSplit)) actions.push('double');
  if (
    two &&
    state.hands.length < BLACKJACK_RULES.maxHands &&
    cardValue(hand.cards[0] as number) === cardValue(hand.cards[1] as number)
  ) {
    actions.push('split');
  }
  return actions;
}

/** The extra stake an action takes (insurance, double, split), 0 for the others. */
export function actionCost(state: BlackjackState, action: BlackjackAction): bigint {
  if (action === 'insurance') return insuranceAmount(state.bet);
  if (action === 'double' || action === 'split') return state.hands[state.active]?.bet ?? 0n;
  return 0n;
}

function replaceHand(state: BlackjackState, index: number, hand: BlackjackHand): BlackjackState {
  return { ...state, hands: state.hands.map((h, i) => (i === index ? hand : h)) };
}

/** A hand that reaches 21 or more stops taking cards. */
const finished = (cards: readonly number[]) => handTotal(cards).total >= 21;

/** Applies one player action; throws on an action that is not legal now. */
export function actBlackjack(state: BlackjackState, action: BlackjackAction): BlackjackState {
  if (!legalActions(state).includes(action)) throw new Error(`${action} is not allowed now`);
  let next: BlackjackState = { ...state, actions: [...state.actions, action] };
  if (action === 'insurance' || action === 'noInsurance') {
    return afterPeek({ ...next, insurance: action === 'insurance' ? insuranceAmount(state.bet) : 0n });
  }
  const index = state.active;
  const hand = state.hands[index] as BlackjackHand;
  let card: number;
  switch (action) {
    case 'stand':
      next = replaceHand(next, index, { ...hand, done: true });
      break;
    case 'hit': {
      [card, next] = draw(next);
      const cards = [...hand.cards, card];
      next = replaceHand(next, index, { ...hand, cards, done: finished(cards) });
      break;
    }
    case 'double': {
      [card, next] = draw(next);
      next = replaceHand(next, index, {
        ...hand,
        cards: [...hand.cards, card],
        bet: hand.bet * 2n,
        doubled: true,
        done: true,
      });
      break;
    }
    case 'split': {
      const [first, second] = hand.cards as [number, number];
      const aces = cardValue(first) === 1;
      [card, next] = draw(next);
      const left: BlackjackHand = {
        cards: [first, card],
        bet: hand.bet,
        doubled: false,
        fromSplit: true,
        done: aces || finished([first, card]),
      };
      const right: BlackjackHand = { cards: [second], bet: hand.bet, doubled: false, fromSplit: true, done: false };
      next = { ...next, hands: [left, right] };
      break;
    }
  }
  return advance(next);
}

/** Moves to the next hand that needs play (dealing a split hand its second card), or to the dealer. */
function advance(state: BlackjackState): BlackjackState {
  let next = state;
  for (let index = next.active; index < next.hands.length; index++) {
    let hand = next.hands[index] as BlackjackHand;
    if (hand.cards.length === 1) {
      let card: number;
      [card, next] = draw(next);
      const cards = [...hand.cards, card];
      const aces = cardValue(hand.cards[0] as number) === 1;
      hand = { ...hand, cards, done: aces || finished(cards) };
      next = replaceHand(next, index, hand);
    }
    if (!hand.done) return { ...next, active: index };
  }
  return settle(dealerPlays({ ...next, active: next.hands.length - 1 }));
}

/** The dealer draws to 17 or more, standing on soft 17, unless every player hand has busted. */
function dealerPlays(state: BlackjackState): BlackjackState {
  if (state.hands.every((hand) => handTotal(hand.cards).total > 21)) return state;
  let next = state;
  let dealer = [...state.dealer];
  while (handTotal(dealer).total < 17) {
    let card: number;
    [card, next] = draw(next);
    dealer = [...dealer, card];
  }
  return { ...next, dealer };
}

function settleHand(state: BlackjackState, hand: BlackjackHand): HandSettlement {
  const { bet } = hand;
  const dealerNatural = isNatural(state.dealer);
  const natural = !hand.fromSplit && isNatural(hand.cards);
  const blackjack = BLACKJACK_RULES.blackjackPays;
  if (natural && dealerNatural) return { bet, result: 'push', payout: bet };
  if (natural) return { bet, result: 'blackjack', payout: bet + (bet * BigInt(blackjack.num)) / BigInt(blackjack.den) };
  if (dealerNatural) return { bet, result: 'lose', payout: 0n };
  const player = handTotal(hand.cards).total;
  if (player > 21) return { bet, result: 'bust', payout: 0n };
  const dealer = handTotal(state.dealer).total;
  if (dealer > 21 || player > dealer) return { bet, result: 'win', payout: bet * 2n };
  if (player === dealer) return { bet, result: 'push', payout: bet };
  return { bet, result: 'lose', payout: 0n };
}

function settle(state: BlackjackState): BlackjackState {
  const hands = state.hands.map((hand) => settleHand(state, hand));
  const insurance = state.insurance ?? 0n;
  const insurancePayout = isNatural(state.dealer) ? insurance * BigInt(BLACKJACK_RULES.insurancePays + 1) : 0n;
  const staked = hands.reduce((total, hand) => total + hand.bet, 0n) + insurance;
  const payout = hands.reduce((total, hand) => total + hand.payout, 0n) + insurancePayout;
  return { ...state, phase: 'settled', settlement: { hands, insurancePayout, staked, payout } };
}

export interface BlackjackView {
  readonly phase: BlackjackState['phase'];
  /** The bet the round was dealt with, and the player's actions: with the seeds, they replay the round. */
  readonly bet: bigint;
  readonly actions: readonly BlackjackAction[];
  /** The dealer's cards; the hole card is null until the round is settled. */
  readonly dealer: readonly (number | null)[];
  readonly hands: readonly BlackjackHand[];
  readonly active: number;
  readonly insurance: bigint | null;
  readonly legalActions: readonly BlackjackAction[];
  readonly settlement: BlackjackSettlement | null;
}

/** What the player may see: no shoe, and no hole card before the end. */
export function blackjackView(state: BlackjackState): BlackjackView {
  const settled = state.phase === 'settled';
  return {
    phase: state.phase,
    bet: state.bet,
    actions: state.actions,
    dealer: settled ? state.dealer : [state.dealer[0] as number, null],
    hands: state.hands,
    active: state.active,
    insurance: state.insurance,
    legalActions: legalActions(state),
    settlement: state.settlement,
  };
}

/** Recomputes a provably fair round from its revealed seeds, the bet and the player's actions. */
export function verifyBlackjackRound(
  seeds: FairSeeds,
  bet: bigint,
  actions: readonly BlackjackAction[],
): BlackjackState {
  return actions.reduce(actBlackjack, startBlackjack(bet, fairRandom(seeds)));
}
