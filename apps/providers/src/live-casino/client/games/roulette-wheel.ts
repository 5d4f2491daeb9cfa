/**
 * The roulette wheel in SVG. Between spins it turns slowly with the ball in the last pocket; at "no
 * more bets" the ball runs round the track; at the reveal the wheel and the ball slow down together
 * and the ball drops into the outcome's pocket, which comes to rest at the top, under the marker.
 */
import { s } from '../dom.js';
import {
  easeOutCubic,
  easeOutQuart,
  mod,
  polar,
  ROULETTE_ORDER,
  restAngle,
  segmentAngle,
  spinTarget,
  wedgePath,
} from '../wheel-math.js';
import { colourOf } from './roulette-layout.js';

const COUNT = ROULETTE_ORDER.length;
const STEP = 360 / COUNT;
const FILL = { red: '#c62828', black: '#151a23', green: '#0f8a4a' } as const;
const TRACK_R = 97;
const POCKET_R = 67;
const IDLE_DEG_PER_S = 14;
const BALL_DEG_PER_S = -420;

type Ball =
  | { kind: 'hidden' }
  | { kind: 'track'; angle: number }
  | { kind: 'seated'; index: number }
  | { kind: 'spinning'; index: number; offset: number };

interface Spin {
  index: number;
  from: number;
  to: number;
  start: number;
  duration: number;
}

export class RouletteWheel {
  readonly element: SVGSVGElement;
  readonly #rotor = s('g', { class: 'rotor' });
  readonly #ball = s('circle', { class: 'ball', r: 5, cx: 0, cy: -TRACK_R });
  readonly #glow = s('path', { class: 'pocket-glow', d: wedgePath(60, 92, -STEP / 2, STEP / 2) });
  #angle = 0;
  #ballState: Ball = { kind: 'hidden' };
  #spin: Spin | null = null;
  #idle = false;
  #last = 0;
  #frame = 0;

