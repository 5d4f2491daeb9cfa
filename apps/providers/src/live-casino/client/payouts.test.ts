import { describe, expect, it } from 'vitest';
import { baccarat } from '../engine/baccarat.js';
import { liveRoulette, rouletteSpotNumbers } from '../engine/live-roulette.js';
import { WHEEL_SEGMENTS as ENGINE_SEGMENTS, moneyWheel } from '../engine/money-wheel.js';
import { WHEEL_SEGMENTS } from './games/money-wheel.js';
import { rouletteLayout } from './games/roulette-layout.js';
import { baccaratReturn, rouletteReturn, totalOf, wheelReturn } from './payouts.js';

const numbersOf = (spot: string) => rouletteSpotNumbers(spot) ?? undefined;

describe('the page’s returns match the engines’', () => {
  it('roulette, every spot of the layout on every pocket', () => {
    for (const spot of rouletteLayout()) {
      for (let pocket = 0; pocket <= 36; pocket++) {
        const engine = liveRoulette.returnOf({ spot: spot.id, amount: 150n }, pocket);
        expect(rouletteReturn(new Map([[spot.id, 150]]), pocket, numbersOf), `${spot.id} on ${pocket}`).toBe(
          Number(engine),
        );
      }
    }
  });

  it('baccarat, every spot on every kind of result, the banker’s commission rounded down', () => {
    const outcomes = [
      { winner: 'player', playerPair: false, bankerPair: true },
      { winner: 'banker', playerPair: true, bankerPair: false },
      { winner: 'tie', playerPair: true, bankerPair: true },
    ] as const;
    for (const outcome of outcomes) {
      for (const spot of ['player', 'banker', 'tie', 'playerPair', 'bankerPair']) {
        for (const amount of [1, 10, 137]) {
          const engine = baccarat.returnOf(
            { spot, amount: BigInt(amount) },
            { ...outcome, player: [], banker: [], playerTotal: 0, bankerTotal: 0 },
          );
          expect(baccaratReturn(new Map([[spot, amount]]), outcome), `${spot} ${amount} ${outcome.winner}`).toBe(
            Number(engine),
          );
        }
      }
    }
  });

  it('the money wheel, on the engine’s own segments', () => {
    expect(WHEEL_SEGMENTS).toEqual(ENGINE_SEGMENTS);
    for (let segment = 0; segment < 50; segment++) {
      const value = WHEEL_SEGMENTS[segment] ?? 0;
      for (const spot of ['x2', 'x4', 'x6', 'x12', 'x24']) {
        const engine = moneyWheel.returnOf({ spot, amount: 30n }, { segment, value: value as 2 });
        expect(wheelReturn(new Map([[spot, 30]]), value)).toBe(Number(engine));
      }
    }
  });

  it('adds several bets up', () => {
    const bets = new Map([
      ['red', 100],
      ['straight:17', 50],
      ['black', 100],
    ]);
    expect(rouletteReturn(bets, 17, numbersOf)).toBe(50 * 36 + 200);
    expect(totalOf(bets)).toBe(250);
  });
});
