/**
 * Playing cards as numbers 0–51: rank = code mod 13 (0 ace, 1 two, …, 9 ten, 10 jack, 11 queen,
 * 12 king), suit = ⌊code / 13⌋ (spades, hearts, diamonds, clubs). A shoe of several decks holds each
 * code once per deck.
 */
import { type RandomSource, shuffleInPlace } from './random.js';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** The card's blackjack value: ace 1 (counted 11 by handTotal when that does not bust), faces 10. */
export const cardValue = (code: number): number => Math.min((code % 13) + 1, 10);

/** "A♠", "10♥", "K♣". */
export const cardLabel = (code: number): string => `${RANKS[code % 13]}${SUITS[Math.floor(code / 13)]}`;

/** The card of a rank label and suit index, for tests and examples: card('A', 0) is the ace of spades. */
export function card(rank: string, suit = 0): number {
  const index = RANKS.indexOf(rank);
  if (index < 0 || suit < 0 || suit > 3) throw new RangeError(`no card ${rank} of suit ${suit}`);
  return suit * 13 + index;
}

/**
 * The most cards one round can use: a hand takes cards while its hard total is 20 or less, so at most
 * 21 cards, and the dealer's at most 17 (drawing on 16 or less): 21 + 21 + 17 = 59 with one split.
 */
export const ROUND_CARDS = 64;

/**
 * The top of a fresh shoe of `decks` decks (the codes 0–51 in order, once per deck) shuffled by
 * Fisher–Yates from the front: the first ROUND_CARDS positions, which is all a round can deal.
 */
export function shuffledShoe(decks: number, rng: RandomSource): number[] {
  const shoe = new Array<number>(52 * decks);
  for (let i = 0; i < shoe.length; i++) shoe[i] = i % 52;
  return shuffleInPlace(shoe, rng, ROUND_CARDS).slice(0, ROUND_CARDS);
}

export interface HandTotal {
  /** The best total: aces count 11 where that stays at 21 or under. */
  readonly total: number;
  /** Whether an ace is counted as 11. */
  readonly soft: boolean;
}

export function handTotal(cards: readonly number[]): HandTotal {
  let hard = 0;
  let ace = false;
  for (const code of cards) {
    const value = cardValue(code);
    hard += value;
    if (value === 1) ace = true;
  }
  return ace && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

/** Two cards making 21: an ace and a ten-value card. */
export const isNatural = (cards: readonly number[]): boolean => cards.length === 2 && handTotal(cards).total === 21;
