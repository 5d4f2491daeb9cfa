/**
 * Live roulette: the wheel with its dealer, the betting layout (numbers, splits, corners, dozens,
 * columns and the even-money bets) and the chips. The wheel idles while bets are taken, the ball is
 * launched at "no more bets", and at the reveal both slow down to the outcome's pocket.
 */

import { rovingFocus } from '../../../shared/client/roving-focus.js';
import { button, h, setVar } from '../dom.js';
import type { GameView, TableContext } from '../game-view.js';
import { chipValues } from '../money.js';
import { rouletteReturn } from '../payouts.js';
import { outcomeText } from '../phase.js';
import type { AnyView, RouletteOutcome, TableView } from '../table-types.js';
import { format, type Texts } from '../texts/texts.js';
import { BetBoard } from './bet-board.js';
import { createDealer } from './dealer.js';
import { resultBanner } from './result-banner.js';
import { colourOf, type LayoutSpot, rouletteLayout, rouletteStats, winningSpots } from './roulette-layout.js';
import { RouletteWheel } from './roulette-wheel.js';

/** The longest a spin takes, and the time it leaves before the reveal ends. */
const SPIN_MAX_MS = 7_000;
const SPIN_MARGIN_MS = 700;

/** A spot's accessible name: "Straight 17", "Split 1 and 2", "Red". */
export function spotLabel(texts: Texts, spot: LayoutSpot): string {
  const t = texts.roulette;
  const [a = 0, b = 0, c = 0, d = 0] = spot.numbers;
  switch (spot.kind) {
    case 'straight':
      return a === 0 ? t.zero : format(t.straight, { n: a });
    case 'split':
      return format(t.split, { a, b });
    case 'corner':
      return format(t.corner, { a, b, c, d });
    case 'dozen':
      return t[spot.id === 'dozen:1' ? 'dozen1' : spot.id === 'dozen:2' ? 'dozen2' : 'dozen3'];
    case 'column':
      return t[spot.id === 'column:1' ? 'column1' : spot.id === 'column:2' ? 'column2' : 'column3'];
    default:
      return t[spot.kind];
  }
}

/** What a spot shows on the cloth. */
function spotFace(texts: Texts, spot: LayoutSpot): string {
  const t = texts.roulette;
  switch (spot.kind) {
    case 'straight':
      return String(spot.numbers[0]);
    case 'column':
      return t.twoToOne;
    case 'dozen':
      return ['1–12', '13–24', '25–36'][Number(spot.id.slice(-1)) - 1] ?? '';
    case 'low':
      return '1–18';
    case 'high':
      return '19–36';
    case 'odd':
    case 'even':
      return t[spot.kind];
    default:
      return '';
  }
}

