import { button, h, prefersReducedMotion } from '../dom.js';
import type { GameContext, GameModule, GameView } from '../game-context.js';
import { formatMultiplier } from '../money.js';
import { format } from '../texts/texts.js';
import { oneCallRound } from './one-call-round.js';
import { recentResults } from './recent-results.js';

interface CrashRoundView {
  bet: { target: number; amount: number };
  point: number;
  won: boolean;
  payout: number;
}

/** How long the curve takes to climb to a point (hundredths): longer for higher points, at most 7 s. */
export const climbMs = (point: number) => Math.min(7_000, 900 + Math.log(point / 100) * 1_900);

/** The chance (in %) that the crash point reaches a target: 99 / t, as in engine/instant/crash.ts. */
export const reachChance = (target: number) => 9_900 / target;

function createCrash(ctx: GameContext): GameView {
  const t = ctx.texts.crash;
  let target = 200;
  const canvas = h('canvas', { class: 'crash-canvas', role: 'img', 'aria-label': t.chart });
  const readout = h('p', { class: 'crash-readout', 'aria-live': 'off', text: '1.00×' });
  const outcome = h('p', { class: 'crash-outcome', 'aria-live': 'polite' });
  const field = h('input', {
    id: 'crash-target',
    type: 'number',
    min: 1.01,
    max: 10_000,
    step: 0.01,
    inputmode: 'decimal',
    class: 'dice-field',
  });
  const chance = h('output', { class: 'stat-value' });
  const recent = recentResults(ctx.overview.history, (stored) => {
    const view = stored as CrashRoundView | null;
    return view && typeof view.point === 'number' ? { won: view.won, text: formatMultiplier(view.point) } : null;
  });
  const quick = [150, 200, 500, 1_000].map((value) =>
    button(formatMultiplier(value), { class: 'segment', 'aria-pressed': 'false' }, () => {
      target = value;
      update();
    }),
  );
  const start = oneCallRound(ctx, t.start, play);

  function update(): void {
    target = Math.min(1_000_000, Math.max(101, Math.round(target)));
    if (document.activeElement !== field) field.value = (target / 100).toFixed(2);
    chance.textContent = `${reachChance(target).toFixed(2)} %`;
    quick.forEach((b, i) => {
      b.setAttribute('aria-pressed', String([150, 200, 500, 1_000][i] === target));
    });
    draw(100, null, false);
  }

  field.addEventListener('change', () => {
    const value = Math.round(Number(field.value.replace(',', '.')) * 100);
    if (Number.isFinite(value)) target = value;
    update();
    field.value = (target / 100).toFixed(2);
  });

  function colours() {
    const style = getComputedStyle(canvas);
    return {
      grid: style.getPropertyValue('--chart-grid').trim() || '#334155',
      text: style.getPropertyValue('--muted').trim() || '#94a3b8',
      line: style.getPropertyValue('--chart-line').trim() || '#22d3ee',
      win: style.getPropertyValue('--win').trim() || '#22c55e',
      lose: style.getPropertyValue('--lose').trim() || '#ef4444',
      target: style.getPropertyValue('--accent').trim() || '#f59e0b',
    };
  }

  /** Draws the curve from 1.00× up to `value` (hundredths); the axis grows with it. */
  function draw(value: number, crashedAt: number | null, won: boolean): void {
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth || 600;
    const height = canvas.clientHeight || 300;
    if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
    if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
    const c = canvas.getContext('2d');
    if (!c) return;
    const colour = colours();
    c.setTransform(ratio, 0, 0, ratio, 0, 0);
    c.clearRect(0, 0, width, height);
    const pad = { left: 52, right: 18, top: 18, bottom: 26 };
    const plotW = width - pad.left - pad.right;
    const plotH = height - pad.top - pad.bottom;
    // Time runs along x (the multiplier grows as e^t), the multiplier up y on a linear scale.
    const top = Math.max(value, target * 1.15, 200) / 100;
    const y = (m: number) => height - pad.bottom - ((m - 1) / (top - 1)) * plotH;
    const span = Math.max(Math.log(value / 100), Math.log(2));
    const x = (time: number) => pad.left + (time / span) * plotW;
    c.font = '12px system-ui, sans-serif';
    c.fillStyle = colour.text;
    c.strokeStyle = colour.grid;
    c.lineWidth = 1;
    const rough = (top - 1) / 4;
    const step =
      [0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 25, 50, 100, 250, 500, 1_000, 2_500].find((s) => s >= rough) ?? 5_000;
    const marks = [1];
    for (let mark = Math.ceil(1.0001 / step) * step; mark <= top + 1e-9; mark += step) marks.push(mark);
    for (const mark of marks) {
      const yy = y(mark);
      c.beginPath();
      c.moveTo(pad.left, yy);
      c.lineTo(width - pad.right, yy);
      c.stroke();
      c.fillText(`${Number(mark.toFixed(2))}×`, 6, yy + 4);
    }
    const ty = y(target / 100);
    c.setLineDash([6, 6]);
    c.strokeStyle = colour.target;
    c.lineWidth = 2;
    c.beginPath();
    c.moveTo(pad.left, ty);
    c.lineTo(width - pad.right, ty);
    c.stroke();
    c.setLineDash([]);
    c.fillStyle = colour.target;
    c.fillText(formatMultiplier(target), width - pad.right - 64, ty - 8);
    if (value <= 100) return;
    const end = value / 100;
    const gradient = c.createLinearGradient(0, height, 0, 0);
    gradient.addColorStop(0, 'rgba(34, 211, 238, 0.05)');
    gradient.addColorStop(1, 'rgba(34, 211, 238, 0.35)');
    const elapsed = Math.log(end);
    c.beginPath();
    c.moveTo(x(0), y(1));
    const steps = 90;
    for (let i = 1; i <= steps; i++) {
      const time = (elapsed * i) / steps;
      c.lineTo(x(time), y(Math.exp(time)));
    }
    const lineColour = crashedAt !== null ? (won ? colour.win : colour.lose) : colour.line;
    c.strokeStyle = lineColour;
    c.lineWidth = 4;
    c.lineJoin = 'round';
    c.stroke();
    c.lineTo(x(elapsed), height - pad.bottom);
    c.lineTo(x(0), height - pad.bottom);
    c.closePath();
    c.fillStyle = gradient;
    c.fill();
    c.beginPath();
    c.arc(x(elapsed), y(end), crashedAt !== null ? 8 : 6, 0, Math.PI * 2);
    c.fillStyle = lineColour;
    c.fill();
  }

  async function animate(point: number, won: boolean): Promise<void> {
    const duration = prefersReducedMotion() ? 0 : climbMs(point);
    const begin = performance.now();
    await new Promise<void>((resolve) => {
      const frame = (now: number) => {
        const p = duration === 0 ? 1 : Math.min(1, (now - begin) / duration);
        // The multiplier grows exponentially in time, as the round's curve does.
        const value = Math.round(100 * Math.exp(Math.log(point / 100) * p));
        readout.textContent = formatMultiplier(value);
        readout.classList.toggle('passed', value >= target);
        draw(value, p === 1 ? point : null, won);
        if (p < 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
  }

  async function play(): Promise<void> {
    outcome.textContent = '';
    readout.className = 'crash-readout';
    const answer = await ctx.play({ stake: ctx.stake(), target });
    if (answer) {
      const view = answer.round.view as CrashRoundView;
      await animate(view.point, view.won);
      readout.classList.add(view.won ? 'won' : 'crashed');
      outcome.textContent = view.won
        ? `${format(t.cashedOut, { x: formatMultiplier(view.bet.target) })} · ${format(ctx.texts.common.totalWin, { amount: ctx.money(answer.round.win) })} · ${format(t.crashed, { x: formatMultiplier(view.point) })}`
        : `${format(t.crashed, { x: formatMultiplier(view.point) })} · ${ctx.texts.common.noWin}`;
      outcome.dataset.won = String(view.won);
      recent.add({ won: view.won, text: formatMultiplier(view.point) });
      ctx.reveal(answer);
    }
  }

  const element = h(
    'div',
    { class: 'crash' },
    h('div', { class: 'crash-stage' }, canvas, readout, outcome, recent.element),
    h(
      'div',
      { class: 'crash-settings' },
      h(
        'div',
        { class: 'field compact' },
        h('label', { for: 'crash-target', text: t.target }),
        field,
        h('p', { class: 'muted small', text: t.targetHint }),
      ),
      h('div', { class: 'segments', role: 'group', 'aria-label': t.target }, ...quick),
      h('dl', { class: 'mini-stats' }, h('div', {}, h('dt', { text: t.chance }), h('dd', {}, chance))),
    ),
    start.controls(),
  );
  new ResizeObserver(() => {
    if (!start.running()) draw(100, null, false);
  }).observe(canvas);
  update();
  return { element, restore: start.unlock };
}

export const crashGame: GameModule = {
  create: createCrash,
  summary(view, texts) {
    const round = view as CrashRoundView;
    return `${texts.crash.target} ${formatMultiplier(round.bet.target)} · ${format(texts.crash.crashed, { x: formatMultiplier(round.point) })}`;
  },
  choices(view) {
    const round = view as CrashRoundView;
    return { target: String(round.bet.target) };
  },
};
