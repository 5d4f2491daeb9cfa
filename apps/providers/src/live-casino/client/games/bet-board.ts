/**
 * The player's side of a shared table (roulette, baccarat, the money wheel): the chips, the spots
 * the view registers, the bets of the round. A bet shows at once on its spot as pending and stays
 * once the studio takes it; a refused bet leaves the spot and the page says why. The studio's view
 * counts bets but does not list a player's own, so the page keeps them itself for the round.
 */
import { button, h, replay } from '../dom.js';
import type { TableContext } from '../game-view.js';
import { type Bets, totalOf } from '../payouts.js';
import type { RoundView } from '../table-types.js';
import { format } from '../texts/texts.js';

export interface BetBoardRules {
  /** The accessible name of a spot: "Red", "Straight 17". */
  label(spot: string): string;
  /** The spots that win with the round's outcome. */
  winners(outcome: Record<string, unknown>): ReadonlySet<string>;
  /** What the player's bets return with the outcome, stakes included. */
  returns(bets: Bets, outcome: Record<string, unknown>): number;
}

const CHIP_TONES = 6;

export class BetBoard {
  readonly tray: HTMLElement;
  readonly #spots = new Map<string, { button: HTMLButtonElement; stack: HTMLElement }>();
  readonly #bets = new Map<string, number>();
  readonly #pending = new Map<string, number>();
  #last = new Map<string, number>();
  #chips: number[] = [];
  #chip = 0;
  #roundId: string | null = null;
  #phase: RoundView['phase'] | null = null;
  #settled: string | null = null;
  readonly #chipRow = h('div', { class: 'chip-row', role: 'group' });
  readonly #total = h('output', { class: 'bets-total' });
  readonly #repeat: HTMLButtonElement;
  readonly #double: HTMLButtonElement;
  /** Called with what the bets returned when a round's result shows (0 when they lost). */
  onSettled: ((returned: number, staked: number) => void) | null = null;

