/**
 * The table page's header: the way back to the lobby, the table's name and limits, the phase with
 * its countdown, the balance, the round's provably fair seeds and the strip of latest results.
 */
import { h, replay, s } from './dom.js';
import type { ResultChip } from './phase.js';
import { format, type Texts } from './texts/texts.js';

const RING = 2 * Math.PI * 15;

export class TableHeader {
  readonly element: HTMLElement;
  readonly #lobby: HTMLAnchorElement;
  readonly #name = h('h1', { class: 'table-name' });
  readonly #limits = h('span', { class: 'limits' });
  readonly #players = h('span', { class: 'players' });
  readonly #phase = h('p', { class: 'phase', 'aria-live': 'polite', 'aria-atomic': 'true' });
  readonly #seconds = h('span', { class: 'countdown-seconds', 'aria-hidden': 'true' });
  readonly #countdown: HTMLElement;
  readonly #ring = s('circle', { class: 'countdown-left', cx: 18, cy: 18, r: 15, 'stroke-dasharray': RING.toFixed(2) });
  readonly #balance = h('output', { class: 'balance-value', 'aria-live': 'off' });
  readonly #round = h('p', { class: 'fair-round' });
  readonly #hash = h('code', { class: 'seed' });
  readonly #seed = h('code', { class: 'seed' });
  readonly #strip: HTMLOListElement;
  #stripKey: string | null = null;
  #phaseText = '';

  constructor(private readonly texts: Texts) {
    const t = texts.header;
    this.#lobby = h('a', {
      class: 'lobby',
      target: '_top',
      'aria-label': t.lobby,
      title: t.lobby,
      hidden: true,
      text: '‹',
    });
    this.#countdown = h(
      'div',
      { class: 'countdown', role: 'timer', hidden: true },
      s(
        'svg',
        { viewBox: '0 0 36 36', 'aria-hidden': 'true' },
        s('circle', { class: 'countdown-track', cx: 18, cy: 18, r: 15 }),
        this.#ring,
      ),
      this.#seconds,
    );
    this.#strip = h('ol', { class: 'strip', 'aria-label': t.results });
    const fair = h(
      'details',
      { class: 'fair' },
      h(
        'summary',
        { 'aria-label': t.fair },
        h('span', { class: 'fair-icon', 'aria-hidden': 'true', text: '✓' }),
        h('span', { class: 'fair-text', text: t.fair }),
      ),
      h(
        'div',
        { class: 'fair-body' },
        this.#round,
        h(
          'dl',
          {},
          h('dt', { text: t.seedHash }),
          h('dd', {}, this.#hash),
          h('dt', { text: t.seed }),
          h('dd', {}, this.#seed),
        ),
        h('p', { class: 'muted small', text: t.fairHelp }),
      ),
    );
    this.element = h(
      'header',
      { class: 'table-header' },
      h(
        'div',
        { class: 'bar' },
        this.#lobby,
        h('div', { class: 'title-block' }, this.#name, h('p', { class: 'table-meta' }, this.#limits, this.#players)),
        h('div', { class: 'phase-block' }, this.#countdown, this.#phase),
        h('dl', { class: 'balance' }, h('dt', { text: t.balance }), h('dd', {}, this.#balance)),
        fair,
      ),
      h('div', { class: 'strip-row' }, h('span', { class: 'strip-label', text: t.results }), this.#strip),
    );
    // A click outside the open seeds panel closes it, as a menu would.
    document.addEventListener('click', (event) => {
      if (fair.open && event.target instanceof Node && !fair.contains(event.target)) fair.open = false;
    });
    fair.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && fair.open) {
        fair.open = false;
        fair.querySelector('summary')?.focus();
      }
    });
  }

  setTable(name: string, limits: string): void {
    this.#name.textContent = name;
    this.#limits.textContent = `${this.texts.header.limits} ${limits}`;
  }

  setPlayers(count: number): void {
    this.#players.textContent = count > 0 ? format(this.texts.header.players, { count }) : '';
  }

  setLobby(url: string | null): void {
    this.#lobby.hidden = url === null;
    if (url) this.#lobby.href = url;
  }

  setBalance(text: string): void {
    if (this.#balance.textContent === text) return;
    const first = this.#balance.textContent === '';
    this.#balance.textContent = text;
    if (!first) replay(this.#balance, 'changed');
  }

  setPhase(text: string): void {
    if (text === this.#phaseText) return;
    this.#phaseText = text;
    this.#phase.textContent = text;
    replay(this.#phase, 'changed');
  }

  /** The countdown: `seconds` left and the `share` (0–1) of the phase still to run; null hides it. */
  setCountdown(seconds: number | null, share: number): void {
    this.#countdown.hidden = seconds === null;
    if (seconds === null) return;
    const text = String(seconds);
    if (this.#seconds.textContent !== text) {
      this.#seconds.textContent = text;
      this.#countdown.setAttribute('aria-label', format(this.texts.header.countdown, { seconds }));
    }
    this.#countdown.classList.toggle('urgent', seconds <= 3);
    this.#ring.setAttribute('stroke-dashoffset', (RING * (1 - Math.max(0, Math.min(1, share)))).toFixed(2));
  }

  setFair(round: number | null, hash: string | null, seed: string | null): void {
    this.#round.textContent = round === null ? '' : format(this.texts.header.round, { number: round });
    this.#hash.textContent = hash ?? '—';
    this.#seed.textContent = seed ?? this.texts.header.seedLater;
    this.#seed.classList.toggle('later', seed === null);
  }

  setResults(chips: readonly ResultChip[]): void {
    const key = chips.map((chip) => `${chip.tone}:${chip.text}`).join();
    if (key === this.#stripKey) return;
    const fresh = this.#stripKey !== null;
    this.#stripKey = key;
    if (chips.length === 0) {
      this.#strip.replaceChildren(h('li', { class: 'strip-empty', text: this.texts.header.noResults }));
      return;
    }
    this.#strip.replaceChildren(
      ...chips.map((chip, index) => {
        const item = h('li', {
          class: `result ${chip.tone}${index === 0 && fresh ? ' new' : ''}`,
          'aria-label': chip.label,
          title: chip.label,
        });
        item.append(h('span', { 'aria-hidden': 'true', text: chip.text }));
        return item;
      }),
    );
  }
}
