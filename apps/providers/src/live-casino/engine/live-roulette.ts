/**
 * Live European roulette: one single-zero wheel spun for the whole table. The pocket is int(37) from
 * the round's RandomSource; the layout and its bets are shared/games/roulette-table.ts, so the live
 * table takes exactly the bets the studio's own roulette takes.
 *
 * A spot names one bet on the layout the way the game page names it (`spotIdOf` in
 * casino-games/client/games/roulette/roulette-bets.ts): an inside bet is its type and its numbers in
 * ascending order joined by "-" (`straight:17`, `split:1-2`, `street:1-2-3`, `trio:0-1-2`,
 * `corner:1-2-4-5`, `firstFour:0-1-2-3`, `sixLine:1-2-3-4-5-6`), a dozen or column its type and index
 * (`dozen:1`, `column:3`), an even-money bet its type alone (`red`, `black`, `odd`, `even`, `low`,
 * `high`). Each bet has that one name: `split:2-1` is not a spot, so a table counting bets by spot
 * never sees one bet under two names.
 *
 * A winning bet covering k numbers returns 36 / k times its amount (its stake plus 36 / k − 1 to 1),
 * a whole number of minor units since k divides 36; it wins with chance k / 37, so every bet returns
 * exactly 36 / 37. Zero takes every outside bet.
 */
import { assertStake } from '../../shared/games/money.js';
import type { RandomSource } from '../../shared/games/random.js';
import { mul, ratio } from '../../shared/games/rational.js';
import {
  coveredNumbers,
  type EvenBetType,
  type GroupBetType,
  INSIDE_BETS,
  type InsideBetType,
  POCKETS,
  RED_NUMBERS,
  ROULETTE_PAYOUTS,
  type RouletteBet,
  type RouletteBetType,
} from '../../shared/games/roulette-table.js';
import type { LiveBet, LiveGame, LiveSpotInfo } from './live-game.js';

/** The pocket the ball lands in, 0 to 36. */
export type RoulettePocket = number;

const GROUP_BETS: readonly GroupBetType[] = ['dozen', 'column'];
const EVEN_BETS: readonly EvenBetType[] = ['red', 'black', 'odd', 'even', 'low', 'high'];

interface RouletteSpot {
  readonly type: RouletteBetType;
  /** The pockets the bet wins on. */
  readonly numbers: ReadonlySet<number>;
}

/** The numbers a bet covers, by the table's own validator (which refuses what the table lacks). */
function coverage(bet: RouletteBet): readonly number[] {
  const covered = coveredNumbers(bet);
  if (!covered.ok) throw new Error(`the table refuses its own bet ${JSON.stringify({ ...bet, amount: 1 })}`);
  return covered.numbers;
}

/** Every spot of the layout by its name: 37 + 60 + 12 + 2 + 22 + 1 + 11 inside, 6 dozens and columns, 6 even bets. */
const SPOTS: ReadonlyMap<string, RouletteSpot> = (() => {
  const spots = new Map<string, RouletteSpot>();
  for (const [type, sets] of Object.entries(INSIDE_BETS) as [InsideBetType, readonly (readonly number[])[]][]) {
    for (const numbers of sets) {
      const covered = coverage({ type, numbers, amount: 1n });
      spots.set(`${type}:${covered.join('-')}`, { type, numbers: new Set(covered) });
    }
  }
  for (const type of GROUP_BETS) {
    for (const index of [1, 2, 3]) {
      spots.set(`${type}:${index}`, { type, numbers: new Set(coverage({ type, index, amount: 1n })) });
    }
  }
  for (const type of EVEN_BETS) spots.set(type, { type, numbers: new Set(coverage({ type, amount: 1n })) });
  return spots;
})();

/** The pockets a spot wins on, ascending, or null when the layout has no such spot. */
export function rouletteSpotNumbers(spot: string): readonly number[] | null {
  const found = SPOTS.get(spot);
  return found ? [...found.numbers].sort((a, b) => a - b) : null;
}

export const pocketColor = (pocket: RoulettePocket): 'red' | 'black' | 'green' =>
  pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black';

/** How many numbers each bet type covers: the first spot of the type tells, as every spot of a type covers as many. */
const coverageOf = (type: RouletteBetType): number => {
  for (const spot of SPOTS.values()) if (spot.type === type) return spot.numbers.size;
  throw new Error(`no spot of type ${type}`);
};

/** One line per bet type: a win returns payout + 1 and comes with chance k / 37, so each line's RTP is 36 / 37. */
const SPOT_INFO: readonly LiveSpotInfo[] = (Object.keys(ROULETTE_PAYOUTS) as RouletteBetType[]).map((type) => {
  const returns = ratio(ROULETTE_PAYOUTS[type] + 1);
  return { spot: type, returns, rtp: mul(returns, ratio(coverageOf(type), POCKETS)) };
});

export const liveRoulette: LiveGame<RoulettePocket> = {
  code: 'roulette',

  isSpot: (spot) => SPOTS.has(spot),

  spots: () => SPOT_INFO,

  draw: (rng: RandomSource) => rng.int(POCKETS),

  returnOf(bet: LiveBet, pocket: RoulettePocket): bigint {
    assertStake(bet.amount);
    const spot = SPOTS.get(bet.spot);
    if (!spot) throw new RangeError(`no roulette spot ${bet.spot}`);
    if (!Number.isInteger(pocket) || pocket < 0 || pocket >= POCKETS) throw new RangeError(`no pocket ${pocket}`);
    return spot.numbers.has(pocket) ? bet.amount * BigInt(ROULETTE_PAYOUTS[spot.type] + 1) : 0n;
  },

  describe: (pocket: RoulettePocket) => ({ pocket, color: pocketColor(pocket) }),
};