  constructor(
    private readonly ctx: TableContext,
    private readonly rules: BetBoardRules,
  ) {
    const t = ctx.texts.bets;
    this.#chipRow.setAttribute('aria-label', t.chips);
    this.#repeat = button(
      t.repeat,
      { class: 'ghost small-button', title: t.repeatLabel, 'aria-label': t.repeatLabel },
      () => this.#placeAll(this.#last),
    );
    this.#double = button(
      t.double,
      { class: 'ghost small-button', title: t.doubleLabel, 'aria-label': t.doubleLabel },
      () => this.#placeAll(new Map(this.#bets)),
    );
    this.tray = h(
      'div',
      { class: 'tray' },
      this.#chipRow,
      h(
        'div',
        { class: 'tray-side' },
        h('p', { class: 'bets-line' }, h('span', { class: 'muted', text: `${t.yourBets} ` }), this.#total),
        h('div', { class: 'tray-buttons' }, this.#repeat, this.#double),
      ),
    );
    this.#render();
  }

  /** The table's limits arrived: the chips are multiples of its minimum. */
  setChips(values: readonly number[]): void {
    if (values.join() === this.#chips.join()) return;
    this.#chips = [...values];
    if (!this.#chips.includes(this.#chip)) this.#chip = this.#chips[Math.min(1, this.#chips.length - 1)] ?? 0;
    this.#chipRow.replaceChildren(
      ...this.#chips.map((value, index) => {
        const chip = button(h('span', { text: this.ctx.chip(value) }), {
          class: `chip tone-${index % CHIP_TONES}`,
          'aria-label': format(this.ctx.texts.bets.chip, { amount: this.ctx.money(value) }),
          'aria-pressed': String(value === this.#chip),
          'data-value': value,
        });
        chip.addEventListener('click', () => {
          this.#chip = value;
          for (const other of this.#chipRow.querySelectorAll('button')) {
            other.setAttribute('aria-pressed', String(other === chip));
          }
        });
        return chip;
      }),
    );
    this.#render();
  }

  /** A spot of the view's layout: a click places the chosen chip on it. */
  register(spot: string, element: HTMLButtonElement): void {
    const stack = h('span', { class: 'stack', 'aria-hidden': 'true', hidden: true });
    element.append(stack);
    element.addEventListener('click', () => this.place(spot));
    this.#spots.set(spot, { button: element, stack });
    this.#renderSpot(spot);
  }

  get open(): boolean {
    return this.#phase === 'betting';
  }

  /** The bets on the table this round, the pending ones included. */
  get bets(): Bets {
    const all = new Map(this.#bets);
    for (const [spot, amount] of this.#pending) all.set(spot, (all.get(spot) ?? 0) + amount);
    return all;
  }

  /** The round as the studio sees it: a new round clears the bets; the result lights the winners. */
  update(round: RoundView | null): void {
    if ((round?.id ?? null) !== this.#roundId) {
      if (this.#bets.size > 0) this.#last = new Map(this.#bets);
      this.#bets.clear();
      this.#pending.clear();
      this.#roundId = round?.id ?? null;
      for (const [spot, { button: element }] of this.#spots) {
        element.classList.remove('won');
        this.#renderSpot(spot);
      }
    }
    this.#phase = round?.phase ?? null;
    if (round?.phase === 'result' && round.outcome && this.#settled !== round.id) {
      this.#settled = round.id;
      const winners = this.rules.winners(round.outcome);
      for (const [spot, { button: element }] of this.#spots) element.classList.toggle('won', winners.has(spot));
      if (this.#bets.size > 0) this.onSettled?.(this.rules.returns(this.#bets, round.outcome), totalOf(this.#bets));
    }
    this.#render();
  }

  /**
   * The bets the studio says it took this round (a page opened again mid-round): drawn when the
   * board holds none of its own yet.
   */
  restore(bets: { roundId: string; list: ReadonlyArray<{ spot: string; amount: number }> } | null): void {
    if (!bets || bets.roundId !== this.#roundId || this.#bets.size > 0 || this.#pending.size > 0) return;
    for (const { spot, amount } of bets.list) this.#bets.set(spot, amount);
    for (const { spot } of bets.list) this.#renderSpot(spot);
    this.#render();
  }

  /** Puts a chip (or `amount`) on a spot and asks the studio to take it. */
  async place(spot: string, amount = this.#chip): Promise<void> {
    if (amount <= 0) return;
    if (!this.open) {
      this.ctx.refuse('betting_closed');
      return;
    }
    const round = this.#roundId;
    this.#pending.set(spot, (this.#pending.get(spot) ?? 0) + amount);
    this.#renderSpot(spot, true);
    this.#render();
    const answer = await this.ctx.command({ type: 'bet', spot, amount });
    if (round !== this.#roundId) return;
    const left = (this.#pending.get(spot) ?? 0) - amount;
    if (left > 0) this.#pending.set(spot, left);
    else this.#pending.delete(spot);
    if (answer.ok) {
      this.#bets.set(spot, (this.#bets.get(spot) ?? 0) + amount);
      this.ctx.announce(
        format(this.ctx.texts.bets.placed, { amount: this.ctx.money(amount), spot: this.rules.label(spot) }),
      );
    }
    this.#renderSpot(spot);
    this.#render();
  }

  #placeAll(bets: ReadonlyMap<string, number>): void {
    for (const [spot, amount] of bets) void this.place(spot, amount);
  }

  #renderSpot(spot: string, fresh = false): void {
    const found = this.#spots.get(spot);
    if (!found) return;
    const confirmed = this.#bets.get(spot) ?? 0;
    const pending = this.#pending.get(spot) ?? 0;
    const amount = confirmed + pending;
    found.stack.hidden = amount === 0;
    found.stack.textContent = amount ? this.ctx.chip(amount) : '';
    found.stack.classList.toggle('pending', pending > 0 && confirmed === 0);
    found.button.classList.toggle('has-bet', amount > 0);
    if (fresh) replay(found.stack, 'landing');
    const label = this.rules.label(spot);
    found.button.setAttribute(
      'aria-label',
      amount ? format(this.ctx.texts.bets.onSpot, { spot: label, amount: this.ctx.money(amount) }) : label,
    );
  }

  #render(): void {
    const open = this.open;
    for (const { button: spot } of this.#spots.values()) spot.setAttribute('aria-disabled', String(!open));
    this.tray.classList.toggle('closed', !open);
    this.#total.textContent = this.ctx.money(totalOf(this.bets));
    this.#repeat.disabled = !open || this.#last.size === 0 || this.#bets.size > 0 || this.#pending.size > 0;
    this.#double.disabled = !open || this.#bets.size === 0 || this.#pending.size > 0;
  }
}
