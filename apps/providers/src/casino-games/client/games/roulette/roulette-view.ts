import { rovingFocus } from '../../../../shared/client/roving-focus.js';
import { button, h, pause } from '../../dom.js';
import type { GameContext, GameModule, GameView } from '../../game-context.js';
import { formatChip } from '../../money.js';
import type { RoundDto } from '../../studio-types.js';
import { format, type Texts } from '../../texts/texts.js';
import {
  addChip,
  type Bets,
  betParams,
  colourOf,
  removeChip,
  type Spot,
  spotIdOf,
  tableSpots,
  totalOf,
  upright,
} from './roulette-bets.js';
import { RouletteWheel } from './roulette-wheel.js';

interface SpinView {
  pocket: number;
  color: 'red' | 'black' | 'green';
  bets: { bet: { type: string; numbers?: number[]; index?: number; amount: number }; won: boolean; payout: number }[];
  stake: number;
  payout: number;
}

const CHIPS = [10, 50, 100, 500, 1_000, 5_000];
const TRACK_SIZE = 14;

/** The accessible name of a spot, in the page's language. */
export function spotLabel(spot: Spot, texts: Texts): string {
  const t = texts.roulette;
  const [a, b, c, d, , f] = spot.numbers ?? [];
  const values = { a: a ?? '', b: b ?? '', c: c ?? '', d: d ?? '', f: f ?? '' };
  switch (spot.type) {
    case 'straight':
      return a === 0 ? t.zero : format(t.straight, values);
    case 'split':
      return format(t.split, values);
    case 'street':
      return format(t.street, values);
    case 'trio':
      return format(t.trio, values);
    case 'corner':
      return format(t.corner, values);
    case 'firstFour':
      return t.firstFour;
    case 'sixLine':
      return format(t.sixLine, values);
    case 'dozen':
      return t[`dozen${spot.index as 1 | 2 | 3}`];
    case 'column':
      return t[`column${spot.index as 1 | 2 | 3}`];
    default:
      return t[`bet${spot.type.charAt(0).toUpperCase()}${spot.type.slice(1)}` as 'betRed'];
  }
}

function spotText(spot: Spot, texts: Texts): string {
  const t = texts.roulette;
  if (spot.type === 'straight') return String(spot.numbers?.[0]);
  if (spot.type === 'column') return t.twoToOne;
  if (spot.type === 'dozen') return ['1–12', '13–24', '25–36'][(spot.index ?? 1) - 1] ?? '';
  if (spot.type === 'red' || spot.type === 'black') return '';
  if (spot.place !== 'cell') return '';
  return spotLabel(spot, texts);
}

