import { s, tween } from '../../dom.js';
import { colourOf, WHEEL_ORDER } from './roulette-bets.js';

const STEP = 360 / WHEEL_ORDER.length;
const POCKET_FILL = { red: '#c81e1e', black: '#161b26', green: '#0f8a4a' } as const;

const polar = (radius: number, degrees: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [Math.cos(radians) * radius, Math.sin(radians) * radius] as const;
};

function wedge(inner: number, outer: number, from: number, to: number): string {
  const [x1, y1] = polar(outer, from);
  const [x2, y2] = polar(outer, to);
  const [x3, y3] = polar(inner, to);
  const [x4, y4] = polar(inner, from);
  return `M${x1} ${y1} A${outer} ${outer} 0 0 1 ${x2} ${y2} L${x3} ${y3} A${inner} ${inner} 0 0 0 ${x4} ${y4} Z`;
}

const easeOut = (p: number) => 1 - (1 - p) ** 3;

/** The wheel drawn in SVG: it turns, the ball runs the other way and drops into the pocket. */
export class RouletteWheel {
  readonly element: SVGSVGElement;
  private readonly rotor = s('g');
  private readonly ball = s('circle', { r: 5.5, fill: '#f8fafc', stroke: '#94a3b8', 'stroke-width': 1 });
  private angle = 0;

  constructor(label: string) {
    const pockets = WHEEL_ORDER.map((n, i) => {
      const from = i * STEP - STEP / 2;
      const [tx, ty] = polar(80, i * STEP);
      return s(
        'g',
        {},
        s('path', {
          d: wedge(62, 92, from, from + STEP),
          fill: POCKET_FILL[colourOf(n)],
          stroke: '#d4a84a',
          'stroke-width': 0.8,
        }),
        s('text', {
          x: tx,
          y: ty,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          'font-size': 9,
          'font-weight': 700,
          fill: '#fff',
          transform: `rotate(${i * STEP} ${tx} ${ty})`,
          text: String(n),
        }),
      );
    });
    this.rotor.append(
      s('circle', { r: 92, fill: '#3b2410' }),
      ...pockets,
      s('circle', { r: 62, fill: 'url(#wheel-cone)', stroke: '#d4a84a', 'stroke-width': 2 }),
      ...[0, 45, 90, 135].map((a) =>
        s('rect', { x: -3, y: -46, width: 6, height: 92, rx: 3, fill: '#e8c46a', transform: `rotate(${a})` }),
      ),
      s('circle', { r: 12, fill: '#e8c46a', stroke: '#8a5a14', 'stroke-width': 2 }),
    );
    this.element = s(
      'svg',
      { class: 'wheel', viewBox: '-110 -110 220 220', role: 'img', 'aria-label': label },
      s(
        'defs',
        {},
        s(
          'radialGradient',
          { id: 'wheel-cone' },
          s('stop', { offset: 0, 'stop-color': '#7a4b1c' }),
          s('stop', { offset: 1, 'stop-color': '#2a170a' }),
        ),
        s(
          'linearGradient',
          { id: 'wheel-rim', x1: 0, y1: 0, x2: 1, y2: 1 },
          s('stop', { offset: 0, 'stop-color': '#f5d27a' }),
          s('stop', { offset: 1, 'stop-color': '#7a4b12' }),
        ),
      ),
      s('circle', { r: 108, fill: 'url(#wheel-rim)' }),
      s('circle', { r: 100, fill: '#2a170a' }),
      this.rotor,
      this.ball,
    );
    this.place(0, 0, 96);
  }

  private place(wheel: number, ball: number, radius: number): void {
    this.rotor.setAttribute('transform', `rotate(${wheel})`);
    const [x, y] = polar(radius, ball);
    this.ball.setAttribute('cx', String(x));
    this.ball.setAttribute('cy', String(y));
  }

  /** Spins to a pocket; resolves when the ball rests in it. */
  async spin(pocket: number, duration = 4200): Promise<void> {
    const index = WHEEL_ORDER.indexOf(pocket);
    const start = this.angle % 360;
    const end = start + 720 + Math.random() * 360;
    const rest = end + index * STEP;
    await tween(duration, (p) => {
      const wheel = start + (end - start) * easeOut(p);
      const ball = rest + (1 - easeOut(p)) * 1440;
      const drop = p < 0.62 ? 96 : p < 0.85 ? 96 - ((p - 0.62) / 0.23) * 20 + Math.sin(p * 60) * 2 : 76;
      this.place(wheel, ball, drop);
    });
    this.angle = end;
    this.place(end, rest, 76);
  }
}
