/**
 * Where a wheel stands: angles in degrees, clockwise, 0 at the top (where the roulette ball comes to
 * rest and the money wheel's pointer stands). A wheel of `count` equal segments draws segment i
 * centred at i × 360 / count, so turning the wheel by `restAngle(i)` brings segment i to the top.
 */

/** The order of the pockets round the single-zero wheel, clockwise from the zero. */
export const ROULETTE_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];

/** a modulo n, always in [0, n). */
export const mod = (a: number, n: number): number => ((a % n) + n) % n;

/** The centre of segment `index` on the unturned wheel. */
export const segmentAngle = (index: number, count: number): number => mod((index * 360) / count, 360);

/** The turn (0–360) that brings segment `index` under the top. */
export const restAngle = (index: number, count: number): number => mod(360 - segmentAngle(index, count), 360);

/** The turn that brings a roulette pocket (0–36) to the top. */
export function pocketRestAngle(pocket: number): number {
  const index = ROULETTE_ORDER.indexOf(pocket);
  if (index < 0) throw new RangeError(`no pocket ${pocket}`);
  return restAngle(index, ROULETTE_ORDER.length);
}

/**
 * Where a spin that starts at `current` ends: at least `turns` whole turns further clockwise, then
 * on to the next angle that shows `rest` at the top.
 */
export function spinTarget(current: number, rest: number, turns: number): number {
  const start = current + turns * 360;
  return start + mod(rest - start, 360);
}

export const easeOutCubic = (p: number): number => 1 - (1 - p) ** 3;

/** A spin that slows to a stop, as a wheel does on its own friction. */
export const easeOutQuart = (p: number): number => 1 - (1 - p) ** 4;

/** A point at `radius` and `degrees` (clockwise from the top), for drawing. */
export function polar(radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [Math.cos(radians) * radius, Math.sin(radians) * radius];
}

/** An SVG path of a ring's slice between two angles. */
export function wedgePath(inner: number, outer: number, from: number, to: number): string {
  const [x1, y1] = polar(outer, from);
  const [x2, y2] = polar(outer, to);
  const [x3, y3] = polar(inner, to);
  const [x4, y4] = polar(inner, from);
  const large = to - from > 180 ? 1 : 0;
  const r = (n: number) => Math.round(n * 100) / 100;
  return `M${r(x1)} ${r(y1)}A${outer} ${outer} 0 ${large} 1 ${r(x2)} ${r(y2)}L${r(x3)} ${r(y3)}A${inner} ${inner} 0 ${large} 0 ${r(x4)} ${r(y4)}Z`;
}
