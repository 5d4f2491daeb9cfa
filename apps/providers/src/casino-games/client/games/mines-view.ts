import { minesMultiplier } from '../../engine/instant/mines.js';
import { button, h, pause } from '../dom.js';
import type { GameContext, GameModule, GameView } from '../game-context.js';
import { formatRatio } from '../money.js';
import type { RoundAnswer, RoundDto } from '../studio-types.js';
import { format } from '../texts/texts.js';

interface MinesRoundView {
  stake: number;
  mines: number;
  layout: number[] | null;
  opened: number[];
  status: 'playing' | 'lost' | 'cashedOut';
  hit: number | null;
  multiplier: { num: number; den: number };
  payout: number;
}

const TILES = 25;

/** The multiplier after `safe` safe tiles with `mines` mines, as the engine computes it exactly. */
export function nextMultiplier(mines: number, safe: number): { num: number; den: number } {
  const exact = minesMultiplier(mines, safe);
  return { num: Number(exact.num), den: Number(exact.den) };
}

const GEM = '◆';
const MINE = '✸';

function createMines(ctx: GameContext): GameView {
  const t = ctx.texts.mines;
  let round: { id: string; view: MinesRoundView } | null = null;
  let waiting = false;

  const count = h('select', { id: 'mines-count', class: 'select' });
  for (let n = 1; n <= 24; n++) count.append(h('option', { value: n, text: String(n), selected: n === 3 }));
  const multiplier = h('output', { class: 'stat-value', text: '1.00×' });
  const next = h('output', { class: 'stat-value' });
  const message = h('p', { class: 'mines-message', 'aria-live': 'polite', text: t.pick });
  const start = button(t.start, { class: 'spin-button' }, () => void begin());
  const cashOut = button(
    format(t.cashOut, { amount: ctx.money(0) }),
    { class: 'spin-button cashout', hidden: true },
    () => void send({ cashout: true }),
  );
  const tiles = Array.from({ length: TILES }, (_, i) => {
    const tile = button(
      '',
      { class: 'tile', 'aria-label': `${format(t.tile, { n: i + 1 })}, ${t.hidden}`, disabled: true },
      () => void send({ tile: i }),
    );
    return tile;
  });
  const grid = h('div', { class: 'mines-grid', role: 'group', 'aria-label': t.grid }, ...tiles);

  function render(view: MinesRoundView | null, fresh?: number): void {
    const playing = view?.status === 'playing';
    tiles.forEach((tile, i) => {
      const opened = view?.opened.includes(i) ?? false;
      const mined = view?.layout?.includes(i) ?? false;
      const state = opened ? 'gem' : view && view.status !== 'playing' ? (mined ? 'mine' : 'spare') : 'closed';
      tile.className = `tile ${state}${view?.hit === i ? ' hit' : ''}${fresh === i ? ' fresh' : ''}`;
      tile.textContent = state === 'gem' || state === 'spare' ? GEM : state === 'mine' ? MINE : '';
      const name = state === 'gem' || state === 'spare' ? t.safe : state === 'mine' ? t.mine : t.hidden;
      tile.setAttribute('aria-label', `${format(t.tile, { n: i + 1 })}, ${name}`);
      tile.disabled = !playing || opened || waiting;
    });
    const safe = view?.opened.length ?? 0;
    const mines = view?.mines ?? Number(count.value);
    multiplier.textContent = view ? formatRatio(view.multiplier) : '1.00×';
    next.textContent = safe < TILES - mines ? formatRatio(nextMultiplier(mines, safe + 1)) : '—';
    count.disabled = playing || waiting;
    start.hidden = playing;
    start.disabled = waiting;
    cashOut.hidden = !playing;
    cashOut.disabled = waiting || safe === 0;
    if (view && playing) {
      const amount = Math.floor((view.stake * view.multiplier.num) / view.multiplier.den);
      cashOut.textContent = format(t.cashOut, { amount: ctx.money(safe === 0 ? view.stake : amount) });
    }
  }

  async function settle(answer: RoundAnswer, fresh?: number): Promise<void> {
    const view = answer.round.view as MinesRoundView;
    render(view, fresh);
    if (answer.round.status === 'open') {
      round = { id: answer.round.id, view };
      return;
    }
    round = null;
    grid.classList.toggle('boom', view.status === 'lost');
    message.textContent =
      view.status === 'lost'
        ? t.boom
        : `${format(t.cashedOut, { x: formatRatio(view.multiplier) })} · ${format(ctx.texts.common.totalWin, { amount: ctx.money(answer.round.win) })}`;
    message.dataset.won = String(view.status !== 'lost');
    await pause(view.status === 'lost' ? 700 : 300);
    ctx.reveal(answer);
    ctx.setBusy(false);
  }

  async function begin(): Promise<void> {
    if (waiting || round) return;
    waiting = true;
    ctx.setBusy(true);
    grid.classList.remove('boom');
    message.textContent = t.pick;
    delete message.dataset.won;
    render(null);
    const answer = await ctx.play({ stake: ctx.stake(), mines: Number(count.value) });
    waiting = false;
    if (!answer) return;
    await settle(answer);
    tiles[12]?.focus();
  }

  async function send(action: { tile: number } | { cashout: true }): Promise<void> {
    if (!round || waiting) return;
    waiting = true;
    render(round.view);
    const answer = await ctx.act(round.id, action);
    waiting = false;
    if (!answer) return;
    await settle(answer, 'tile' in action ? action.tile : undefined);
  }

  count.addEventListener('change', () => render(round?.view ?? null));
  render(null);

  const element = h(
    'div',
    { class: 'mines' },
    h(
      'div',
      { class: 'mines-stage' },
      grid,
      h(
        'dl',
        { class: 'mini-stats' },
        h('div', {}, h('dt', { text: t.multiplier }), h('dd', {}, multiplier)),
        h('div', {}, h('dt', { text: t.next }), h('dd', {}, next)),
      ),
      message,
    ),
    h(
      'div',
      { class: 'controls', role: 'group', 'aria-label': ctx.texts.common.gameControls },
      ctx.stakeControl(),
      h('div', { class: 'field compact' }, h('label', { for: 'mines-count', text: t.mines }), count),
      start,
      cashOut,
    ),
  );
  return {
    element,
    restore(open: RoundDto | null) {
      waiting = false;
      const view = open?.view as MinesRoundView | undefined;
      if (open && view?.status === 'playing') {
        round = { id: open.id, view };
        count.value = String(view.mines);
        ctx.setBusy(true);
        render(view);
      } else {
        round = null;
        render(null);
        ctx.setBusy(false);
      }
    },
  };
}

export const minesGame: GameModule = {
  create: createMines,
  summary(view, texts) {
    const round = view as MinesRoundView;
    const mines = `${texts.mines.mines}: ${round.mines}`;
    return round.status === 'lost'
      ? `${mines} · ${GEM}${round.opened.length} ${MINE}`
      : `${mines} · ${GEM}${round.opened.length} · ${formatRatio(round.multiplier)}`;
  },
  choices(view, stake) {
    const round = view as MinesRoundView;
    const tiles = round.hit === null ? round.opened : [...round.opened, round.hit];
    return {
      stake: String(stake),
      mines: String(round.mines),
      tiles: tiles.join(','),
      cashout: round.status === 'cashedOut' ? '1' : '0',
    };
  },
};
