/**
 * What a bet is worth to cash out now, priced from fair value: the stake times the placed odds of its
 * won and open legs times the open legs' fair chances of winning, less the cash-out margin, and never
 * more than the bet could pay. A fair chance is read from the leg's market as it is quoted now, with
 * the bookmaker's margin taken out in proportion to each outcome's implied probability (the way the
 * feed puts it in), so any feed's prices serve. The shortcut "stake × placed odds ÷ current odds"
 * is not used: on margined odds it pays more than the bet is worth.
 *
 * Everything is exact: odds in thousandths, chances as fractions of integers, amounts in minor units
 * rounded down once at the end.
 */

/** A chance as an exact fraction. */
export interface Chance {
  num: bigint;
  den: bigint;
}

/**
 * The fair chance of each outcome of a market quoted at `odds` (thousandths), of which `winning`
 * outcomes win (1 for a match result): each implied probability 1/odds over their sum, times `winning`.
 */
export function fairChances(odds: readonly number[], winning = 1): Chance[] {
  if (odds.length < 2 || odds.some((o) => !Number.isInteger(o) || o <= 1000)) {
    throw new RangeError('A market needs two or more outcomes, each quoted above 1.000');
  }
  const all = odds.reduce((product, o) => product * BigInt(o), 1n);
  // 1/o_i = (all/o_i)/all: the common denominator cancels.
  const shares = odds.map((o) => all / BigInt(o));
  const total = shares.reduce((sum, share) => sum + share, 0n);
  return shares.map((share) => ({ num: share * BigInt(winning), den: total }));
}

/** A leg as the offer sees it: decided, or open with its market's state and fair chance now. */
export type CashOutLeg =
  | { state: 'won'; placedOdds: number }
  | { state: 'void' }
  | { state: 'lost' }
  | { state: 'open'; placedOdds: number; marketActive: boolean; chance: Chance };

/** Why a bet has no offer: a leg lost, an open leg's market is suspended, or nothing is left open. */
export type NoOfferReason = 'lost' | 'suspended' | 'decided';

export type CashOutOffer = { available: true; value: bigint } | { available: false; reason: NoOfferReason };

/** The cash-out margin in basis points of the fair value (500 = 5 %). */
export function validCashOutMargin(basisPoints: number): number {
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints >= 10_000) {
    throw new RangeError(`The cash-out margin is 0 to 9,999 basis points, not ${basisPoints}`);
  }
  return basisPoints;
}

/**
 * The offer for a whole bet of `stake`: unavailable once a leg has lost, while an open leg's market
 * is suspended, or when no leg is open (the bet is for settlement then).
 */
export function cashOutOffer(stake: bigint, legs: readonly CashOutLeg[], marginBasisPoints: number): CashOutOffer {
  validCashOutMargin(marginBasisPoints);
  if (legs.some((leg) => leg.state === 'lost')) return { available: false, reason: 'lost' };
  const open = legs.filter((leg) => leg.state === 'open');
  if (open.length === 0) return { available: false, reason: 'decided' };
  if (open.some((leg) => !leg.marketActive)) return { available: false, reason: 'suspended' };
  let num = stake * BigInt(10_000 - marginBasisPoints);
  let den = 10_000n;
  // What the bet pays if it wins: the stake at the placed odds of its won and open legs, void at 1.
  let payoutNum = stake;
  let payoutDen = 1n;
  for (const leg of legs) {
    if (leg.state === 'void' || leg.state === 'lost') continue;
    const odds = BigInt(leg.placedOdds);
    num *= odds;
    den *= 1000n;
    payoutNum *= odds;
    payoutDen *= 1000n;
    if (leg.state === 'open') {
      num *= leg.chance.num;
      den *= leg.chance.den;
    }
  }
  const value = num / den;
  const payout = payoutNum / payoutDen;
  if (payout < value) return { available: true, value: payout };
  return { available: true, value };
}

/** The least share of the stake a partial cash-out takes: 10 %. */
export const PARTIAL_CASH_OUT_MIN_PERCENT = 10n;

/**
 * What cashing out `part` of the stake pays when the whole bet is offered `value`: the same share of
 * the value, rounded down; the rest of the bet stays open at the stake less `part`. A part under
 * 10 % of the stake, or not less than the stake, is refused (a whole cash-out names no part).
 */
export function partialCashOutValue(stake: bigint, part: bigint, value: bigint): bigint {
  if (part * 100n < stake * PARTIAL_CASH_OUT_MIN_PERCENT || part >= stake) {
    throw new RangeError(`A partial cash-out takes 10 % to less than all of the stake ${stake}, not ${part}`);
  }
  return (value * part) / stake;
}
