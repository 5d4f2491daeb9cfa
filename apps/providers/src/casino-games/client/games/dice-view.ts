import { button, h, tween } from '../dom.js';
import type { GameContext, GameModule, GameView } from '../game-context.js';
import { formatHundredths } from '../money.js';
import { format } from '../texts/texts.js';
import { oneCallRound } from './one-call-round.js';
import { recentResults } from './recent-results.js';

interface DiceRoundView {
  bet: { target: number; direction: 'over' | 'under'; amount: number };
  roll: number;
  won: boolean;
  multiplier: { num: number; den: number };
  payout: number;
}

/** Rolls that win a bet: over t wins on t+1 … 9999, under t on 0 … t−1 (engine/instant/dice.ts). */
export const winningRolls = (target: number, direction: 'over' | 'under') =>
  direction === 'over' ? 9_999 - target : target;

/** The payout multiplier in ten-thousandths, floored: 9,900 / w shown to four decimals. */
export const diceMultiplierText = (winning: number) => (Math.floor((9_900 * 10_000) / winning) / 10_000).toFixed(4);

/** The target range a direction allows (1 to 9,800 winning rolls). */
export const targetRange = (direction: 'over' | 'under'): readonly [number, number] =>
  direction === 'over' ? [199, 9_998] : [1, 9_800];

function createDice(ctx: GameContext): GameView {
  const t = ctx.texts.dice;
  let direction: 'over' | 'under' = 'over';
  let target = 5_000;

  const slider = h('input', {
    type: 'range',
    id: 'dice-target',
    min: 199,
    max: 9_998,
    step: 1,
    class: 'dice-slider',
    'aria-label': t.target,
  });
  const targetField = h('input', {
    type: 'number',
    id: 'dice-target-field',
    min: 0.01,
    max: 99.98,
    step: 0.01,
    inputmode: 'decimal',
    class: 'dice-field',
  });
  const chance = h('output', { class: 'stat-value' });
  const payout = h('output', { class: 'stat-value' });
  const marker = h(
    'div',
    { class: 'dice-marker', 'aria-hidden': 'true' },
    h('span', { class: 'dice-bubble', text: '50.00' }),
  );
  const bar = h('div', { class: 'dice-bar' }, marker, slider);
  const outcome = h('p', { class: 'dice-outcome', 'aria-live': 'polite' });
  const recent = recentResults(ctx.overview.history, (stored) => {
    const view = stored as DiceRoundView | null;
    return view && typeof view.roll === 'number' ? { won: view.won, text: formatHundredths(view.roll) } : null;
  });
  const over = button(t.over, { class: 'segment', 'aria-pressed': 'true' }, () => setDirection('over'));
  const under = button(t.under, { class: 'segment', 'aria-pressed': 'false' }, () => setDirection('under'));
  const roll = oneCallRound(ctx, t.roll, play);

  function update(): void {
    const [min, max] = targetRange(direction);
    target = Math.min(max, Math.max(min, target));
    slider.min = String(min);
    slider.max = String(max);
    slider.value = String(target);
    slider.setAttribute('aria-valuetext', formatHundredths(target));
    if (document.activeElement !== targetField) targetField.value = formatHundredths(target);
    const winning = winningRolls(target, direction);
    chance.textContent = `${formatHundredths(winning)} %`;
    payout.textContent = `${diceMultiplierText(winning)}×`;
    bar.style.setProperty('--target', `${target / 100}%`);
    bar.dataset.direction = direction;
    over.setAttribute('aria-pressed', String(direction === 'over'));
    under.setAttribute('aria-pressed', String(direction === 'under'));
  }

  function setDirection(next: 'over' | 'under'): void {
    if (roll.running()) return;
    direction = next;
    update();
  }

  slider.addEventListener('input', () => {
    target = Number(slider.value);
    update();
  });
  targetField.addEventListener('change', () => {
    const value = Math.round(Number(targetField.value.replace(',', '.')) * 100);
    if (Number.isFinite(value)) target = value;
    update();
    targetField.value = formatHundredths(target);
  });

  async function play(): Promise<void> {
    outcome.textContent = '';
    bar.classList.remove('won', 'lost');
    const answer = await ctx.play({ stake: ctx.stake(), target, direction });
    if (answer) {
      const view = answer.round.view as DiceRoundView;
      const bubble = marker.firstElementChild as HTMLElement;
      const from = Number(bar.style.getPropertyValue('--roll').replace('%', '')) * 100 || 5_000;
      await tween(700, (p) => {
        const eased = 1 - (1 - p) ** 3;
        const value = Math.round(from + (view.roll - from) * eased);
        bar.style.setProperty('--roll', `${value / 100}%`);
        bubble.textContent = formatHundredths(value);
      });
      bar.classList.add(view.won ? 'won' : 'lost');
      outcome.textContent = `${format(t.rolled, { roll: formatHundredths(view.roll) })} · ${
        view.won ? format(ctx.texts.common.totalWin, { amount: ctx.money(answer.round.win) }) : ctx.texts.common.noWin
      }`;
      outcome.dataset.won = String(view.won);
      recent.add({ won: view.won, text: formatHundredths(view.roll) });
      ctx.reveal(answer);
    }
  }

  update();

  const element = h(
    'div',
    { class: 'dice' },
    h(
      'div',
      { class: 'dice-stage' },
      h(
        'div',
        { class: 'dice-scale', 'aria-hidden': 'true' },
        ...[0, 25, 50, 75, 100].map((n) => h('span', { text: String(n) })),
      ),
      bar,
      outcome,
      recent.element,
    ),
    h(
      'div',
      { class: 'dice-settings' },
      h('div', { class: 'segments', role: 'group', 'aria-label': t.direction }, over, under),
      h(
        'div',
        { class: 'field compact' },
        h('label', { for: 'dice-target-field', text: `${t.target} (0.01–99.98)` }),
        targetField,
      ),
      h(
        'dl',
        { class: 'mini-stats' },
        h('div', {}, h('dt', { text: t.chance }), h('dd', {}, chance)),
        h('div', {}, h('dt', { text: t.payout }), h('dd', {}, payout)),
      ),
    ),
    roll.controls(),
  );
  return { element, restore: roll.unlock };
}

export const diceGame: GameModule = {
  create: createDice,
  summary(view, texts) {
    const round = view as DiceRoundView;
    const bet = `${round.bet.direction === 'over' ? texts.dice.over : texts.dice.under} ${formatHundredths(round.bet.target)}`;
    return `${bet} → ${formatHundredths(round.roll)}`;
  },
  choices(view) {
    const round = view as DiceRoundView;
    return { target: String(round.bet.target), direction: round.bet.direction };
  },
};