  constructor(
    label: string,
    private readonly motion: () => boolean,
  ) {
    const pockets = ROULETTE_ORDER.map((n, i) => {
      const centre = i * STEP;
      const [tx, ty] = polar(83, centre);
      return s(
        'g',
        {},
        s('path', { d: wedgePath(74, 92, centre - STEP / 2, centre + STEP / 2), fill: FILL[colourOf(n)] }),
        s('path', { d: wedgePath(60, 74, centre - STEP / 2, centre + STEP / 2), class: 'pocket' }),
        s('text', {
          x: tx.toFixed(2),
          y: ty.toFixed(2),
          class: 'pocket-number',
          transform: `rotate(${centre.toFixed(2)} ${tx.toFixed(2)} ${ty.toFixed(2)})`,
          text: String(n),
        }),
      );
    });
    const frets = ROULETTE_ORDER.map((_, i) => {
      const [x1, y1] = polar(60, i * STEP + STEP / 2);
      const [x2, y2] = polar(92, i * STEP + STEP / 2);
      return s('line', { x1: x1.toFixed(2), y1: y1.toFixed(2), x2: x2.toFixed(2), y2: y2.toFixed(2), class: 'fret' });
    });
    this.#rotor.append(
      ...pockets,
      ...frets,
      this.#glow,
      s('circle', { r: 60, fill: 'url(#rw-cone)', class: 'cone' }),
      ...[0, 90].map((a) =>
        s('rect', { x: -2.5, y: -40, width: 5, height: 80, rx: 2.5, class: 'turret', transform: `rotate(${a})` }),
      ),
      s('circle', { r: 10, class: 'turret-knob' }),
    );
    this.element = s(
      'svg',
      { class: 'roulette-wheel', viewBox: '-112 -112 224 224', role: 'img', 'aria-label': label },
      s(
        'defs',
        {},
        s(
          'radialGradient',
          { id: 'rw-cone' },
          s('stop', { offset: 0, 'stop-color': '#9a6a32' }),
          s('stop', { offset: 0.7, 'stop-color': '#5a3514' }),
          s('stop', { offset: 1, 'stop-color': '#2a170a' }),
        ),
        s(
          'linearGradient',
          { id: 'rw-rim', x1: 0, y1: 0, x2: 1, y2: 1 },
          s('stop', { offset: 0, 'stop-color': '#f5d27a' }),
          s('stop', { offset: 0.5, 'stop-color': '#a8742a' }),
          s('stop', { offset: 1, 'stop-color': '#5a3510' }),
        ),
      ),
      s('circle', { r: 111, fill: 'url(#rw-rim)' }),
      s('circle', { r: 103, class: 'track' }),
      s('circle', { r: 92.5, class: 'track-edge' }),
      this.#rotor,
      this.#ball,
      s('path', { d: 'M0 -100 L-6 -110 L6 -110 Z', class: 'marker' }),
    );
    this.#draw();
  }

  /** Between spins: the wheel turns slowly (not under reduced motion). */
  idle(on: boolean): void {
    this.#idle = on;
    this.#run();
  }

  /** "No more bets": the ball runs round the track. */
  launch(): void {
    if (this.#spin || this.#ballState.kind === 'track') return;
    this.#ballState = { kind: 'track', angle: 0 };
    this.#glow.classList.remove('on');
    this.#run();
  }

  /** Spins to a pocket within `duration` ms; the ball rests in it at the top. */
  spin(pocket: number, duration: number): void {
    const index = ROULETTE_ORDER.indexOf(pocket);
    if (index < 0 || this.#spin?.index === index) return;
    if (this.#ballState.kind === 'seated' && this.#ballState.index === index) return;
    if (!this.motion() || duration < 1200) {
      this.show(pocket);
      return;
    }
    const from = this.#angle;
    const to = spinTarget(from, restAngle(index, COUNT), 2);
    const ballNow = this.#ballAngle();
    // The ball starts where it is and makes at least three turns against the wheel before it drops.
    const offset = mod(from + segmentAngle(index, COUNT) - ballNow, 360) + 1080;
    this.#spin = { index, from, to, start: performance.now(), duration };
    this.#ballState = { kind: 'spinning', index, offset };
    this.#glow.classList.remove('on');
    this.#run();
  }

  /** The ball in a pocket at once, the pocket at the top (a page joining after the spin). */
  show(pocket: number): void {
    const index = ROULETTE_ORDER.indexOf(pocket);
    if (index < 0) return;
    if (this.#spin?.index === index) return;
    this.#spin = null;
    this.#angle = restAngle(index, COUNT);
    this.#ballState = { kind: 'seated', index };
    this.#draw();
  }

  /** Lights the pocket the ball rests in. */
  highlight(on: boolean): void {
    this.#glow.classList.toggle('on', on && this.#ballState.kind === 'seated');
  }

  #ballAngle(): number {
    const ball = this.#ballState;
    if (ball.kind === 'track') return ball.angle;
    if (ball.kind === 'seated') return this.#angle + segmentAngle(ball.index, COUNT);
    return 0;
  }

  #run(): void {
    if (this.#frame || !this.motion()) {
      if (!this.motion() && this.#spin) this.#finish(this.#spin);
      return;
    }
    this.#last = performance.now();
    const step = (now: number) => {
      this.#frame = 0;
      const dt = Math.min(100, now - this.#last) / 1000;
      this.#last = now;
      const spin = this.#spin;
      if (spin) {
        const p = Math.min(1, (now - spin.start) / spin.duration);
        this.#angle = spin.from + (spin.to - spin.from) * easeOutQuart(p);
        if (p >= 1) this.#finish(spin);
      } else if (this.#idle) {
        this.#angle = mod(this.#angle + IDLE_DEG_PER_S * dt, 360);
      }
      if (this.#ballState.kind === 'track')
        this.#ballState.angle = mod(this.#ballState.angle + BALL_DEG_PER_S * dt, 360);
      this.#draw(spin ? Math.min(1, (now - spin.start) / spin.duration) : 1);
      if (this.#spin || this.#idle || this.#ballState.kind === 'track') this.#frame = requestAnimationFrame(step);
    };
    this.#frame = requestAnimationFrame(step);
  }

  #finish(spin: Spin): void {
    this.#spin = null;
    this.#angle = mod(spin.to, 360);
    this.#ballState = { kind: 'seated', index: spin.index };
    this.#draw();
  }

  #draw(progress = 1): void {
    this.#rotor.setAttribute('transform', `rotate(${this.#angle.toFixed(2)})`);
    const ball = this.#ballState;
    this.#ball.classList.toggle('hidden', ball.kind === 'hidden');
    let angle = 0;
    let radius = TRACK_R;
    if (ball.kind === 'track') angle = ball.angle;
    else if (ball.kind === 'seated') {
      angle = this.#angle + segmentAngle(ball.index, COUNT);
      radius = POCKET_R;
    } else if (ball.kind === 'spinning') {
      // Against the wheel until 80 % of the spin, then carried by it; it leaves the track from 55 %.
      const carried = easeOutCubic(Math.min(1, progress / 0.8));
      angle = this.#angle + segmentAngle(ball.index, COUNT) - (1 - carried) * ball.offset;
      const drop = Math.min(1, Math.max(0, (progress - 0.55) / 0.25));
      const bounce = drop > 0 && drop < 1 ? Math.abs(Math.sin(drop * Math.PI * 3)) * 5 * (1 - drop) : 0;
      radius = TRACK_R - (TRACK_R - POCKET_R) * easeOutCubic(drop) + bounce;
    }
    const [x, y] = polar(radius, angle);
    this.#ball.setAttribute('cx', x.toFixed(2));
    this.#ball.setAttribute('cy', y.toFixed(2));
    if (ball.kind === 'seated')
      this.#glow.setAttribute(
        'd',
        wedgePath(60, 92, segmentAngle(ball.index, COUNT) - STEP / 2, segmentAngle(ball.index, COUNT) + STEP / 2),
      );
  }
}
