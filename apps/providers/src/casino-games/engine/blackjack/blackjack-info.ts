/** Blackjack's help screen (rules, payouts, the basic strategy table), its RTP and strategy advice. */

import { cardValue, handTotal } from '../../../shared/games/cards.js';
import type { GameInfo, HelpTable } from '../game.js';
import { once } from '../game.js';
import { type BlackjackAction, type BlackjackState, legalActions } from './blackjack.js';
import { BLACKJACK_RULES } from './blackjack-rules.js';
import { basicStrategy, basicStrategyExpectation, type StrategyAction, UP_CARDS } from './blackjack-strategy.js';

const column = (upValue: number) => (upValue === 1 ? UP_CARDS.length - 1 : upValue - 2);

/** The basic strategy's action for the hand being played (insurance is always declined). */
export function basicStrategyAction(state: BlackjackState): BlackjackAction {
  if (state.phase === 'insurance') return 'noInsurance';
  const legal = legalActions(state);
  const hand = state.hands[state.active];
  if (!hand || legal.length === 0) throw new Error('no decision to make');
  const strategy = basicStrategy();
  const at = column(cardValue(state.dealer[0] as number));
  if (legal.includes('split') && strategy.pairs[cardValue(hand.cards[0] as number)]?.[at] === 'P') return 'split';
  const { total, soft } = handTotal(hand.cards);
  const code = (soft ? strategy.soft[total] : strategy.hard[total])?.[at] ?? 'S';
  const canDouble = legal.includes('double');
  if (code === 'H') return 'hit';
  if (code === 'D') return canDouble ? 'double' : 'hit';
  if (code === 'Ds') return canDouble ? 'double' : 'stand';
  return 'stand';
}

const upHeadings = UP_CARDS.map((up) => (up === 1 ? 'A' : String(up)));

function strategyTables(): HelpTable[] {
  const strategy = basicStrategy();
  const rows = (
    table: Readonly<Record<number, readonly StrategyAction[]>>,
    from: number,
    to: number,
    label: (n: number) => string,
  ) => Array.from({ length: to - from + 1 }, (_, i) => [label(from + i), ...(table[from + i] ?? [])]);
  return [
    {
      title: 'Basic strategy: hard totals (H hit, S stand, D double or else hit)',
      columns: ['Hand', ...upHeadings],
      rows: rows(strategy.hard, 5, 17, (n) => (n === 17 ? '17+' : String(n))),
    },
    {
      title: 'Basic strategy: soft totals (Ds double or else stand)',
      columns: ['Hand', ...upHeadings],
      rows: rows(strategy.soft, 13, 20, (n) => `A,${n - 11}`),
    },
    {
      title: 'Basic strategy: pairs (P split)',
      columns: ['Hand', ...upHeadings],
      rows: rows(strategy.pairs, 1, 10, (n) => (n === 1 ? 'A,A' : `${n},${n}`)).sort((a, b) =>
        a[0] === 'A,A' ? 1 : b[0] === 'A,A' ? -1 : 0,
      ),
    },
  ];
}

const rtp = once(() => {
  const value = 1 + basicStrategyExpectation();
  return {
    value,
    exact: null,
    method:
      'Basic strategy on an infinite deck: a recursion over hand totals against each dealer up card, conditioned on no dealer blackjack under an ace or ten, in double precision.',
  };
});

const help = once(() => ({
  rules: [
    `Played with ${BLACKJACK_RULES.decks} decks, shuffled afresh for every round. Get closer to 21 than the dealer without going over; aces count 1 or 11, picture cards 10.`,
    'Blackjack (an ace and a ten-value card as the first two cards) pays 3 to 2. Other wins pay 1 to 1; a tie is a push and the stake is returned.',
    'The dealer draws to 16 and stands on all 17s, soft 17 included. Under an ace or a ten-value card the dealer checks for blackjack first; a dealer blackjack takes only the original bet.',
    'Insurance is offered when the dealer shows an ace: half the bet, paying 2 to 1 if the dealer has blackjack.',
    'Double down on any first two cards, after a split too: the bet is doubled and exactly one more card is dealt.',
    'Split any two cards of the same value once, into two hands, each with its own bet. Split aces receive one card each. 21 after a split counts as 21, not blackjack. No surrender.',
    `Theoretical return to player with the basic strategy below: ${(rtp().value * 100).toFixed(2)} % (insurance never taken).`,
  ],
  tables: [
    {
      title: 'Payouts',
      columns: ['Outcome', 'Pays'],
      rows: [
        ['Blackjack', '3 to 2'],
        ['Win', '1 to 1'],
        ['Insurance', '2 to 1'],
        ['Push', 'stake returned'],
      ],
    },
    ...strategyTables(),
  ],
}));

export const blackjackInfo: GameInfo = {
  id: 'blackjack',
  name: 'Blackjack',
  kind: 'blackjack',
  get help() {
    return help();
  },
  rtp,
};
