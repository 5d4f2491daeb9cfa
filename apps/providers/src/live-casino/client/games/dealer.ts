/**
 * The dealer on camera, as far as a drawing can be: a portrait, a name and what the dealer calls out
 * ("Place your bets", "No more bets", the result). Decoration for sighted players: the header's
 * phase already says it to screen readers.
 */
import { h, replay, s } from '../dom.js';
import { format, type Texts } from '../texts/texts.js';

const NAMES = ['Anna', 'Marco', 'Elena', 'Victor', 'Sofia', 'Leon', 'Mila'];
const HAIR = ['#3b2314', '#141414', '#7a4a21', '#2b1b10', '#5a3a22', '#1d1d2b', '#8a5a2b'];

/** The same dealer for a table every time: a name from its id. */
export function dealerIndex(tableId: string): number {
  let hash = 0;
  for (const char of tableId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % NAMES.length;
}

export interface Dealer {
  readonly element: HTMLElement;
  /** The dealer calls something out (shown in a speech bubble). */
  say(text: string): void;
}

export function createDealer(texts: Texts, tableId: string): Dealer {
  const index = dealerIndex(tableId);
  const hair = HAIR[index] ?? '#2b1b10';
  const portrait = s(
    'svg',
    { class: 'dealer-portrait', viewBox: '0 0 64 64', 'aria-hidden': 'true' },
    s('circle', { cx: 32, cy: 32, r: 31, class: 'dealer-backdrop' }),
    s('path', { d: 'M8 64c2-14 12-20 24-20s22 6 24 20z', fill: '#111827' }),
    s('path', { d: 'M24 46l8 10 8-10z', fill: '#f8fafc' }),
    s('path', { d: 'M28 50l4 3 4-3-4-2z', fill: '#b91c1c' }),
    s('rect', { x: 28, y: 36, width: 8, height: 10, rx: 3, fill: '#e8b48a' }),
    s('ellipse', { cx: 32, cy: 27, rx: 11, ry: 13, fill: '#f0c39b' }),
    s('path', { d: 'M20 26c0-10 6-15 12-15s13 5 12 15c-3-5-8-7-12-7s-9 2-12 7z', fill: hair }),
    s('circle', { cx: 28, cy: 28, r: 1.4, fill: '#1f2937' }),
    s('circle', { cx: 36, cy: 28, r: 1.4, fill: '#1f2937' }),
    s('path', {
      d: 'M28.5 33.5q3.5 3 7 0',
      fill: 'none',
      stroke: '#9a3412',
      'stroke-width': 1.4,
      'stroke-linecap': 'round',
    }),
  );
  const bubble = h('p', { class: 'dealer-bubble', 'aria-hidden': 'true', text: texts.dealer.welcome });
  const element = h(
    'div',
    { class: 'dealer' },
    portrait,
    h(
      'div',
      { class: 'dealer-text' },
      h(
        'p',
        { class: 'dealer-name', 'aria-hidden': 'true' },
        h('span', { class: 'live-dot' }),
        format(texts.dealer.name, { name: NAMES[index] ?? 'Anna' }),
      ),
      bubble,
    ),
  );
  let said = '';
  return {
    element,
    say(text) {
      if (text === said) return;
      said = text;
      bubble.textContent = text;
      replay(bubble, 'speaking');
    },
  };
}
