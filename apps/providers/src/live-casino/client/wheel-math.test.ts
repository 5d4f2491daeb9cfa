import { describe, expect, it } from 'vitest';
import { colourOf } from './games/roulette-layout.js';
import { mod, pocketRestAngle, ROULETTE_ORDER, restAngle, segmentAngle, spinTarget } from './wheel-math.js';

describe('the wheels’ angles', () => {
  it('brings a segment to the top: its angle plus the wheel’s turn is a whole turn', () => {
    for (const count of [37, 50]) {
      for (let index = 0; index < count; index++) {
        expect(mod(segmentAngle(index, count) + restAngle(index, count), 360)).toBeCloseTo(0, 9);
      }
    }
    expect(restAngle(0, 50)).toBe(0);
    expect(restAngle(1, 50)).toBeCloseTo(352.8, 9);
    expect(restAngle(25, 50)).toBeCloseTo(180, 9);
  });

  it('turns the roulette wheel by the pocket’s place on it, not its number', () => {
    expect(pocketRestAngle(0)).toBe(0);
    expect(pocketRestAngle(32)).toBeCloseTo(360 - 360 / 37, 9);
    expect(pocketRestAngle(26)).toBeCloseTo(360 / 37, 9);
    expect(() => pocketRestAngle(37)).toThrow(RangeError);
  });

  it('spins at least the turns asked, clockwise, and ends on the rest angle', () => {
    for (const current of [0, 17.5, 359, 720 + 45, -90]) {
      for (const rest of [0, 10, 180, 359.5]) {
        const end = spinTarget(current, rest, 3);
        expect(end).toBeGreaterThanOrEqual(current + 3 * 360);
        expect(end).toBeLessThan(current + 4 * 360);
        expect(mod(end, 360)).toBeCloseTo(mod(rest, 360), 9);
      }
    }
  });
});

describe('ROULETTE_ORDER', () => {
  it('holds every pocket once, the zero first, red and black alternating after it', () => {
    expect([...ROULETTE_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(ROULETTE_ORDER[0]).toBe(0);
    for (let i = 1; i < 36; i++)
      expect(colourOf(ROULETTE_ORDER[i] ?? 0)).not.toBe(colourOf(ROULETTE_ORDER[i + 1] ?? 0));
  });
});
