import { describe, expect, it } from 'vitest';
import { spotIdOf, tableSpots } from '../../casino-games/client/games/roulette/roulette-bets.js';
import { fairRandom } from '../../shared/games/provably-fair.js';
import { ratio } from '../../shared/games/rational.js';
import { ROULETTE_PAYOUTS } from '../../shared/games/roulette-table.js';
import { liveRoulette, rouletteSpotNumbers } from './live-roulette.js';
import { CHI_SQUARE_999, chiSquare, seededRounds, tally } from './statistics.test-helpers.js';

const SERVER_SEED = '7c'.repeat(32);
const bet = (spot: string, amount = 100n) => ({ spot, amount });

/** Every spot of the layout, as the game page names them. */
const LAYOUT = tableSpots().map((spot) => spot.id);

describe('live roulette spots', () => {
  it('takes exactly the spots of the game page, named as the page names them', () => {
    expect(LAYOUT).toHaveLength(157);
    for (const spot of LAYOUT) expect(liveRoulette.isSpot(spot), spot).toBe(true);
    // The page names a bet the same whatever order its numbers were given in.
    expect(spotIdOf({ type: 'corner', numbers: [5, 4, 2, 1] })).toBe('corner:1-2-4-5');
    expect(spotIdOf({ type: 'firstFour', numbers: [3, 2, 1, 0] })).toBe('firstFour:0-1-2-3');
  });

  for (const { does, accepted, spots } of [
    {
      does: 'accepts each kind of bet',
      accepted: true,
      spots: [
        'straight:0',
        'straight:17',
        'straight:36',
        'split:0-3',
        'split:1-2',
        'split:17-20',
        'street:34-35-36',
        'trio:0-1-2',
        'trio:0-2-3',
        'corner:1-2-4-5',
        'corner:32-33-35-36',
        'firstFour:0-1-2-3',
        'sixLine:1-2-3-4-5-6',
        'sixLine:31-32-33-34-35-36',
        'dozen:1',
        'dozen:3',
        'column:1',
        'column:3',
        'red',
        'black',
        'odd',
        'even',
        'low',
        'high',
      ],
    },
    {
      does: 'refuses bets the table does not have, and other names for the ones it has',
      accepted: false,
      spots: [
        'split:1-5', // the numbers do not touch
        'split:3-4', // end of one row, start of the next
        'split:0-4',
        'split:2-1', // numbers out of order
        'street:2-3-4',
        'trio:0-1-3',
        'corner:1-2-3-4',
        'corner:3-4-6-7',
        'sixLine:1-2-3-7-8-9',
        'straight:37',
        'straight:07',
        'straight:-1',
        'straight',
        'firstFour', // the page names it firstFour:0-1-2-3
        'firstFour:0-1-2',
        'dozen:0',
        'dozen:4',
        'column:',
        'Red',
        'green',
        'voisins',
        '',
        'toString',
        '__proto__',
      ],
    },
  ]) {
    it(does, () => {
      for (const spot of spots) expect(liveRoulette.isSpot(spot), spot).toBe(accepted);
    });
  }

  it('names the numbers a spot covers', () => {
    expect(rouletteSpotNumbers('firstFour:0-1-2-3')).toEqual([0, 1, 2, 3]);
    expect(rouletteSpotNumbers('column:2')).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]);
    expect(rouletteSpotNumbers('dozen:3')).toHaveLength(12);
    expect(rouletteSpotNumbers('red')).toHaveLength(18);
    expect(rouletteSpotNumbers('split:1-5')).toBeNull();
  });
});

