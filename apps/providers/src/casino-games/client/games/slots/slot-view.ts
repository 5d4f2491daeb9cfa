import { JADE_TEMPLE } from '../../../engine/slots/jade-temple.slot.js';
import { LUCKY_ORCHARD } from '../../../engine/slots/lucky-orchard.slot.js';
import type { SlotDef } from '../../../engine/slots/slot-machine.js';
import { SUNKEN_TREASURE } from '../../../engine/slots/sunken-treasure.slot.js';
import { button, h, inControl, pause, prefersReducedMotion, s } from '../../dom.js';
import type { GameContext, GameModule, GameView } from '../../game-context.js';
import type { RoundAnswer, RoundDto } from '../../studio-types.js';
import { format, translate } from '../../texts/texts.js';
import { BonusBoard } from './slot-bonus.js';
import { buildSprite, symbolIcon } from './slot-sprite.js';
import { coinsToMoney, type SlotRoundView, type SpinView } from './slot-types.js';

const DEFS: Readonly<Record<string, SlotDef>> = {
  [SUNKEN_TREASURE.id]: SUNKEN_TREASURE,
  [JADE_TEMPLE.id]: JADE_TEMPLE,
  [LUCKY_ORCHARD.id]: LUCKY_ORCHARD,
};
const ROWS = 3;
const LINE_COLOURS = ['#facc15', '#f472b6', '#38bdf8', '#4ade80', '#fb923c', '#a78bfa', '#f87171', '#2dd4bf'];

type Cell = { reel: number; row: number };

/** The cells a spin's wins cover, each win with its message. */
function winsOf(def: SlotDef, spin: SpinView, name: (code: string) => string, t: GameContext['texts']['slot']) {
  const wild = def.symbols.find((symbol) => symbol.kind === 'wild')?.id;
  const scatter = def.symbols.find((symbol) => symbol.kind === 'scatter')?.id;
  const lines = def.pays.kind === 'lines' ? def.pays.lines : [];
  const wins: { cells: Cell[]; text: string; line?: readonly number[] }[] = [];
  for (const win of spin.lineWins) {
    const rows = lines[win.line - 1] ?? [];
    wins.push({
      cells: rows.slice(0, win.count).map((row, reel) => ({ reel, row })),
      line: rows,
      text: format(t.lineWin, { line: win.line, count: win.count, symbol: name(win.symbol), coins: win.coins }),
    });
  }
  for (const win of spin.wayWins) {
    const cells: Cell[] = [];
    for (let reel = 0; reel < win.reels; reel++) {
      spin.window[reel]?.forEach((code, row) => {
        if (code === win.symbol || code === wild) cells.push({ reel, row });
      });
    }
    wins.push({
      cells,
      text: format(t.wayWin, { symbol: name(win.symbol), reels: win.reels, ways: win.ways, coins: win.coins }),
    });
  }
  if (spin.scatter && scatter) {
    const cells: Cell[] = [];
    spin.window.forEach((column, reel) => {
      column.forEach((code, row) => {
        if (code === scatter) cells.push({ reel, row });
      });
    });
    wins.push({
      cells,
      text: format(t.scatterWin, { count: spin.scatter.count, symbol: name(scatter), coins: spin.scatter.coins }),
    });
  }
  return wins;
}

