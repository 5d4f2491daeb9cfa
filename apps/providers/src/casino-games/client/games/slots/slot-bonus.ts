import { button, h } from '../../dom.js';
import type { Texts } from '../../texts/texts.js';
import { format } from '../../texts/texts.js';
import { type BonusView, bonusBoard } from './slot-types.js';

/** The pick-me board: twelve tiles as buttons; opened ones show their prize or Collect. */
export class BonusBoard {
  readonly element: HTMLElement;
  private readonly grid = h('div', { class: 'bonus-grid' });
  private readonly status = h('p', { class: 'bonus-status', 'aria-live': 'polite' });
  private onPick: (tile: number) => void = () => {};

  constructor(private readonly texts: Texts) {
    this.element = h(
      'section',
      { class: 'bonus', hidden: true, 'aria-labelledby': 'bonus-title' },
      h('h2', { id: 'bonus-title', class: 'bonus-title', text: texts.slot.bonusTitle }),
      h('p', { class: 'bonus-hint', text: texts.slot.bonusPick }),
      this.grid,
      this.status,
    );
  }

  show(bonus: BonusView, onPick: (tile: number) => void, lastOpened?: number): void {
    this.onPick = onPick;
    const t = this.texts.slot;
    const { tiles, opened } = bonusBoard(bonus);
    this.element.hidden = false;
    this.element.classList.toggle('finished', bonus.finished);
    this.grid.replaceChildren(
      ...tiles.map((tile, index) => {
        const open = tile !== null;
        const picked = opened.includes(index);
        const value = tile === 'collect' ? t.bonusCollect : tile === null ? '' : format(t.bonusCoins, { coins: tile });
        const label = open ? format(t.bonusTileOpen, { n: index + 1, value }) : format(t.bonusTile, { n: index + 1 });
        const classes = [
          'bonus-tile',
          open ? 'open' : '',
          tile === 'collect' ? 'collect' : '',
          picked ? 'picked' : 'unpicked',
        ]
          .filter(Boolean)
          .join(' ');
        const tileButton = button(open ? (tile === 'collect' ? t.bonusCollect : String(tile)) : '?', {
          class: `${classes}${index === lastOpened ? ' flip' : ''}`,
          'aria-label': label,
          disabled: open || bonus.finished,
        });
        tileButton.addEventListener('click', () => this.onPick(index));
        return tileButton;
      }),
    );
    this.status.textContent = bonus.finished
      ? `${t.bonusDone} · ${format(t.bonusTotal, { coins: bonus.coins })}`
      : format(t.bonusTotal, { coins: bonus.coins });
  }

  lock(locked: boolean): void {
    for (const tile of this.grid.querySelectorAll('button')) {
      if (!tile.classList.contains('open')) tile.disabled = locked;
    }
  }

  hide(): void {
    this.element.hidden = true;
  }
}
