/**
 * The money wheel: a vertical wheel of 50 equal segments, spun once for the table. Each segment shows
 * what a bet on its number returns per unit staked, the stake included; a bet on any other number
 * loses. The segment is int(50) from the round's RandomSource.
 *
 *   value  segments  chance   a winning bet returns
 *   x2     24        24 / 50  2 (even money)
 *   x4     12        12 / 50  4 (3 to 1)
 *   x6      8         8 / 50  6 (5 to 1)
 *   x12     4         4 / 50  12 (11 to 1)
 *   x24     2         2 / 50  24 (23 to 1)
 *
 * Each value times its segments is 48, so every spot returns exactly 48 / 50 = 96 %.
 */
import { assertStake } from '../../shared/games/money.js';
import type { RandomSource } from '../../shared/games/random.js';
import { ratio } from '../../shared/games/rational.js';
import type { LiveBet, LiveGame, LiveSpotInfo } from './live-game.js';

export type WheelValue = 2 | 4 | 6 | 12 | 24;
export type WheelSpot = `x${WheelValue}`;

export interface WheelOutcome {
  /** The segment the pointer stops on, 0–49, clockwise from the first x24. */
  readonly segment: number;
  readonly value: WheelValue;
}

export const WHEEL_VALUES: readonly WheelValue[] = [2, 4, 6, 12, 24];

/**
 * Half the wheel, segments 0–24: x2 on segments 1, 3, …, 23, the other thirteen values between them.
 * The wheel is this half twice (segment 25 + i shows what segment i shows), so the two x24 face each
 * other. The thirteen are ordered so that equal values lie as far apart as they can: round the whole
 * wheel the x12 stand 12 or 13 segments apart, the x6 6 or 7, the x4 2 to 6; x2 alternates with the
 * other values everywhere except where the last x4 of a half meets the next half's x24 (segments
 * 24–25 and 49–0), as 24 x2 among 50 segments must leave two such places.
 */
const HALF: readonly WheelValue[] = [24, 2, 4, 2, 6, 2, 4, 2, 12, 2, 6, 2, 4, 2, 4, 2, 6, 2, 4, 2, 12, 2, 6, 2, 4];

/** The 50 segments clockwise, segment 0 being an x24. */
export const WHEEL_SEGMENTS: readonly WheelValue[] = [...HALF, ...HALF];

const spotOf = (value: WheelValue): WheelSpot => `x${value}`;

const SPOT_VALUES: ReadonlyMap<string, WheelValue> = new Map(WHEEL_VALUES.map((value) => [spotOf(value), value]));

/** Each value's returns and exact RTP, counted off the segments themselves. */
const SPOT_INFO: readonly LiveSpotInfo[] = WHEEL_VALUES.map((value) => {
  const segments = WHEEL_SEGMENTS.filter((segment) => segment === value).length;
  return { spot: spotOf(value), returns: ratio(value), rtp: ratio(value * segments, WHEEL_SEGMENTS.length) };
});

export const moneyWheel: LiveGame<WheelOutcome> = {
  code: 'money-wheel',

  isSpot: (spot) => SPOT_VALUES.has(spot),

  spots: () => SPOT_INFO,

  draw(rng: RandomSource): WheelOutcome {
    const segment = rng.int(WHEEL_SEGMENTS.length);
    return { segment, value: WHEEL_SEGMENTS[segment] as WheelValue };
  },

  returnOf(bet: LiveBet, outcome: WheelOutcome): bigint {
    assertStake(bet.amount);
    const value = SPOT_VALUES.get(bet.spot);
    if (value === undefined) throw new RangeError(`no money wheel spot ${bet.spot}`);
    return value === outcome.value ? bet.amount * BigInt(value) : 0n;
  },

  describe: (outcome: WheelOutcome) => ({
    segment: outcome.segment,
    value: outcome.value,
    spot: spotOf(outcome.value),
  }),
};