function createSlot(ctx: GameContext): GameView {
  const t = ctx.texts.slot;
  const slotId = ctx.overview.game.code;
  const def = DEFS[slotId] ?? SUNKEN_TREASURE;
  const strips = def.reels.map((strip) => strip.trim().split(/\s+/));
  const names = new Map(def.symbols.map((symbol) => [symbol.id, translate(ctx.texts, symbol.name)]));
  const name = (code: string) => names.get(code) ?? code;
  const randomCode = (reel: number) => {
    const strip = strips[reel] ?? [];
    return strip[Math.floor(Math.random() * strip.length)] ?? '';
  };

  let current: string[][] = strips.map((strip) => strip.slice(0, ROWS));
  let animations: Animation[] = [];
  let spinning = false;
  let showToken = 0;

  const reelElements = current.map(() => h('div', { class: 'strip' }));
  const overlay = s('svg', {
    class: 'paylines',
    viewBox: '0 0 500 300',
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  const reels = h(
    'div',
    { class: 'reels', role: 'group', 'aria-label': t.reels },
    ...reelElements.map((strip) => h('div', { class: 'reel' }, strip)),
    overlay,
  );
  const banner = h('p', { class: 'win-banner', 'aria-live': 'polite' });
  const freeCounter = h('p', { class: 'fs-counter', hidden: true });
  const freeMultiplier = h('p', { class: 'fs-multiplier', hidden: true });
  const winMeter = h('output', { class: 'win-meter-value', text: ctx.money(0) });
  const bonus = new BonusBoard(ctx.texts);
  const spinButton = button(t.spin, { class: 'spin-button', 'aria-keyshortcuts': 'Space Enter', title: t.spinHint });

  const cell = (code: string) => h('div', { class: 'cell' }, symbolIcon(slotId, code, name(code)));

  function draw(window: string[][]): void {
    current = window.map((column) => [...column]);
    reelElements.forEach((strip, reel) => {
      strip.replaceChildren(...(current[reel] ?? []).map(cell));
    });
  }

  function clearWins(): void {
    showToken += 1;
    overlay.replaceChildren();
    banner.textContent = '';
    banner.classList.remove('big');
    reels.classList.remove('has-wins');
    for (const element of reels.querySelectorAll('.cell.win')) element.classList.remove('win');
  }

  function cellAt(reel: number, row: number): Element | undefined {
    return reelElements[reel]?.children[row];
  }

  /** Lands the reels on a window, one after another from the left. */
  async function land(window: string[][], quick: boolean): Promise<void> {
    clearWins();
    if (prefersReducedMotion()) {
      draw(window);
      return;
    }
    animations = reelElements.map((strip, reel) => {
      const filler = Array.from({ length: (quick ? 6 : 10) + reel * (quick ? 2 : 4) }, () => randomCode(reel));
      const sequence = [randomCode(reel), ...(window[reel] ?? []), ...filler, ...(current[reel] ?? [])];
      strip.replaceChildren(...sequence.map(cell));
      const n = sequence.length;
      strip.parentElement?.classList.add('spinning');
      const animation = strip.animate(
        [{ transform: `translateY(${(-(n - ROWS) / n) * 100}%)` }, { transform: `translateY(${(-1 / n) * 100}%)` }],
        {
          duration: (quick ? 450 : 750) + reel * (quick ? 120 : 260),
          easing: 'cubic-bezier(0.3, 0.05, 0.25, 1.06)',
          fill: 'forwards',
        },
      );
      void animation.finished.then(
        () => strip.parentElement?.classList.remove('spinning'),
        () => {},
      );
      return animation;
    });
    await Promise.allSettled(animations.map((animation) => animation.finished));
    animations.forEach((animation) => {
      animation.cancel();
    });
    animations = [];
    for (const strip of reelElements) strip.parentElement?.classList.remove('spinning');
    draw(window);
  }

  /** Marks every win of a spin, then walks through them one by one until the next spin. */
  async function showWins(spin: SpinView): Promise<void> {
    const wins = winsOf(def, spin, name, ctx.texts.slot);
    if (wins.length === 0) return;
    const token = showToken;
    reels.classList.add('has-wins');
    const lines = wins.flatMap((win, index) => {
      for (const c of win.cells) cellAt(c.reel, c.row)?.classList.add('win');
      if (!win.line) return [];
      const points = win.line.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
      return [
        s('polyline', {
          points,
          fill: 'none',
          stroke: LINE_COLOURS[index % LINE_COLOURS.length] ?? '#facc15',
          'stroke-width': 7,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'round',
          class: 'payline',
        }),
      ];
    });
    overlay.replaceChildren(...lines);
    ctx.announce(wins.map((win) => win.text).join('. '));
    void (async () => {
      for (let i = 0; token === showToken; i = (i + 1) % wins.length) {
        banner.textContent = wins[i]?.text ?? '';
        await pause(1400);
        if (wins.length === 1) break;
      }
    })();
    await pause(900);
  }

  function setMeter(coins: number, stake: number): void {
    winMeter.textContent = ctx.money(coinsToMoney(stake, coins, def.coins));
  }

  async function playFreeSpins(round: SlotRoundView): Promise<void> {
    let total = round.base.scatter?.freeSpins ?? 0;
    let coins = round.base.coins;
    banner.textContent = format(t.freeSpinsWon, { count: total });
    await pause(1300);
    const root = spinButton.closest('.slot');
    root?.classList.add('free-spins');
    freeCounter.hidden = false;
    freeMultiplier.hidden = false;
    freeMultiplier.textContent = format(t.multiplier, { n: round.freeSpins[0]?.multiplier ?? 1 });
    for (const [index, spin] of round.freeSpins.entries()) {
      freeCounter.textContent = format(t.freeSpinOf, { n: index + 1, total });
      await land(spin.window, true);
      coins += spin.coins;
      setMeter(coins, round.stake);
      await showWins(spin);
      total += spin.scatter?.freeSpins ?? 0;
    }
    await pause(600);
    root?.classList.remove('free-spins');
    freeCounter.hidden = true;
    freeMultiplier.hidden = true;
  }

  function finish(answer: RoundAnswer): void {
    const round = answer.round.view as SlotRoundView;
    const win = answer.round.win;
    showToken += 1;
    if (win > 0) {
      banner.textContent =
        win >= round.stake * 10
          ? `${t.bigWin} ${ctx.money(win)}`
          : format(ctx.texts.common.totalWin, { amount: ctx.money(win) });
      banner.classList.toggle('big', win >= round.stake * 10);
    } else if (!banner.textContent) {
      banner.textContent = ctx.texts.common.noWin;
    }
    winMeter.textContent = ctx.money(win);
    ctx.reveal(answer);
  }

  async function openBonus(answer: RoundAnswer, lastOpened?: number): Promise<void> {
    const round = answer.round.view as SlotRoundView;
    if (!round.bonus) return;
    spinButton.disabled = true;
    bonus.show(
      round.bonus,
      async (tile) => {
        bonus.lock(true);
        const next = await ctx.act(answer.round.id, { tile });
        if (!next) return;
        const view = next.round.view as SlotRoundView;
        setMeter(view.winCoins, view.stake);
        if (next.round.status === 'open') {
          await openBonus(next, tile);
          return;
        }
        if (view.bonus) bonus.show(view.bonus, () => {}, tile);
        await pause(1600);
        bonus.hide();
        finish(next);
        endRound();
      },
      lastOpened,
    );
    if (lastOpened === undefined) {
      banner.textContent = t.bonusTriggered;
      (bonus.element.querySelector('button:not([disabled])') as HTMLButtonElement | null)?.focus();
    }
  }

  function endRound(): void {
    spinning = false;
    // The operator's free rounds: the next spin is free, and its name says so.
    const freeLeft = ctx.freeRoundsLeft();
    const label = freeLeft > 0 ? format(ctx.texts.freeRounds.spin, { left: freeLeft }) : t.spin;
    spinButton.textContent = t.spin;
    spinButton.setAttribute('aria-label', label);
    spinButton.title = freeLeft > 0 ? `${label}. ${t.spinHint}` : t.spinHint;
    spinButton.disabled = false;
    ctx.setBusy(false);
  }

  async function spin(): Promise<void> {
    if (spinning) {
      // A second press stops the reels where they are headed.
      for (const animation of animations) animation.finish();
      return;
    }
    spinning = true;
    ctx.setBusy(true);
    clearWins();
    winMeter.textContent = ctx.money(0);
    spinButton.textContent = '■';
    spinButton.setAttribute('aria-label', t.stop);
    const answer = await ctx.play({ stake: ctx.stake() });
    if (!answer) {
      endRound();
      return;
    }
    const round = answer.round.view as SlotRoundView;
    await land(round.base.window, false);
    setMeter(round.base.coins, round.stake);
    await showWins(round.base);
    if (round.freeSpins.length > 0) await playFreeSpins(round);
    if (answer.round.status === 'open' && round.bonus) {
      await openBonus(answer);
      return;
    }
    finish(answer);
    endRound();
  }

  spinButton.addEventListener('click', () => void spin());
  document.addEventListener('keydown', (event) => {
    if ((event.key === ' ' || event.key === 'Enter') && !inControl(event.target) && !event.repeat) {
      event.preventDefault();
      if (!spinButton.disabled) void spin();
    }
  });

  const element = h(
    'div',
    { class: 'slot' },
    buildSprite(slotId),
    h(
      'div',
      { class: 'cabinet' },
      h(
        'div',
        { class: 'cabinet-top' },
        h('p', { class: 'slot-name', text: ctx.overview.game.name }),
        freeCounter,
        freeMultiplier,
      ),
      h('div', { class: 'reels-frame' }, reels, bonus.element),
      banner,
    ),
    h(
      'div',
      { class: 'controls', role: 'group', 'aria-label': ctx.texts.common.gameControls },
      ctx.stakeControl(),
      h('div', { class: 'win-meter' }, h('span', { class: 'stake-label', text: ctx.texts.common.win }), winMeter),
      spinButton,
    ),
  );

  return {
    element,
    restore(open: RoundDto | null) {
      bonus.hide();
      if (!open) {
        draw(current);
        endRound();
        return;
      }
      const round = open.view as SlotRoundView;
      draw(round.base.window);
      setMeter(round.winCoins, round.stake);
      endRound();
      if (round.bonus && !round.complete) {
        spinning = true;
        ctx.setBusy(true);
        void openBonus(
          { round: open, balance: null, fairness: ctx.overview.fairness, freeRounds: ctx.overview.freeRounds },
          -1,
        );
      }
    },
  };
}

export const slotGame: GameModule = {
  create: createSlot,
  summary(view, texts) {
    const round = view as SlotRoundView;
    const parts = round.winCoins > 0 ? [format(texts.slot.coins, { coins: round.winCoins })] : [];
    if (round.freeSpins?.length) parts.push(`${texts.slot.freeSpins}: ${round.freeSpins.length}`);
    if (round.bonus) parts.push(texts.slot.bonusTitle);
    return parts.join(' · ');
  },
  choices(view, stake) {
    const round = view as SlotRoundView;
    const picks = round.bonus && 'picked' in round.bonus ? round.bonus.picked.join(',') : '';
    return { stake: String(stake), ...(picks ? { picks } : {}) };
  },
};
