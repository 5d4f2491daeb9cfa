/**
 * Live blackjack: the dealer at the top of the felt, seven seats along its curved edge (seat 1 on
 * the dealer's left, as at a real table). A free seat offers "Take seat"; a taken one shows its
 * player, bet, cards, total and result. The player's own seat is marked, and the controls under the
 * table follow the round: chips to bet while betting is open, Hit / Stand / Double with the decision
 * countdown when it is their turn, "Leave seat" whenever they sit.
 */
import { cardElement } from '../cards.js';
import { button, h, replay, s, setVar } from '../dom.js';
import type { GameView, TableContext } from '../game-view.js';
import { chipValues } from '../money.js';
import { phaseText } from '../phase.js';
import { seatShown } from '../seat.js';
import { secondsLeft } from '../server-clock.js';
import type { AnyView, BlackjackRound, BlackjackView, SeatView, YouFrame } from '../table-types.js';
import { format, type Texts } from '../texts/texts.js';
import { createDealer } from './dealer.js';

const DEAL_STEP_MS = 260;
const CHIP_TONES = 6;
type Action = 'hit' | 'stand' | 'double';

/** What a settled hand returned, stake included (the view's bet already counts a double). */
export function handReturn(seat: Pick<SeatView, 'bet' | 'result'>): number {
  switch (seat.result) {
    case 'blackjack':
      return Math.floor((seat.bet * 5) / 2);
    case 'win':
      return seat.bet * 2;
    case 'push':
      return seat.bet;
    default:
      return 0;
  }
}

/** Another player's name at the table: the studio's "Player 3" in the page's language. */
export function aliasText(texts: Texts, alias: string): string {
  const numbered = /^Player (\d+)$/.exec(alias);
  return numbered ? format(texts.blackjack.player, { n: numbered[1] ?? '' }) : alias;
}

/** How high a seat sits on the table's curved edge: 0 at the ends, 1 in the middle. */
export const seatLift = (position: number, seats: number): number => {
  const x = seats > 1 ? (2 * position) / (seats - 1) - 1 : 0;
  return 1 - x * x;
};

interface SeatNodes {
  root: HTMLElement;
  cards: HTMLElement;
  total: HTMLOutputElement;
  bet: HTMLElement;
  name: HTMLElement;
  take: HTMLButtonElement;
  result: HTMLElement;
  timer: HTMLElement;
  shown: number[];
}

/** Updates a row of cards: new cards slide in (after `delays`), a card turned face up flips. */
function syncCards(
  ctx: TableContext,
  row: HTMLElement,
  shown: (number | null)[],
  next: readonly (number | null)[],
  delayOf: (index: number) => number | null,
): (number | null)[] {
  const keeps =
    shown.length <= next.length && shown.every((code, i) => code === next[i] || (code === null && next[i] !== null));
  // A new round (nothing shown yet) or a changed hand: the row is drawn afresh.
  if (!keeps || shown.length === 0) row.replaceChildren();
  const start = keeps ? shown.length : 0;
  next.forEach((code, i) => {
    if (i < start) {
      if (shown[i] === null && code !== null) {
        row.children[i]?.replaceWith(cardElement(ctx.texts, code, { flip: ctx.motion() }));
      }
      return;
    }
    const delay = keeps && ctx.motion() ? delayOf(i) : null;
    row.append(cardElement(ctx.texts, code, { dealDelay: delay }));
  });
  return [...next];
}

