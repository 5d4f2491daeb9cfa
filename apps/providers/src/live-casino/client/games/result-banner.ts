/** The round's result over the scene: the outcome's badge and words, and what the player won. */
import { h, replay } from '../dom.js';
import type { TableContext } from '../game-view.js';
import { format } from '../texts/texts.js';

export interface ResultBanner {
  readonly element: HTMLElement;
  show(face: string, tone: string, words: string): void;
  /** What the player's bets returned (0: a loss). */
  win(returned: number): void;
  hide(): void;
}

export function resultBanner(ctx: TableContext): ResultBanner {
  const badge = h('span', { class: 'result-badge', 'aria-hidden': 'true' });
  const words = h('p', { class: 'result-words' });
  const win = h('p', { class: 'result-win', hidden: true });
  const element = h('div', { class: 'result-banner', hidden: true }, badge, h('div', {}, words, win));
  let shown = '';
  return {
    element,
    show(face, tone, text) {
      const key = `${face}|${text}`;
      if (!element.hidden && shown === key) return;
      shown = key;
      badge.textContent = face;
      badge.className = `result-badge ${tone}`;
      badge.hidden = face === '';
      words.textContent = text;
      element.hidden = false;
      replay(element, 'appear');
    },
    win(returned) {
      win.hidden = false;
      win.classList.toggle('won', returned > 0);
      win.textContent =
        returned > 0 ? format(ctx.texts.bets.youWin, { amount: ctx.money(returned) }) : ctx.texts.bets.noWin;
      ctx.announce(win.textContent);
    },
    hide() {
      element.hidden = true;
      win.hidden = true;
      shown = '';
    },
  };
}
