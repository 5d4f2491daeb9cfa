/**
 * The money wheel in SVG: fifty segments in the studio's order (engine/money-wheel.ts
 * WHEEL_SEGMENTS), a ring of lights, and the pointer at the top that ticks over the pegs as the wheel
 * slows down to the outcome's segment.
 */
import { s } from '../dom.js';
import { easeOutQuart, mod, polar, restAngle, spinTarget, wedgePath } from '../wheel-math.js';

/** Half the wheel, clockwise from an x24; the wheel is this half twice. */
const HALF = [24, 2, 4, 2, 6, 2, 4, 2, 12, 2, 6, 2, 4, 2, 4, 2, 6, 2, 4, 2, 12, 2, 6, 2, 4] as const;

/** The fifty segments clockwise, segment 0 an x24 (as the engine numbers them). */
export const WHEEL_SEGMENTS: readonly number[] = [...HALF, ...HALF];

/** The values a bet can be on, and what each pays. */
export const WHEEL_VALUES = [2, 4, 6, 12, 24] as const;

const COUNT = WHEEL_SEGMENTS.length;
const STEP = 360 / COUNT;
const LIGHTS = 30;

export class MoneyWheel {
  readonly element: SVGSVGElement;
  readonly #rotor = s('g', { class: 'rotor' });
  readonly #pointer = s('g', { class: 'pointer' });
  readonly #glow = s('path', { class: 'segment-glow', d: wedgePath(34, 108, -STEP / 2, STEP / 2) });
  #angle = 0;
  #frame = 0;
  #target: number | null = null;

  constructor(
    label: string,
    private readonly motion: () => boolean,
  ) {
    WHEEL_SEGMENTS.forEach((value, i) => {
      const centre = i * STEP;
      const [tx, ty] = polar(84, centre);
      this.#rotor.append(
        s('path', { d: wedgePath(34, 108, centre - STEP / 2, centre + STEP / 2), class: `segment x${value}` }),
        // The value reads along the radius, from the rim inwards, as the segments are narrow.
        s('text', {
          x: tx.toFixed(2),
          y: ty.toFixed(2),
          class: `segment-value x${value}`,
          transform: `rotate(${(centre + 90).toFixed(2)} ${tx.toFixed(2)} ${ty.toFixed(2)})`,
          text: `×${value}`,
        }),
      );
      const [px, py] = polar(104, centre + STEP / 2);
      this.#rotor.append(s('circle', { cx: px.toFixed(2), cy: py.toFixed(2), r: 1.6, class: 'peg' }));
    });
    this.#rotor.append(this.#glow, s('circle', { r: 34, class: 'hub' }), s('circle', { r: 22, class: 'hub-inner' }));
    this.#rotor.append(s('text', { class: 'hub-text', x: 0, y: 0, text: 'M' }));
    const lights = Array.from({ length: LIGHTS }, (_, i) => {
      const [x, y] = polar(114, (i * 360) / LIGHTS);
      return s('circle', { cx: x.toFixed(2), cy: y.toFixed(2), r: 2.6, class: `bulb ${i % 2 ? 'odd' : 'even'}` });
    });
    this.#pointer.append(s('path', { d: 'M0 -100 L-9 -121 Q0 -127 9 -121 Z', class: 'pointer-body' }));
    this.element = s(
      'svg',
      { class: 'money-wheel', viewBox: '-124 -128 248 252', role: 'img', 'aria-label': label },
      s('circle', { r: 120, class: 'rim' }),
      ...lights,
      s('circle', { r: 109, class: 'rim-inner' }),
      this.#rotor,
      this.#pointer,
    );
    this.#draw(0);
  }

  /** Spins to a segment within `duration` ms; it stops under the pointer. */
  spin(segment: number, duration: number): void {
    if (this.#target === segment) return;
    this.#target = segment;
    this.#glow.classList.remove('on');
    const to = spinTarget(this.#angle, restAngle(segment, COUNT), 3);
    if (!this.motion() || duration < 1200) {
      this.show(segment);
      return;
    }
    cancelAnimationFrame(this.#frame);
    const from = this.#angle;
    const start = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, (now - start) / duration);
      this.#angle = from + (to - from) * easeOutQuart(p);
      this.#draw(p < 1 ? 1 - p : 0);
      if (p < 1) this.#frame = requestAnimationFrame(step);
      else this.#angle = mod(to, 360);
    };
    this.#frame = requestAnimationFrame(step);
  }

  /** The segment under the pointer at once (a page joining after the spin). */
  show(segment: number): void {
    cancelAnimationFrame(this.#frame);
    this.#target = segment;
    this.#angle = restAngle(segment, COUNT);
    this.#draw(0);
  }

  /** A new round: the next spin may land anywhere, the same segment included. */
  reset(): void {
    this.#target = null;
    this.#glow.classList.remove('on');
  }

  highlight(on: boolean): void {
    this.#glow.classList.toggle('on', on);
  }

  /** `speed` 0–1 tilts the pointer as the pegs pass under it. */
  #draw(speed: number): void {
    this.#rotor.setAttribute('transform', `rotate(${this.#angle.toFixed(2)})`);
    const tilt = speed > 0 ? -14 * Math.min(1, speed * 2) * (mod(this.#angle, STEP) / STEP) : 0;
    this.#pointer.setAttribute('transform', `rotate(${tilt.toFixed(2)} 0 -121)`);
    if (this.#target !== null) {
      const centre = this.#target * STEP;
      this.#glow.setAttribute('d', wedgePath(34, 108, centre - STEP / 2, centre + STEP / 2));
    }
  }
}