export function createBlackjackView(ctx: TableContext): GameView {
  const { texts } = ctx;
  const t = texts.blackjack;
  let view: BlackjackView | null = null;
  let you: YouFrame | null = null;
  let busy = false;
  let roundId: string | null = null;
  let dealerShown: (number | null)[] = [];
  let decision = { endsAt: 0, total: 1 };
  let drawn = false;
  /** Why the table freed the player's seat, shown until they sit again. */
  let freed: string | null = null;

  const dealer = createDealer(texts, ctx.tableId);
  const dealerCards = h('div', { class: 'bj-cards dealer-cards' });
  const dealerTotal = h('output', { class: 'seat-total' });
  const seatsList = h('ol', { class: 'seats' });
  const seats: SeatNodes[] = [];

  const rules = s(
    'svg',
    { class: 'felt-rules', viewBox: '0 0 600 90', 'aria-hidden': 'true' },
    s('path', { id: 'bj-arc', d: 'M40 14 Q300 100 560 14', fill: 'none' }),
    s('path', { id: 'bj-arc-2', d: 'M70 40 Q300 118 530 40', fill: 'none' }),
    s(
      'text',
      { class: 'felt-text' },
      s('textPath', { href: '#bj-arc', startOffset: '50%', 'text-anchor': 'middle', text: t.rules }),
    ),
    s(
      'text',
      { class: 'felt-text small' },
      s('textPath', { href: '#bj-arc-2', startOffset: '50%', 'text-anchor': 'middle', text: t.rules2 }),
    ),
  );

  const status = h('p', { class: 'bj-status', 'aria-live': 'polite' });
  const chipRow = h('div', { class: 'chip-row', role: 'group', 'aria-label': t.bet });
  const actionButtons = new Map<Action, HTMLButtonElement>();
  const actions = h('div', { class: 'bj-actions', role: 'group', 'aria-label': texts.phase.yourTurn });
  for (const action of ['hit', 'stand', 'double'] as const) {
    const element = button(t[action], { class: `action ${action}` }, () => void act(action));
    actionButtons.set(action, element);
    actions.append(element);
  }
  const decide = h('span', { class: 'decide', role: 'timer' });
  actions.append(decide);
  const leave = button(t.leave, { class: 'ghost small-button leave' }, () => void command({ type: 'leave' }));
  const controls = h('div', { class: 'bj-controls' }, status, chipRow, actions, leave);

  async function command(frame: Parameters<TableContext['command']>[0]): Promise<boolean> {
    if (busy) return false;
    busy = true;
    render();
    const answer = await ctx.command(frame);
    busy = false;
    render();
    return answer.ok;
  }

  async function act(action: Action): Promise<void> {
    await command({ type: 'action', action });
  }

  const count = 7;
  for (let seat = 0; seat < count; seat++) {
    const take = button(h('span', { class: 'plus', 'aria-hidden': 'true', text: '+' }), {
      class: 'take-seat',
      'aria-label': format(t.takeSeatLabel, { n: seat + 1 }),
      title: format(t.takeSeatLabel, { n: seat + 1 }),
    });
    take.append(h('span', { class: 'take-text', text: t.takeSeat }));
    take.addEventListener('click', () => void command({ type: 'sit', seat }));
    const nodes: SeatNodes = {
      root: h('li', { class: 'seat', 'data-seat': seat + 1, 'aria-label': format(t.seat, { n: seat + 1 }) }),
      cards: h('div', { class: 'bj-cards' }),
      total: h('output', { class: 'seat-total' }),
      bet: h('span', { class: 'seat-bet', hidden: true }),
      name: h('p', { class: 'seat-name' }),
      take,
      result: h('span', { class: 'seat-result', hidden: true }),
      timer: h('span', { class: 'seat-timer', hidden: true }),
      shown: [],
    };
    nodes.root.append(
      h('div', { class: 'seat-hand' }, nodes.cards, nodes.total, nodes.result),
      h(
        'div',
        { class: 'seat-box' },
        nodes.bet,
        h('span', { class: 'seat-number', 'aria-hidden': 'true', text: String(seat + 1) }),
      ),
      nodes.timer,
      nodes.name,
      take,
    );
    // Seat 1 sits on the dealer's left: the right end of the row as the player looks at the table.
    setVar(nodes.root, '--lift', seatLift(count - 1 - seat, count).toFixed(3));
    seats.push(nodes);
  }
  seatsList.append(...[...seats].reverse().map((nodes) => nodes.root));

  const element = h(
    'div',
    { class: 'game blackjack' },
    h(
      'section',
      { class: 'scene bj-table', 'aria-label': t.table },
      h('div', { class: 'shoe', 'aria-hidden': 'true' }),
      h(
        'section',
        { class: 'bj-dealer', 'aria-label': t.dealer },
        dealer.element,
        h('div', { class: 'seat-hand' }, dealerCards, dealerTotal),
      ),
      rules,
      seatsList,
    ),
    controls,
  );

  function renderChips(): void {
    const values = you ? chipValues(you.limits) : [];
    if (chipRow.dataset.values === values.join()) return;
    chipRow.dataset.values = values.join();
    chipRow.replaceChildren(
      ...values.map((value, index) =>
        button(
          h('span', { text: ctx.chip(value) }),
          {
            class: `chip tone-${index % CHIP_TONES}`,
            'aria-label': format(t.betChip, { amount: ctx.money(value) }),
          },
          () => void command({ type: 'bet', amount: value }),
        ),
      ),
    );
  }

  function render(): void {
    const round = view?.round ?? null;
    const mine = seatShown(you, view);
    if (mine !== null) freed = null;
    const phase = round?.phase ?? null;
    const newRound = (round?.id ?? null) !== roundId;
    roundId = round?.id ?? null;
    // A page that joins mid-round shows the cards where they lie; only later cards are dealt.
    const animate = drawn;
    drawn = view !== null;

    // The dealer's cards: the initial deal gives the dealer the last card of each pass.
    const playing = (view?.seats ?? []).filter((seat) => seat.cards.length > 0).length;
    dealerShown = syncCards(ctx, dealerCards, newRound ? [] : dealerShown, round?.dealer ?? [], (i) =>
      !animate
        ? null
        : phase === 'dealing'
          ? ((i + 1) * (playing + 1) - 1) * DEAL_STEP_MS
          : Math.max(0, i - 1) * DEAL_STEP_MS * 2,
    );
    dealerTotal.textContent = round?.dealerTotal ? String(round.dealerTotal) : '';

    const order = (view?.seats ?? []).filter((seat) => seat.cards.length > 0).map((seat) => seat.seat);
    for (const nodes of seats) {
      const index = seats.indexOf(nodes);
      const seat = view?.seats[index];
      const taken = Boolean(seat?.alias);
      const isMine = mine === index;
      const turn = phase === 'playing' && round?.turn === index;
      nodes.root.classList.toggle('taken', taken);
      nodes.root.classList.toggle('mine', isMine);
      nodes.root.classList.toggle('turn', turn);
      const place = order.indexOf(index);
      nodes.shown = syncCards(ctx, nodes.cards, newRound ? [] : nodes.shown, seat?.cards ?? [], (i) =>
        !animate ? null : phase === 'dealing' && i < 2 ? (i * (order.length + 1) + place) * DEAL_STEP_MS : 0,
      ) as number[];
      nodes.total.textContent = seat?.total ? String(seat.total) : '';
      nodes.total.classList.toggle('bust', (seat?.total ?? 0) > 21);
      nodes.bet.hidden = !seat?.bet;
      nodes.bet.textContent = seat?.bet ? ctx.chip(seat.bet) : '';
      nodes.bet.title = seat?.bet ? `${ctx.money(seat.bet)}${seat.doubled ? ` (${t.doubled})` : ''}` : '';
      nodes.name.textContent = isMine ? t.you : taken ? aliasText(texts, seat?.alias ?? '') : '';
      nodes.take.hidden = taken || mine !== null;
      nodes.take.disabled = busy || !view?.open;
      const result = phase === 'result' ? (seat?.result ?? null) : null;
      nodes.result.hidden = result === null;
      if (result && nodes.result.dataset.result !== `${roundId}:${result}`) {
        nodes.result.dataset.result = `${roundId}:${result}`;
        nodes.result.className = `seat-result ${result}`;
        nodes.result.textContent = t[`result_${result}`];
        replay(nodes.result, 'appear');
      }
      nodes.timer.hidden = !turn;
      const label = [format(t.seat, { n: index + 1 })];
      if (isMine) label.push(t.you);
      else if (taken && seat?.alias) label.push(aliasText(texts, seat.alias));
      if (seat?.bet) label.push(`${t.bet} ${ctx.money(seat.bet)}`);
      if (seat?.total) label.push(String(seat.total));
      if (result) label.push(t[`result_${result}`]);
      nodes.root.setAttribute('aria-label', label.join(', '));
    }

    // The controls under the table.
    const seat = mine === null ? null : (view?.seats[mine] ?? null);
    const myTurn = phase === 'playing' && mine !== null && round?.turn === mine;
    chipRow.hidden = !(seat && phase === 'betting');
    for (const chip of chipRow.querySelectorAll('button')) chip.disabled = busy;
    actions.hidden = !myTurn;
    for (const [action, b] of actionButtons) {
      b.disabled = busy || (action === 'double' && (seat?.cards.length !== 2 || seat.doubled));
    }
    leave.hidden = mine === null;
    leave.disabled = busy;
    status.textContent = statusText(round, seat, myTurn);
    if (phase === 'betting' || phase === 'closing')
      dealer.say(phase === 'betting' ? texts.dealer.betting : texts.dealer.closing);
    else if (phase === 'dealing') dealer.say(texts.dealer.dealing);
    else if (phase === 'playing' || phase === 'dealer') dealer.say(view ? phaseText(texts, view, mine) : '');
    else if (phase === 'result' && round?.dealerTotal) {
      dealer.say(
        round.dealerTotal > 21
          ? format(t.dealerBust, { total: round.dealerTotal })
          : format(t.dealerTotal, { total: round.dealerTotal }),
      );
    }
  }

  function statusText(round: BlackjackRound | null, seat: SeatView | null, myTurn: boolean): string {
    if (!round) return [freed, view?.open === false ? texts.page.closed : texts.page.waiting].filter(Boolean).join(' ');
    if (!seat) {
      const sit = view?.seats.some((other) => !other.alias) ? t.sitToPlay : '';
      return freed ? `${freed} ${sit}`.trim() : sit;
    }
    if (round.phase === 'betting') return seat.bet > 0 ? t.betPlaced : t.placeBet;
    if (seat.bet === 0) return t.notPlaying;
    if (myTurn) return texts.phase.yourTurn;
    if (round.phase === 'result' && seat.result) {
      const words = format(t.resultLabel, {
        seat: format(t.seat, { n: seat.seat + 1 }),
        result: t[`result_${seat.result}`],
      });
      const won = seat.result === 'win' || seat.result === 'blackjack';
      return won ? `${words}. ${format(texts.bets.youWin, { amount: ctx.money(handReturn(seat)) })}` : words;
    }
    return round.phase === 'dealer' ? texts.phase.dealer : t.waitTurn;
  }

  function tick(): void {
    const round = view?.round;
    if (round?.phase !== 'playing' || round.turn === null) return;
    const remaining = ctx.clock.remaining(round.phaseEndsAt);
    if (round.phaseEndsAt !== decision.endsAt)
      decision = { endsAt: round.phaseEndsAt ?? 0, total: Math.max(remaining, 1) };
    const share = Math.min(1, remaining / decision.total);
    const nodes = seats[round.turn];
    if (nodes) setVar(nodes.timer, '--left', share.toFixed(3));
    decide.textContent = format(t.decide, { seconds: secondsLeft(remaining) });
  }

  return {
    element,
    update(next: AnyView) {
      const before = view?.round;
      view = next as BlackjackView;
      const round = view.round;
      const mine = seatShown(you, view);
      render();
      tick();
      // The player's turn comes: the first decision gets the focus, for the keyboard.
      if (round?.phase === 'playing' && mine !== null && round.turn === mine && before?.turn !== round.turn) {
        actionButtons.get('stand')?.focus({ preventScroll: true });
      }
      if (round?.phase === 'result' && before?.phase !== 'result' && mine !== null) {
        const seat = view.seats[mine];
        if (seat?.result) ctx.announce(statusText(round, seat, false));
      }
    },
    you(frame) {
      you = frame;
      renderChips();
      render();
    },
    seatFreed(notice) {
      freed = notice;
      render();
    },
    tick,
  };
}
