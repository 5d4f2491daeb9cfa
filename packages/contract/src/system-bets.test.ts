import { describe, expect, it } from 'vitest';
import {
  coversFor,
  kOfN,
  lineCount,
  SYSTEM_COVERS,
  type SystemLeg,
  settleSystem,
  systemLines,
  systemPotentialWin,
  systemStake,
} from './system-bets.js';

// The figures below are worked by hand, line by line, as a bet-return calculator lists them.

const won = (odds: number): SystemLeg => ({ state: 'paid', odds });
const voided: SystemLeg = { state: 'paid', odds: 1000 };
const lost: SystemLeg = { state: 'lost' };
const open: SystemLeg = { state: 'open' };

describe('system bets', () => {
  it('stake the number of lines each named cover is known by', () => {
    const lines = Object.fromEntries(Object.entries(SYSTEM_COVERS).map(([name, shape]) => [name, lineCount(shape)]));
    expect(lines).toEqual({
      trixie: 4,
      patent: 7,
      yankee: 11,
      lucky15: 15,
      canadian: 26,
      lucky31: 31,
      heinz: 57,
      lucky63: 63,
      superHeinz: 120,
      goliath: 247,
    });
    for (const shape of Object.values(SYSTEM_COVERS)) expect(systemLines(shape)).toHaveLength(lineCount(shape));
  });

  it('list each combination once, smaller lines first', () => {
    expect(systemLines(SYSTEM_COVERS.trixie)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
    expect(systemLines(kOfN(2, 4))).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(lineCount(kOfN(3, 8))).toBe(56);
  });

  it('offer the covers that fit the selections and refuse a "k of n" that is not a system', () => {
    expect(coversFor(4)).toEqual(['yankee', 'lucky15']);
    expect(coversFor(8)).toEqual(['goliath']);
    expect(coversFor(2)).toEqual([]);
    expect(() => kOfN(1, 4)).toThrow(RangeError);
    expect(() => kOfN(4, 4)).toThrow(RangeError);
    expect(() => kOfN(2, 9)).toThrow(RangeError);
  });

  // A Yankee on 2.00, 3.00, 4.00 and 5.00 at 1.00 a line: 11 lines, 11.00 staked. Doubles pay
  // 6 + 8 + 10 + 12 + 15 + 20 = 71, trebles 24 + 30 + 40 + 60 = 154, the four-fold 120: 345.00.
  const yankeeOdds = [2000, 3000, 4000, 5000];

  it('show the whole stake and the potential win before placing', () => {
    expect(systemStake(SYSTEM_COVERS.yankee, 100n)).toBe(1_100n);
    expect(systemPotentialWin(SYSTEM_COVERS.yankee, yankeeOdds, 100n)).toBe(34_500n);
    // A Lucky 15 on four evens at 1.00: singles 4 × 2, doubles 6 × 4, trebles 4 × 8, the four-fold 16.
    expect(systemPotentialWin(SYSTEM_COVERS.lucky15, [2000, 2000, 2000, 2000], 100n)).toBe(8_000n);
  });

  it('pay only the lines without the loser', () => {
    // The 5.00 loses: doubles 6 + 8 + 12, the treble 24.
    const outcome = settleSystem(SYSTEM_COVERS.yankee, [won(2000), won(3000), won(4000), lost], 100n);
    expect(outcome).toEqual({ decided: true, amountWin: 5_000n, linesWon: 4 });
  });

  it('count a void leg at 1.00 in every line it is in', () => {
    // The 5.00 is void: doubles 6 + 8 + 2 + 12 + 3 + 4 = 35, trebles 24 + 6 + 8 + 12 = 50, the four-fold 24.
    const outcome = settleSystem(SYSTEM_COVERS.yankee, [won(2000), won(3000), won(4000), voided], 100n);
    expect(outcome).toEqual({ decided: true, amountWin: 10_900n, linesWon: 11 });
  });

  it('return the stake of a line whose legs are all void', () => {
    // A Trixie with two void legs and a 2.50 winner: the double of the void legs returns 1.00, the other
    // two doubles and the treble pay 2.50 each: 8.50.
    const outcome = settleSystem(SYSTEM_COVERS.trixie, [voided, voided, won(2500)], 100n);
    expect(outcome).toEqual({ decided: true, amountWin: 850n, linesWon: 4 });
  });

  it('stay open while a line could still win, and lose when every line has a loser', () => {
    expect(settleSystem(SYSTEM_COVERS.trixie, [won(2000), open, lost], 100n)).toEqual({ decided: false });
    expect(settleSystem(kOfN(2, 3), [lost, lost, open], 100n)).toEqual({ decided: true, amountWin: 0n, linesWon: 0 });
  });

  it('round each line down to the minor unit', () => {
    // 2 of 3 at 0.33 a line on 1.50, 1.50, 1.50: each double 0.33 × 2.25 = 0.7425, paid 0.74.
    expect(systemPotentialWin(kOfN(2, 3), [1500, 1500, 1500], 33n)).toBe(222n);
  });
});