export function createRouletteView(ctx: TableContext): GameView {
  const { texts } = ctx;
  const t = texts.roulette;
  const layout = rouletteLayout();
  const byId = new Map(layout.map((spot) => [spot.id, spot]));
  const board = new BetBoard(ctx, {
    label: (id) => {
      const spot = byId.get(id);
      return spot ? spotLabel(texts, spot) : id;
    },
    winners: (outcome) => winningSpots(layout, Number(outcome.pocket)),
    returns: (bets, outcome) => rouletteReturn(bets, Number(outcome.pocket), (id) => byId.get(id)?.numbers),
  });
  const wheel = new RouletteWheel(t.wheel, ctx.motion);
  const dealer = createDealer(texts, ctx.tableId);
  const banner = resultBanner(ctx);
  board.onSettled = (returned) => banner.win(returned);

  const keys = h('p', { id: 'roulette-keys', class: 'visually-hidden', text: t.boardKeys });
  const grid = h('div', {
    class: 'roulette-board',
    role: 'group',
    'aria-label': t.board,
    'aria-describedby': 'roulette-keys',
  });
  const buttons: HTMLButtonElement[] = [];
  for (const spot of layout) {
    const classes = ['spot', `spot-${spot.kind}`];
    if (spot.between) classes.push('spot-between');
    if (spot.kind === 'straight') classes.push(`n-${colourOf(spot.numbers[0] ?? 0)}`);
    const element = button(h('span', { class: 'face', text: spotFace(texts, spot) }), {
      class: classes.join(' '),
      'aria-label': spotLabel(texts, spot),
      'data-spot': spot.id,
    });
    setVar(element, '--area', `${spot.row} / ${spot.col} / span ${spot.rows} / span ${spot.cols}`);
    board.register(spot.id, element);
    buttons.push(element);
    grid.append(element);
  }
  rovingFocus(
    grid,
    buttons,
    buttons.find((b) => b.dataset.spot === 'red'),
  );

  // The latest spins in a line above the layout (on a wide screen): the colours' shares, the hot numbers.
  const statsTitle = h('span', { class: 'stats-title' });
  const statsBar = h('span', { class: 'stats-bar', 'aria-hidden': 'true' });
  const statsWords = h('span', { class: 'visually-hidden' });
  const hot = h('span', { class: 'hot' });
  const stats = h('p', { class: 'roulette-stats', hidden: true }, statsTitle, statsBar, statsWords, hot);
  let statsKey = '';
  const renderStats = (history: readonly Record<string, unknown>[]) => {
    const pockets = history.map((outcome) => Number(outcome.pocket));
    const key = pockets.join();
    if (key === statsKey) return;
    statsKey = key;
    stats.hidden = pockets.length === 0;
    const counted = rouletteStats(pockets);
    statsTitle.textContent = format(t.stats, { count: pockets.length });
    statsBar.replaceChildren(
      ...(['red', 'green', 'black'] as const).map((colour) => {
        const share = pockets.length ? Math.round((counted[colour] / pockets.length) * 100) : 0;
        const part = h('span', { class: `share ${colour}`, text: share >= 12 ? `${share}%` : '' });
        part.style.flexGrow = String(counted[colour]);
        return part;
      }),
    );
    statsWords.textContent = `${t.colourRed} ${counted.red}, ${t.colourBlack} ${counted.black}, ${t.colourGreen} ${counted.green}.`;
    hot.replaceChildren(
      ...(counted.hot.length ? [h('span', { class: 'hot-title', text: t.hot })] : []),
      ...counted.hot.map((n) => h('span', { class: `hot-number ${colourOf(n)}`, text: String(n) })),
    );
  };

  const element = h(
    'div',
    { class: 'game roulette' },
    h(
      'section',
      { class: 'scene wheel-scene', 'aria-label': t.wheel },
      dealer.element,
      h('div', { class: 'wheel-wrap' }, wheel.element),
      banner.element,
    ),
    h(
      'section',
      { class: 'betting', 'aria-label': t.board },
      keys,
      stats,
      h('div', { class: 'board-wrap' }, grid),
      board.tray,
    ),
  );

  let shownFirst = false;
  let spun: string | null = null;

  return {
    element,
    update(anyView: AnyView) {
      const view = anyView as TableView;
      const round = view.round;
      board.update(round);
      renderStats(view.history);
      const last = view.history[0] as unknown as RouletteOutcome | undefined;
      if (!shownFirst && last && round?.phase !== 'reveal' && round?.phase !== 'result') wheel.show(last.pocket);
      shownFirst = true;
      if (!round) {
        wheel.idle(true);
        banner.hide();
        return;
      }
      const outcome = round.outcome as unknown as RouletteOutcome | null;
      switch (round.phase) {
        case 'betting':
          wheel.idle(true);
          wheel.highlight(false);
          banner.hide();
          dealer.say(texts.dealer.betting);
          break;
        case 'closing':
          wheel.idle(true);
          wheel.launch();
          dealer.say(texts.dealer.closing);
          break;
        case 'reveal':
          wheel.idle(false);
          if (outcome && spun !== round.id) {
            spun = round.id;
            wheel.spin(outcome.pocket, Math.min(SPIN_MAX_MS, ctx.clock.remaining(round.phaseEndsAt) - SPIN_MARGIN_MS));
          }
          dealer.say(texts.dealer.spinning);
          break;
        case 'result':
          wheel.idle(false);
          if (outcome) {
            spun = round.id;
            wheel.show(outcome.pocket);
            wheel.highlight(true);
            banner.show(
              String(outcome.pocket),
              `pocket-${outcome.color}`,
              outcomeText(texts, 'roulette', round.outcome ?? {}),
            );
            dealer.say(outcomeText(texts, 'roulette', round.outcome ?? {}));
          }
          break;
      }
    },
    you(you) {
      board.setChips(chipValues(you.limits));
      board.restore(you.bets);
    },
  };
}
