/**
 * Money in the engine is an integer count of the currency's minor units (bigint). Multipliers are
 * exact ratios; a payout is the stake times the multiplier rounded down to the minor unit, so the
 * rounding can only ever keep a fraction of one minor unit with the house.
 */
import type { Ratio } from './rational.js';

/** `stake × multiplier`, rounded down to the minor unit. */
export function payout(stake: bigint, multiplier: Ratio): bigint {
  if (stake < 0n || multiplier.num < 0n) throw new RangeError('stakes and multipliers are never negative');
  return (stake * multiplier.num) / multiplier.den;
}

/** Refuses a stake that is not a positive whole number of minor units. */
export function assertStake(stake: bigint): void {
  if (typeof stake !== 'bigint' || stake <= 0n) throw new RangeError('a stake is a positive number of minor units');
}