describe('live roulette returns', () => {
  it('lists one spot per bet type, each returning payout + 1 with an RTP of exactly 36 / 37', () => {
    const spots = liveRoulette.spots();
    expect(spots.map((info) => info.spot)).toEqual(Object.keys(ROULETTE_PAYOUTS));
    const returns = Object.fromEntries(spots.map((info) => [info.spot, Number(info.returns.num)]));
    expect(returns).toEqual({
      straight: 36,
      split: 18,
      street: 12,
      trio: 12,
      corner: 9,
      firstFour: 9,
      sixLine: 6,
      dozen: 3,
      column: 3,
      red: 2,
      black: 2,
      odd: 2,
      even: 2,
      low: 2,
      high: 2,
    });
    for (const info of spots) {
      expect(info.returns.den).toBe(1n);
      expect(info.rtp).toEqual({ num: 36n, den: 37n });
    }
  });

  it('returns exactly 36 / 37 on every spot of the layout, over the 37 pockets', () => {
    for (const spot of LAYOUT) {
      let returned = 0n;
      for (let pocket = 0; pocket < 37; pocket++) returned += liveRoulette.returnOf(bet(spot), pocket);
      // 100 staked on each of the 37 pockets.
      expect(ratio(returned, 100n * 37n), spot).toEqual(ratio(36, 37));
    }
  });

  it('pays each bet its table odds on the pocket, and nothing when it loses', () => {
    const on17: [string, bigint][] = [
      ['straight:17', 3600n],
      ['split:17-20', 1800n],
      ['street:16-17-18', 1200n],
      ['corner:13-14-16-17', 900n],
      ['sixLine:13-14-15-16-17-18', 600n],
      ['dozen:2', 300n],
      ['column:2', 300n],
      ['black', 200n],
      ['odd', 200n],
      ['low', 200n],
      ['straight:18', 0n],
      ['split:16-17', 1800n],
      ['red', 0n],
      ['even', 0n],
      ['high', 0n],
      ['dozen:1', 0n],
      ['column:1', 0n],
      ['firstFour:0-1-2-3', 0n],
    ];
    for (const [spot, returned] of on17) expect(liveRoulette.returnOf(bet(spot), 17), spot).toBe(returned);
    expect(liveRoulette.returnOf(bet('straight:17', 7n), 17)).toBe(252n);
  });

  it('loses every outside bet on zero and pays the bets that cover it', () => {
    for (const spot of ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen:1', 'column:3']) {
      expect(liveRoulette.returnOf(bet(spot), 0), spot).toBe(0n);
    }
    expect(liveRoulette.returnOf(bet('straight:0'), 0)).toBe(3600n);
    expect(liveRoulette.returnOf(bet('split:0-2'), 0)).toBe(1800n);
    expect(liveRoulette.returnOf(bet('trio:0-2-3'), 0)).toBe(1200n);
    expect(liveRoulette.returnOf(bet('firstFour:0-1-2-3'), 0)).toBe(900n);
  });

  it('refuses to settle a spot the table does not have, a stake that is not positive, a pocket off the wheel', () => {
    expect(() => liveRoulette.returnOf(bet('split:1-5'), 1)).toThrow(RangeError);
    expect(() => liveRoulette.returnOf(bet('red', 0n), 1)).toThrow(RangeError);
    expect(() => liveRoulette.returnOf(bet('red', -5n), 1)).toThrow(RangeError);
    expect(() => liveRoulette.returnOf(bet('red'), 37)).toThrow(RangeError);
  });

  it('describes the pocket and its colour', () => {
    expect(liveRoulette.describe(0)).toEqual({ pocket: 0, color: 'green' });
    expect(liveRoulette.describe(17)).toEqual({ pocket: 17, color: 'black' });
    expect(liveRoulette.describe(32)).toEqual({ pocket: 32, color: 'red' });
  });
});

describe('live roulette draw', () => {
  it('draws the pocket int(37) of the round, so a round replays from its seeds', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'roulette-grand', nonce: 12 };
    const pocket = liveRoulette.draw(fairRandom(seeds));
    expect(pocket).toBe(fairRandom(seeds).int(37));
    expect(liveRoulette.draw(fairRandom(seeds))).toBe(pocket);
  });

  it('lands on every pocket alike: chi-square at significance 0.001 over 37,000 rounds', () => {
    const round = seededRounds(SERVER_SEED, 'roulette-uniformity');
    const counts = tally(37, 37_000, (i) => liveRoulette.draw(round(i)));
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_999[36]!);
  });
});