function createRoulette(ctx: GameContext): GameView {
  const t = ctx.texts.roulette;
  const spots = tableSpots();
  let bets: Bets = new Map();
  let lastBets: Bets = new Map();
  let chip = 100;
  let removing = false;
  let spinning = false;
  const track: number[] = ctx.overview.history.flatMap((item) =>
    item.view && typeof (item.view as SpinView).pocket === 'number' ? [(item.view as SpinView).pocket] : [],
  );

  const wheel = new RouletteWheel(t.wheel);
  const result = h('p', { class: 'roulette-result', 'aria-live': 'polite', text: t.placeBets });
  const trackList = h('ol', { class: 'track', 'aria-label': t.lastNumbers });
  const total = h('output', { class: 'stat-value' });
  const spotButtons = new Map<string, HTMLButtonElement>();

  const tableKeys = h('p', { id: 'roulette-table-keys', class: 'visually-hidden', text: t.tableKeys });
  const table = h('div', {
    class: 'table-grid',
    role: 'group',
    'aria-label': t.table,
    'aria-describedby': 'roulette-table-keys',
  });
  for (const spot of spots) {
    const label = spotLabel(spot, ctx.texts);
    const classes = ['spot', `spot-${spot.place}`, `spot-${spot.type}`];
    if (spot.type === 'straight') classes.push(`n-${colourOf(spot.numbers?.[0] ?? 0)}`);
    if (spot.type === 'red' || spot.type === 'black') classes.push(`n-${spot.type}`);
    const element = button(spotText(spot, ctx.texts), {
      class: classes.join(' '),
      'aria-label': label,
      'data-spot': spot.id,
    });
    const up = upright(spot.area);
    element.style.setProperty(
      '--h-area',
      `${spot.area.rows[0]} / ${spot.area.cols[0]} / ${spot.area.rows[1] + 1} / ${spot.area.cols[1] + 1}`,
    );
    element.style.setProperty('--v-area', `${up.rows[0]} / ${up.cols[0]} / ${up.rows[1] + 1} / ${up.cols[1] + 1}`);
    element.addEventListener('click', () => place(spot.id, removing));
    element.addEventListener('contextmenu', (event) => {
      event.preventDefault();
      place(spot.id, true);
    });
    spotButtons.set(spot.id, element);
    table.append(element);
  }
  // One tab stop for the table's bets; it starts on red, the bet most players make first.
  rovingFocus(table, [...spotButtons.values()], spotButtons.get(spotIdOf({ type: 'red' })));

  const chipButtons = CHIPS.map((value) => {
    const chipButton = button(formatChip(value, ctx.overview.currency), {
      class: `chip chip-${value}`,
      'aria-label': format(t.chip, { amount: ctx.money(value) }),
      'aria-pressed': value === chip ? 'true' : 'false',
    });
    chipButton.addEventListener('click', () => {
      chip = value;
      for (const other of chipButtons) other.setAttribute('aria-pressed', other === chipButton ? 'true' : 'false');
    });
    return chipButton;
  });
  const removeToggle = button(t.remove, { class: 'ghost toggle', 'aria-pressed': 'false' }, () => {
    removing = !removing;
    removeToggle.setAttribute('aria-pressed', String(removing));
  });
  const undoStack: Bets[] = [];
  const undo = button(t.undo, { class: 'ghost' }, () => {
    bets = undoStack.pop() ?? new Map();
    render();
  });
  const clear = button(t.clear, { class: 'ghost' }, () => {
    if (bets.size) undoStack.push(bets);
    bets = new Map();
    render();
  });
  const repeat = button(t.repeat, { class: 'ghost' }, () => {
    undoStack.push(bets);
    bets = new Map(lastBets);
    render();
  });
  const spinButton = button(t.spin, { class: 'spin-button' }, () => void spin());

  function place(id: string, remove: boolean): void {
    if (spinning) return;
    const before = bets;
    if (remove) bets = removeChip(bets, id, chip);
    else {
      const added = addChip(bets, id, chip);
      if (added.refused) ctx.announce(t.limit);
      bets = added.bets;
    }
    if (bets !== before) undoStack.push(before);
    render();
  }

  function render(): void {
    for (const [id, element] of spotButtons) {
      const amount = bets.get(id);
      element.querySelector('.stack')?.remove();
      element.classList.toggle('has-chip', amount !== undefined);
      const label = spotLabel(spots.find((spot) => spot.id === id) as Spot, ctx.texts);
      element.setAttribute('aria-label', amount ? format(t.betOn, { bet: label, amount: ctx.money(amount) }) : label);
      if (amount)
        element.append(
          h('span', { class: 'stack', 'aria-hidden': 'true', text: formatChip(amount, ctx.overview.currency) }),
        );
    }
    total.textContent = ctx.money(totalOf(bets));
    spinButton.disabled = spinning || bets.size === 0;
    undo.disabled = spinning || undoStack.length === 0;
    clear.disabled = spinning || bets.size === 0;
    repeat.disabled = spinning || lastBets.size === 0;
    for (const b of chipButtons) b.disabled = spinning;
  }

  function renderTrack(): void {
    trackList.replaceChildren(
      ...track
        .slice(0, TRACK_SIZE)
        .map((n, i) => h('li', { class: `pocket n-${colourOf(n)}${i === 0 ? ' latest' : ''}`, text: String(n) })),
    );
  }

  async function spin(): Promise<void> {
    if (spinning || bets.size === 0) return;
    spinning = true;
    ctx.setBusy(true);
    render();
    for (const element of table.querySelectorAll('.winning')) element.classList.remove('winning');
    result.textContent = '…';
    const placed = bets;
    const answer = await ctx.play({ bets: betParams(placed, spots) });
    if (!answer) {
      spinning = false;
      render();
      return;
    }
    const view = answer.round.view as SpinView;
    await wheel.spin(view.pocket);
    const colour = t[view.color];
    result.textContent = `${format(t.result, { n: view.pocket, color: colour })}${
      answer.round.win > 0 ? ` · ${format(ctx.texts.common.totalWin, { amount: ctx.money(answer.round.win) })}` : ''
    }`;
    result.dataset.colour = view.color;
    track.unshift(view.pocket);
    renderTrack();
    spotButtons.get(`straight:${view.pocket}`)?.classList.add('winning');
    for (const settled of view.bets) {
      if (settled.won) spotButtons.get(spotIdOf(settled.bet))?.classList.add('winning');
    }
    ctx.reveal(answer);
    await pause(1800);
    lastBets = placed;
    bets = new Map();
    undoStack.length = 0;
    spinning = false;
    ctx.setBusy(false);
    render();
  }

  render();
  renderTrack();
  const element = h(
    'div',
    { class: 'roulette' },
    h('div', { class: 'wheel-area' }, wheel.element, h('div', { class: 'wheel-side' }, result, trackList)),
    h('div', { class: 'table-scroll' }, tableKeys, table),
    h(
      'div',
      { class: 'controls', role: 'group', 'aria-label': ctx.texts.common.gameControls },
      h('div', { class: 'chips', role: 'group', 'aria-label': t.chips }, ...chipButtons),
      h('div', { class: 'bet-tools' }, undo, clear, repeat, removeToggle),
      h('div', { class: 'win-meter' }, h('span', { class: 'stake-label', text: t.totalBet }), total),
      spinButton,
    ),
  );
  return {
    element,
    restore(_open: RoundDto | null) {
      spinning = false;
      render();
    },
  };
}

export const rouletteGame: GameModule = {
  create: createRoulette,
  summary(view, texts) {
    const spin = view as SpinView;
    return format(texts.roulette.result, { n: spin.pocket, color: texts.roulette[spin.color] });
  },
  choices(view) {
    const spin = view as SpinView;
    return { bets: JSON.stringify(spin.bets.map((settled) => settled.bet)) };
  },
};
