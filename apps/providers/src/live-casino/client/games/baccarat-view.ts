/**
 * Live baccarat: the dealer deals the player's and the banker's hands face up during the reveal
 * (player, banker, player, banker, then the third cards the rules call for), the totals count up
 * with each card, and the winner lights up at the result. Beside it the bead road of the latest
 * results; below, the five spots and the chips.
 */
import { cardElement } from '../cards.js';
import { button, h } from '../dom.js';
import type { GameView, TableContext } from '../game-view.js';
import { chipValues } from '../money.js';
import { baccaratReturn } from '../payouts.js';
import { outcomeText } from '../phase.js';
import type { AnyView, BaccaratOutcome, TableView } from '../table-types.js';
import { format } from '../texts/texts.js';
import { BetBoard } from './bet-board.js';
import { createDealer } from './dealer.js';
import { resultBanner } from './result-banner.js';

type Side = 'player' | 'banker';
const SPOTS = ['playerPair', 'player', 'tie', 'banker', 'bankerPair'] as const;
const ODDS: Readonly<Record<(typeof SPOTS)[number], string>> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
};
/** When each card of the deal lands (ms into the reveal): P, B, P, B, then the third cards. */
const DEAL_AT = [500, 1200, 1900, 2600, 3900, 5100];
const ROAD_ROWS = 6;
const ROAD_COLUMNS = 8;

/** A card's baccarat value: ace 1, two to nine their face, tens and faces 0. */
export const baccaratValue = (code: number): number => (code % 13 <= 8 ? (code % 13) + 1 : 0);
export const baccaratTotal = (cards: readonly number[]): number =>
  cards.reduce((sum, code) => sum + baccaratValue(code), 0) % 10;

/** The cards in the order they are dealt: P1 B1 P2 B2, then P3 and B3 where the hand has them. */
export function dealOrder(outcome: Pick<BaccaratOutcome, 'player' | 'banker'>): { side: Side; code: number }[] {
  const order: { side: Side; code: number }[] = [];
  for (const index of [0, 1, 2]) {
    for (const side of ['player', 'banker'] as const) {
      const code = outcome[side].cards[index];
      if (code !== undefined) order.push({ side, code });
    }
  }
  return order;
}

