/** The money wheel table: the wheel with its host, the five values to bet on, the chips. */
import { button, h } from '../dom.js';
import type { GameView, TableContext } from '../game-view.js';
import { chipValues } from '../money.js';
import { wheelReturn } from '../payouts.js';
import { outcomeText } from '../phase.js';
import type { AnyView, TableView, WheelOutcome } from '../table-types.js';
import { format } from '../texts/texts.js';
import { BetBoard } from './bet-board.js';
import { createDealer } from './dealer.js';
import { MoneyWheel, WHEEL_VALUES } from './money-wheel.js';
import { resultBanner } from './result-banner.js';

const SPIN_MAX_MS = 6_500;
const SPIN_MARGIN_MS = 700;

export function createWheelView(ctx: TableContext): GameView {
  const { texts } = ctx;
  const t = texts.wheel;
  const label = (spot: string) => format(t.spot, { value: spot.replace('x', '×') });
  const board = new BetBoard(ctx, {
    label,
    winners: (outcome) => new Set([String(outcome.spot)]),
    returns: (bets, outcome) => wheelReturn(bets, Number(outcome.value)),
  });
  const wheel = new MoneyWheel(t.wheel, ctx.motion);
  const dealer = createDealer(texts, ctx.tableId);
  const banner = resultBanner(ctx);
  board.onSettled = (returned) => banner.win(returned);

  const spots = h('div', { class: 'wheel-spots', role: 'group', 'aria-label': texts.bets.yourBets });
  for (const value of WHEEL_VALUES) {
    const spot = `x${value}`;
    const element = button(
      h(
        'span',
        { class: 'face' },
        h('b', { class: 'value', text: `×${value}` }),
        h('small', { text: format(texts.bets.pays, { odds: `${value - 1}:1` }) }),
      ),
      { class: `spot wheel-spot x${value}`, 'aria-label': label(spot), 'data-spot': spot },
    );
    board.register(spot, element);
    spots.append(element);
  }

  const element = h(
    'div',
    { class: 'game wheel-game' },
    h(
      'section',
      { class: 'scene wheel-scene', 'aria-label': t.wheel },
      dealer.element,
      h('div', { class: 'wheel-wrap money' }, wheel.element),
      banner.element,
    ),
    h('section', { class: 'betting', 'aria-label': texts.bets.yourBets }, spots, board.tray),
  );

  let shownFirst = false;

  return {
    element,
    update(anyView: AnyView) {
      const view = anyView as TableView;
      const round = view.round;
      board.update(round);
      const last = view.history[0] as unknown as WheelOutcome | undefined;
      if (!shownFirst && last && round?.phase !== 'reveal' && round?.phase !== 'result') wheel.show(last.segment);
      shownFirst = true;
      if (!round) return banner.hide();
      const outcome = round.outcome as unknown as WheelOutcome | null;
      if (round.phase === 'betting' || round.phase === 'closing') {
        wheel.reset();
        banner.hide();
        dealer.say(round.phase === 'betting' ? texts.dealer.betting : texts.dealer.closing);
      } else if (round.phase === 'reveal' && outcome) {
        wheel.spin(outcome.segment, Math.min(SPIN_MAX_MS, ctx.clock.remaining(round.phaseEndsAt) - SPIN_MARGIN_MS));
        dealer.say(texts.dealer.spinning);
      } else if (round.phase === 'result' && outcome) {
        wheel.spin(outcome.segment, 0);
        wheel.highlight(true);
        const words = outcomeText(texts, 'money-wheel', round.outcome ?? {});
        banner.show(`×${outcome.value}`, `x${outcome.value}`, words);
        dealer.say(words);
      }
    },
    you(you) {
      board.setChips(chipValues(you.limits));
      board.restore(you.bets);
    },
  };
}
