/**
 * Playing cards on the table. A card is a code 0–51 (shared/games/cards.ts): rank = code mod 13
 * (ace … king), suit = ⌊code / 13⌋ (spades, hearts, diamonds, clubs); null is a card face down.
 */
import { h, setVar } from './dom.js';
import { format, type Texts } from './texts/texts.js';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

export const rankOf = (code: number): string => RANKS[code % 13] ?? '?';
export const suitOf = (code: number): string => SUITS[Math.floor(code / 13)] ?? '?';
export const isRed = (code: number): boolean => Math.floor(code / 13) === 1 || Math.floor(code / 13) === 2;

/** "Queen of hearts" / "Дама червей". */
export function cardName(texts: Texts, code: number): string {
  return format(texts.cards.name, {
    rank: texts.cards.ranks[code % 13] ?? '',
    suit: texts.cards.suits[Math.floor(code / 13)] ?? '',
  });
}

export interface CardOptions {
  /** Slide in from the shoe, after this many ms. */
  dealDelay?: number | null;
  /** Turn over (the dealer's hole card). */
  flip?: boolean;
  /** Lie sideways (baccarat's third card). */
  sideways?: boolean;
}

/** A card element: its face (or back) with an accessible name. */
export function cardElement(texts: Texts, code: number | null, options: CardOptions = {}): HTMLElement {
  const classes = ['card'];
  if (options.dealDelay !== undefined && options.dealDelay !== null) classes.push('dealt');
  if (options.flip) classes.push('flip');
  if (options.sideways) classes.push('sideways');
  let element: HTMLElement;
  if (code === null) {
    classes.push('back');
    element = h('span', { class: classes.join(' '), role: 'img', 'aria-label': texts.cards.hidden });
  } else {
    if (isRed(code)) classes.push('red');
    const rank = rankOf(code);
    const suit = suitOf(code);
    element = h(
      'span',
      { class: classes.join(' '), role: 'img', 'aria-label': cardName(texts, code) },
      h('span', { class: 'corner', 'aria-hidden': 'true' }, h('b', { text: rank }), h('i', { text: suit })),
      h('span', { class: 'pip', 'aria-hidden': 'true', text: suit }),
    );
  }
  if (options.dealDelay) setVar(element, '--delay', `${options.dealDelay}ms`);
  return element;
}
