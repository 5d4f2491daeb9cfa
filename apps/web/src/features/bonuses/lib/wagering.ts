import type { MinorAmount } from '@meridian/contract/money';

/** Wagering done, capped at what it asks (a stake can take it past the line). */
export function wageredSoFar(done: MinorAmount, total: MinorAmount): bigint {
  const staked = BigInt(done);
  const asked = BigInt(total);
  if (staked < 0n) return 0n;
  return staked > asked ? asked : staked;
}

/** Whole percent of the wagering done, 0 to 100, in integers: amounts are never floats. */
export function wageringPercent(done: MinorAmount, total: MinorAmount): number {
  const asked = BigInt(total);
  if (asked <= 0n) return 100;
  return Number((wageredSoFar(done, total) * 100n) / asked);
}
