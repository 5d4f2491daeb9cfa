import { describe, expect, it } from 'vitest';
import { coveredNumbers, INSIDE_BETS, type RouletteBet } from '../../../../shared/games/roulette-table.js';
import { validateRouletteBets } from '../../../engine/roulette/roulette.js';
import {
  addChip,
  type Bets,
  betParams,
  covered,
  removeChip,
  spotIdOf,
  TABLE_LIMITS,
  tableSpots,
  totalOf,
  upright,
  WHEEL_ORDER,
} from './roulette-bets.js';

const spots = tableSpots();
const asEngineBet = (param: ReturnType<typeof betParams>[number]) =>
  ({ ...param, amount: BigInt(param.amount) }) as unknown as RouletteBet;

describe('the betting layout', () => {
  it('offers every bet the engine takes, once', () => {
    const count = (type: string) => spots.filter((spot) => spot.type === type).length;
    for (const [type, combos] of Object.entries(INSIDE_BETS)) expect(count(type), type).toBe(combos.length);
    expect(count('dozen')).toBe(3);
    expect(count('column')).toBe(3);
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high']) expect(count(type)).toBe(1);
    expect(new Set(spots.map((spot) => spot.id)).size).toBe(spots.length);
  });

  it('builds bets from clicks that the engine validates, covering what the layout shows', () => {
    let bets: Bets = new Map();
    for (const spot of spots) bets = addChip(bets, spot.id, 10, { min: 10, max: 10_000 }).bets;
    const params = betParams(bets, spots);
    expect(params).toHaveLength(spots.length);
    const engineBets = params.map(asEngineBet);
    expect(validateRouletteBets(engineBets).ok).toBe(true);
    engineBets.forEach((bet, i) => {
      const result = coveredNumbers(bet);
      expect(result.ok && [...result.numbers].sort((a, b) => a - b)).toEqual(
        covered(spots[i] as never).sort((a, b) => a - b),
      );
    });
  });

  it('turns a click on red, a split and a dozen into the studio’s parameters', () => {
    let bets: Bets = new Map();
    bets = addChip(bets, 'red', 100).bets;
    bets = addChip(bets, 'red', 100).bets;
    bets = addChip(bets, 'split:17-20', 50).bets;
    bets = addChip(bets, 'dozen:2', 500).bets;
    expect(betParams(bets, spots)).toEqual([
      { type: 'red', amount: 200 },
      { type: 'split', numbers: [17, 20], amount: 50 },
      { type: 'dozen', index: 2, amount: 500 },
    ]);
    expect(totalOf(bets)).toBe(750);
  });

  it('refuses a chip that takes a spot or the table past the maximum', () => {
    let bets: Bets = new Map([['red', 49_000]]);
    const refused = addChip(bets, 'black', 5_000);
    expect(refused.refused).toBe('limit');
    expect(refused.bets).toBe(bets);
    bets = addChip(bets, 'black', 1_000).bets;
    expect(totalOf(bets)).toBe(TABLE_LIMITS.max);
  });

  it('takes chips off and clears a spot left below the minimum', () => {
    let bets: Bets = new Map([['straight:17', 150]]);
    bets = removeChip(bets, 'straight:17', 100);
    expect(bets.get('straight:17')).toBe(50);
    bets = removeChip(bets, 'straight:17', 100);
    expect(bets.has('straight:17')).toBe(false);
  });

  it('finds the spot of a settled bet for repeat and for marking wins', () => {
    expect(spotIdOf({ type: 'corner', numbers: [5, 1, 4, 2] })).toBe('corner:1-2-4-5');
    expect(spotIdOf({ type: 'column', index: 3 })).toBe('column:3');
    expect(spotIdOf({ type: 'odd' })).toBe('odd');
    for (const spot of spots) expect(spots.some((other) => other.id === spotIdOf(spot))).toBe(true);
  });

  it('stands the table upright on a phone: the zero on top, 1 2 3 in the first row', () => {
    const at = (id: string) => upright(spots.find((spot) => spot.id === id)?.area as never);
    expect(at('straight:0')).toEqual({ rows: [1, 1], cols: [1, 3] });
    expect(at('straight:1')).toEqual({ rows: [2, 2], cols: [1, 1] });
    expect(at('straight:3')).toEqual({ rows: [2, 2], cols: [3, 3] });
    expect(at('straight:36')).toEqual({ rows: [13, 13], cols: [3, 3] });
    expect(at('dozen:1')).toEqual({ rows: [2, 5], cols: [4, 4] });
  });

  it('has every pocket on the wheel once', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });
});
