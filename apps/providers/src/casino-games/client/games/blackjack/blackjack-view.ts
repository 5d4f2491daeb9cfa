import { handTotal } from '../../../../shared/games/cards.js';
import { button, h, pause, s } from '../../dom.js';
import type { GameContext, GameModule, GameView } from '../../game-context.js';
import type { RoundAnswer, RoundDto } from '../../studio-types.js';
import { format, type Texts } from '../../texts/texts.js';

type Action = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'noInsurance';
type Result = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

interface HandView {
  cards: number[];
  bet: number;
  doubled: boolean;
  fromSplit: boolean;
  done: boolean;
}

interface BlackjackView {
  phase: 'insurance' | 'player' | 'settled';
  bet: number;
  actions: Action[];
  dealer: (number | null)[];
  hands: HandView[];
  active: number;
  insurance: number | null;
  legalActions: Action[];
  settlement: {
    hands: { bet: number; result: Result; payout: number }[];
    insurancePayout: number;
    payout: number;
  } | null;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const SUIT_NAMES_EN = ['spades', 'hearts', 'diamonds', 'clubs'];

export const cardName = (code: number) => `${RANKS[code % 13]}${SUITS[Math.floor(code / 13)]}`;

function card(code: number | null, texts: Texts, delay: number | null, flip = false): HTMLElement {
  if (code === null) {
    return h('div', {
      class: `card back${delay !== null ? ' dealt' : ''}`,
      role: 'img',
      'aria-label': texts.blackjack.hidden,
    });
  }
  const rank = RANKS[code % 13] ?? '';
  const suitIndex = Math.floor(code / 13);
  const suit = SUITS[suitIndex] ?? '';
  const element = h(
    'div',
    {
      class: `card${suitIndex === 1 || suitIndex === 2 ? ' red' : ''}${delay !== null ? ' dealt' : ''}${flip ? ' flip' : ''}`,
      role: 'img',
      'aria-label': `${rank}${suit}`,
      title: `${rank} ${SUIT_NAMES_EN[suitIndex]}`,
    },
    h('span', { class: 'corner top', 'aria-hidden': 'true' }, h('b', { text: rank }), h('i', { text: suit })),
    h('span', { class: 'pip', 'aria-hidden': 'true', text: suit }),
    h('span', { class: 'corner bottom', 'aria-hidden': 'true' }, h('b', { text: rank }), h('i', { text: suit })),
  );
  if (delay !== null) element.style.setProperty('--delay', `${delay}ms`);
  return element;
}

function totalText(cards: readonly (number | null)[]): string {
  const known = cards.filter((c): c is number => c !== null);
  if (known.length === 0) return '';
  const { total, soft } = handTotal(known);
  return soft && total < 21 ? `${total - 10}/${total}` : String(total);
}

function createBlackjack(ctx: GameContext): GameView {
  const t = ctx.texts.blackjack;
  let round: { id: string; view: BlackjackView } | null = null;
  let shown = { dealer: 0, hands: [] as number[], holeHidden: false };
  let acting = false;

  const dealerCards = h('div', { class: 'cards' });
  const dealerTotal = h('span', { class: 'total' });
  const hands = h('div', { class: 'hands' });
  const message = h('p', { class: 'bj-message', 'aria-live': 'polite' });
  const insuranceOffer = h('p', { class: 'bj-offer', hidden: true });

  const actionButtons = new Map<Action, HTMLButtonElement>();
  const actionRow = h('div', { class: 'bj-actions' });
  for (const action of ['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'] as const) {
    const b = button(t[action], { class: `action action-${action}`, 'data-action': action }, () => void act(action));
    actionButtons.set(action, b);
    actionRow.append(b);
  }
  const deal = button(t.deal, { class: 'spin-button deal' }, () => void start());

  const felt = s(
    'svg',
    { class: 'felt-rules', viewBox: '0 0 700 170', 'aria-hidden': 'true' },
    s('path', { id: 'bj-arc-1', d: 'M100 24 Q350 124 600 24', fill: 'none' }),
    s('path', { id: 'bj-arc-2', d: 'M20 64 Q350 196 680 64', fill: 'none' }),
    s(
      'text',
      { class: 'felt-text big' },
      s('textPath', {
        href: '#bj-arc-1',
        startOffset: '50%',
        'text-anchor': 'middle',
        text: t.rules.split(' · ')[0] ?? '',
      }),
    ),
    s(
      'text',
      { class: 'felt-text' },
      s('textPath', {
        href: '#bj-arc-2',
        startOffset: '50%',
        'text-anchor': 'middle',
        text: t.rules.split(' · ').slice(1).join(' · '),
      }),
    ),
  );

  function render(view: BlackjackView | null, animate: boolean): void {
    const settled = view?.phase === 'settled';
    // Dealer: the initial deal alternates player and dealer cards; later cards come one by one.
    const dealer = view?.dealer ?? [];
    const initial = shown.dealer === 0;
    dealerCards.replaceChildren(
      ...dealer.map((code, i) => {
        const isNew = animate && i >= shown.dealer;
        const flip = animate && shown.holeHidden && i === 1 && code !== null;
        const delay = isNew ? (initial ? i * 2 + 1 : i - shown.dealer + 1) * 220 + 150 : null;
        return card(code, ctx.texts, delay, flip);
      }),
    );
    dealerTotal.textContent = totalText(dealer);
    hands.replaceChildren(
      ...(view?.hands ?? []).map((hand, index) => {
        const before = shown.hands[index] ?? 0;
        const result = view?.settlement?.hands[index];
        const active = !settled && view?.phase === 'player' && view.active === index && (view?.hands.length ?? 0) > 1;
        return h(
          'section',
          {
            class: `hand${active ? ' active' : ''}${result ? ` result-${result.result}` : ''}`,
            'aria-label': `${view && view.hands.length > 1 ? format(t.hand, { n: index + 1 }) : t.player}${active ? `, ${t.activeHand}` : ''}`,
          },
          h(
            'div',
            { class: 'cards' },
            ...hand.cards.map((code, i) =>
              card(code, ctx.texts, animate && i >= before ? (initial && i < 2 ? i * 2 : i - before) * 220 : null),
            ),
          ),
          h(
            'p',
            { class: 'hand-info' },
            h('span', { class: 'total', text: totalText(hand.cards) }),
            h('span', { class: 'hand-bet', text: `${ctx.money(hand.bet)}${hand.doubled ? ' ×2' : ''}` }),
            result ? h('span', { class: `result-badge ${result.result}`, text: t[`result_${result.result}`] }) : null,
          ),
        );
      }),
    );
    if (view) {
      shown = {
        dealer: dealer.length,
        hands: view.hands.map((hand) => hand.cards.length),
        holeHidden: dealer.includes(null),
      };
    } else {
      shown = { dealer: 0, hands: [], holeHidden: false };
    }
    const legal = new Set(view?.legalActions ?? []);
    for (const [action, b] of actionButtons) {
      b.disabled = acting || !legal.has(action);
      b.hidden =
        view?.phase === 'insurance'
          ? action !== 'insurance' && action !== 'noInsurance'
          : action === 'insurance' || action === 'noInsurance';
    }
    insuranceOffer.hidden = view?.phase !== 'insurance';
    if (view?.phase === 'insurance') {
      insuranceOffer.textContent = format(t.insuranceOffer, {
        amount: ctx.money(Math.floor((view.hands[0]?.bet ?? 0) / 2)),
      });
    }
    const inPlay = view !== null && !settled;
    actionRow.hidden = !inPlay;
    deal.hidden = inPlay;
    deal.disabled = acting;
  }

  async function show(answer: RoundAnswer): Promise<void> {
    const view = answer.round.view as BlackjackView;
    round = { id: answer.round.id, view };
    render(view, true);
    if (answer.round.status !== 'open') {
      await pause(400 + Math.max(0, view.dealer.length - 2) * 300);
      const win = answer.round.win;
      message.textContent =
        win > 0 ? format(ctx.texts.common.totalWin, { amount: ctx.money(win) }) : ctx.texts.common.noWin;
      ctx.reveal(answer);
      round = null;
      ctx.setBusy(false);
    } else {
      message.textContent = '';
      const first = view.legalActions[0];
      if (first) actionButtons.get(first)?.focus();
    }
  }

  async function start(): Promise<void> {
    if (acting) return;
    acting = true;
    ctx.setBusy(true);
    shown = { dealer: 0, hands: [], holeHidden: false };
    message.textContent = '';
    render(null, false);
    deal.disabled = true;
    const answer = await ctx.play({ stake: ctx.stake() });
    acting = false;
    if (!answer) {
      render(null, false);
      ctx.setBusy(false);
      return;
    }
    await show(answer);
  }

  async function act(action: Action): Promise<void> {
    if (!round || acting) return;
    acting = true;
    render(round.view, false);
    const answer = await ctx.act(round.id, { action });
    acting = false;
    if (!answer) return;
    await show(answer);
  }

  const element = h(
    'div',
    { class: 'blackjack' },
    h(
      'div',
      { class: 'felt' },
      h(
        'section',
        { class: 'dealer', 'aria-label': t.dealer },
        h('p', { class: 'seat-label' }, t.dealer, ' ', dealerTotal),
        dealerCards,
      ),
      felt,
      h('p', { class: 'felt-small', text: t.rules2 }),
      insuranceOffer,
      hands,
      message,
    ),
    h(
      'div',
      { class: 'controls', role: 'group', 'aria-label': ctx.texts.common.gameControls },
      ctx.stakeControl(),
      actionRow,
      deal,
    ),
  );

  return {
    element,
    restore(open: RoundDto | null) {
      acting = false;
      if (!open) {
        round = null;
        render(null, false);
        ctx.setBusy(false);
        return;
      }
      const view = open.view as BlackjackView;
      render(view, false);
      // A round whose win is still on its way to the wallet is over for the player.
      round = view.phase === 'settled' ? null : { id: open.id, view };
      ctx.setBusy(round !== null);
    },
  };
}

export const blackjackGame: GameModule = {
  create: createBlackjack,
  summary(view, texts) {
    const round = view as BlackjackView;
    const dealer = totalText(round.dealer);
    const player = round.hands.map((hand) => totalText(hand.cards)).join(' / ');
    const results = round.settlement?.hands.map((hand) => texts.blackjack[`result_${hand.result}`]).join(', ') ?? '';
    return `${player} vs ${dealer}${results ? ` · ${results}` : ''}`;
  },
  choices(view) {
    const round = view as BlackjackView;
    // The dealt bet, not the round's whole stake (a double or insurance adds to that), and the actions in order.
    return { stake: String(round.bet), actions: round.actions.join(', ') };
  },
};
