import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../shared/games/provably-fair.js';
import { ratio } from '../../shared/games/rational.js';
import { moneyWheel, WHEEL_SEGMENTS, WHEEL_VALUES, type WheelValue } from './money-wheel.js';
import { CHI_SQUARE_999, chiSquare, seededRounds, tally } from './statistics.test-helpers.js';

const SERVER_SEED = 'b4'.repeat(32);
const bet = (spot: string, amount = 100n) => ({ spot, amount });
const at = (segment: number) => ({ segment, value: WHEEL_SEGMENTS[segment]! });

/** The segments showing a value, and the distances from each to the next round the wheel. */
function gaps(value: WheelValue): number[] {
  const segments = WHEEL_SEGMENTS.flatMap((shown, segment) => (shown === value ? [segment] : []));
  return segments.map((segment, i) => (segments[(i + 1) % segments.length]! - segment + 50) % 50 || 50);
}

describe('money wheel layout', () => {
  it('has 50 segments: 24 × 2, 12 × 4, 8 × 6, 4 × 12, 2 × 24', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(50);
    const counts = Object.fromEntries(WHEEL_VALUES.map((v) => [v, WHEEL_SEGMENTS.filter((s) => s === v).length]));
    expect(counts).toEqual({ 2: 24, 4: 12, 6: 8, 12: 4, 24: 2 });
  });

  it('spreads equal values round the wheel', () => {
    // The two x24 face each other; no two segments of the same value touch, x2 included.
    expect(gaps(24)).toEqual([25, 25]);
    for (const value of WHEEL_VALUES) expect(Math.min(...gaps(value)), `x${value}`).toBeGreaterThanOrEqual(2);
    expect(Math.min(...gaps(12))).toBeGreaterThanOrEqual(12);
    expect(Math.min(...gaps(6))).toBeGreaterThanOrEqual(6);
    // x2 alternates with the other values but where two of those must meet: 24–25 and 49–0.
    const notTwo = WHEEL_SEGMENTS.flatMap((value, s) => (value !== 2 && WHEEL_SEGMENTS[(s + 1) % 50] !== 2 ? [s] : []));
    expect(notTwo).toEqual([24, 49]);
    // The second half repeats the first.
    expect(WHEEL_SEGMENTS.slice(25)).toEqual(WHEEL_SEGMENTS.slice(0, 25));
  });
});

describe('money wheel returns', () => {
  it('takes a spot per value and nothing else', () => {
    for (const spot of ['x2', 'x4', 'x6', 'x12', 'x24']) expect(moneyWheel.isSpot(spot)).toBe(true);
    for (const spot of ['x3', 'x1', '2', 'X2', 'x24 ', 'x', '', 'toString', '__proto__']) {
      expect(moneyWheel.isSpot(spot), spot).toBe(false);
    }
  });

  it('gives every spot an RTP of exactly 48 / 50 = 96 %', () => {
    expect(moneyWheel.spots()).toEqual(
      WHEEL_VALUES.map((value) => ({ spot: `x${value}`, returns: ratio(value), rtp: { num: 24n, den: 25n } })),
    );
    for (const value of WHEEL_VALUES) {
      let returned = 0n;
      for (let segment = 0; segment < 50; segment++) returned += moneyWheel.returnOf(bet(`x${value}`), at(segment));
      expect(ratio(returned, 100n * 50n)).toEqual(ratio(48, 50));
    }
  });

  it('returns the value times the stake on a win and nothing on a loss', () => {
    expect(moneyWheel.returnOf(bet('x2'), at(1))).toBe(200n);
    expect(moneyWheel.returnOf(bet('x24', 3n), at(25))).toBe(72n);
    expect(moneyWheel.returnOf(bet('x12', 10n), at(8))).toBe(120n);
    expect(moneyWheel.returnOf(bet('x24'), at(1))).toBe(0n);
    expect(moneyWheel.returnOf(bet('x2'), at(0))).toBe(0n);
  });

  it('refuses to settle an unknown spot or a stake that is not positive', () => {
    expect(() => moneyWheel.returnOf(bet('x3'), at(0))).toThrow(RangeError);
    expect(() => moneyWheel.returnOf(bet('x2', 0n), at(1))).toThrow(RangeError);
  });

  it('describes the segment and its value', () => {
    expect(moneyWheel.describe(at(20))).toEqual({ segment: 20, value: 12, spot: 'x12' });
  });
});

describe('money wheel draw', () => {
  it('stops on the segment int(50) of the round, so a round replays from its seeds', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'money-wheel', nonce: 9 };
    const drawn = moneyWheel.draw(fairRandom(seeds));
    expect(drawn).toEqual(at(fairRandom(seeds).int(50)));
    expect(moneyWheel.draw(fairRandom(seeds))).toEqual(drawn);
  });

  it('stops on every segment alike: chi-square at significance 0.001 over 50,000 rounds', () => {
    const round = seededRounds(SERVER_SEED, 'wheel-uniformity');
    const outcomes = Array.from({ length: 50_000 }, (_, i) => moneyWheel.draw(round(i)));
    const counts = tally(50, outcomes.length, (i) => outcomes[i]!.segment);
    expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_999[49]!);
    expect(outcomes.every((outcome) => outcome.value === WHEEL_SEGMENTS[outcome.segment])).toBe(true);
  });
});