export function createBaccaratView(ctx: TableContext): GameView {
  const { texts } = ctx;
  const t = texts.baccarat;
  const board = new BetBoard(ctx, {
    label: (spot) => t[spot as (typeof SPOTS)[number]] ?? spot,
    winners: (outcome) => {
      const deal = outcome as unknown as BaccaratOutcome;
      const won = new Set<string>([deal.winner]);
      if (deal.playerPair) won.add('playerPair');
      if (deal.bankerPair) won.add('bankerPair');
      return won;
    },
    returns: (bets, outcome) => baccaratReturn(bets, outcome as unknown as BaccaratOutcome),
  });
  const dealer = createDealer(texts, ctx.tableId);
  const banner = resultBanner(ctx);
  board.onSettled = (returned) => banner.win(returned);

  const hands = {
    player: {
      cards: h('div', { class: 'hand-cards' }),
      total: h('output', { class: 'hand-total' }),
      shown: [] as number[],
    },
    banker: {
      cards: h('div', { class: 'hand-cards' }),
      total: h('output', { class: 'hand-total' }),
      shown: [] as number[],
    },
  };
  const handBox = (side: Side) =>
    h(
      'section',
      { class: `hand-box ${side}`, 'aria-label': t[side] },
      h('h2', { class: 'hand-title' }, h('span', { text: t[side] }), hands[side].total),
      hands[side].cards,
    );
  const playerBox = handBox('player');
  const bankerBox = handBox('banker');
  const road = h('ol', { class: 'bead-road', 'aria-label': t.beadRoad });
  const counts = h('p', { class: 'road-counts' });

  const spots = h('div', { class: 'baccarat-spots', role: 'group', 'aria-label': texts.bets.yourBets });
  for (const spot of SPOTS) {
    const element = button(h('span', { class: 'face' }, h('b', { text: t[spot] }), h('small', { text: ODDS[spot] })), {
      class: `spot baccarat-spot ${spot}`,
      'aria-label': t[spot],
      'data-spot': spot,
    });
    board.register(spot, element);
    spots.append(element);
  }

  const element = h(
    'div',
    { class: 'game baccarat' },
    h(
      'section',
      { class: 'scene baccarat-scene', 'aria-label': t.table },
      dealer.element,
      h(
        'div',
        { class: 'hands' },
        playerBox,
        h('span', { class: 'versus', 'aria-hidden': 'true', text: 'VS' }),
        bankerBox,
      ),
      banner.element,
      h('aside', { class: 'road' }, h('h2', { class: 'road-title', text: t.beadRoad }), road, counts),
    ),
    h('section', { class: 'betting', 'aria-label': texts.bets.yourBets }, spots, board.tray),
  );

  let dealtRound: string | null = null;
  let timers: ReturnType<typeof setTimeout>[] = [];

  const clearHands = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    for (const side of ['player', 'banker'] as const) {
      hands[side].shown = [];
      hands[side].cards.replaceChildren(h('span', { class: 'card-slot' }), h('span', { class: 'card-slot' }));
      hands[side].total.textContent = '';
    }
    playerBox.classList.remove('winner', 'loser');
    bankerBox.classList.remove('winner', 'loser');
  };

  const addCard = (side: Side, code: number, animate: boolean) => {
    const hand = hands[side];
    hand.shown.push(code);
    const index = hand.shown.length - 1;
    const slots = hand.cards.querySelectorAll('.card-slot');
    const card = cardElement(texts, code, { dealDelay: animate ? 1 : null, sideways: index === 2 });
    const slot = slots[0];
    if (slot) slot.replaceWith(card);
    else hand.cards.append(card);
    hand.total.textContent = String(baccaratTotal(hand.shown));
    hand.total.setAttribute('aria-label', format(t.hand, { side: t[side], total: baccaratTotal(hand.shown) }));
  };

  /** Deals what the outcome holds that is not on the table yet: timed over the reveal, or at once. */
  const deal = (outcome: BaccaratOutcome, withinMs: number | null) => {
    const order = dealOrder(outcome);
    const already = hands.player.shown.length + hands.banker.shown.length;
    if (withinMs === null || !ctx.motion()) {
      for (const card of order.slice(already)) addCard(card.side, card.code, false);
      return;
    }
    const last = DEAL_AT[order.length - 1] ?? 0;
    const scale = Math.min(1, Math.max(0, withinMs - 600) / last);
    order.forEach((card, i) => {
      if (i < already) return;
      timers.push(setTimeout(() => addCard(card.side, card.code, true), (DEAL_AT[i] ?? 0) * scale));
    });
  };

  const renderRoad = (history: readonly Record<string, unknown>[]) => {
    const results = history.slice(0, ROAD_ROWS * ROAD_COLUMNS).reverse() as unknown as BaccaratOutcome[];
    const beads = Array.from({ length: ROAD_ROWS * ROAD_COLUMNS }, (_, i) => {
      const deal = results[i];
      if (!deal) return h('li', { class: 'bead empty', 'aria-hidden': 'true' });
      const short = deal.winner === 'player' ? t.playerShort : deal.winner === 'banker' ? t.bankerShort : t.tieShort;
      return h(
        'li',
        {
          class: `bead ${deal.winner}`,
          'aria-label': outcomeText(texts, 'baccarat', deal as unknown as Record<string, unknown>),
        },
        h('span', { 'aria-hidden': 'true', text: short }),
        deal.playerPair ? h('i', { class: 'pair-dot player', 'aria-hidden': 'true' }) : null,
        deal.bankerPair ? h('i', { class: 'pair-dot banker', 'aria-hidden': 'true' }) : null,
      );
    });
    road.replaceChildren(...beads);
    const count = (winner: string) => results.filter((deal) => deal.winner === winner).length;
    counts.textContent = `${t.playerShort} ${count('player')} · ${t.bankerShort} ${count('banker')} · ${t.tieShort} ${count('tie')}`;
  };

  clearHands();

  return {
    element,
    update(anyView: AnyView) {
      const view = anyView as TableView;
      const round = view.round;
      board.update(round);
      renderRoad(view.history);
      if (!round) return banner.hide();
      const outcome = round.outcome as unknown as BaccaratOutcome | null;
      if (round.phase === 'betting' || round.phase === 'closing') {
        if (dealtRound !== null) {
          clearHands();
          dealtRound = null;
        }
        banner.hide();
        dealer.say(round.phase === 'betting' ? texts.dealer.betting : texts.dealer.closing);
        return;
      }
      if (!outcome) return;
      if (dealtRound !== round.id) {
        clearHands();
        dealtRound = round.id;
        deal(outcome, round.phase === 'reveal' ? ctx.clock.remaining(round.phaseEndsAt) : null);
        dealer.say(texts.dealer.dealing);
      }
      if (round.phase === 'result') {
        for (const timer of timers) clearTimeout(timer);
        timers = [];
        deal(outcome, null);
        playerBox.classList.toggle('winner', outcome.winner === 'player');
        bankerBox.classList.toggle('winner', outcome.winner === 'banker');
        playerBox.classList.toggle('loser', outcome.winner === 'banker');
        bankerBox.classList.toggle('loser', outcome.winner === 'player');
        const words = outcomeText(texts, 'baccarat', round.outcome ?? {});
        const face =
          outcome.winner === 'player' ? t.playerShort : outcome.winner === 'banker' ? t.bankerShort : t.tieShort;
        banner.show(face, outcome.winner, words);
        dealer.say(words);
      }
    },
    you(you) {
      board.setChips(chipValues(you.limits));
      board.restore(you.bets);
    },
  };
}
