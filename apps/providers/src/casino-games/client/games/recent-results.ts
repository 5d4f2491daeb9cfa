import { h } from '../dom.js';
import type { HistoryItem } from '../studio-types.js';

/** How many of the last results the strip keeps. */
const SHOWN = 12;

/** One result as the strip shows it: won or lost, and its figure (the roll, the crash point). */
export interface ShownResult {
  won: boolean;
  text: string;
}

/**
 * The strip of an instant game's last results, newest first: filled from the rounds the overview
 * lists (those whose view `read` understands), then one more in front after each round played.
 */
export function recentResults(
  history: readonly HistoryItem[],
  read: (view: unknown) => ShownResult | null,
): { element: HTMLOListElement; add: (result: ShownResult) => void } {
  const element = h('ol', { class: 'track' });
  const pocket = ({ won, text }: ShownResult) => h('li', { class: `pocket ${won ? 'n-win' : 'n-loss'}`, text });
  for (const item of history.slice(0, SHOWN)) {
    const result = read(item.view);
    if (result) element.append(pocket(result));
  }
  return {
    element,
    add(result) {
      element.prepend(pocket(result));
      while (element.children.length > SHOWN) element.lastElementChild?.remove();
    },
  };
}
