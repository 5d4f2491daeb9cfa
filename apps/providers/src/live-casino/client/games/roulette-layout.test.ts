import { describe, expect, it } from 'vitest';
import { liveRoulette, rouletteSpotNumbers } from '../../engine/live-roulette.js';
import { rouletteLayout, rouletteStats, winningSpots } from './roulette-layout.js';

describe('rouletteLayout', () => {
  const layout = rouletteLayout();

  it('names every spot as the studio does, covering the same numbers', () => {
    for (const spot of layout) {
      expect(liveRoulette.isSpot(spot.id), spot.id).toBe(true);
      expect(
        [...spot.numbers].sort((a, b) => a - b),
        spot.id,
      ).toEqual(rouletteSpotNumbers(spot.id));
    }
  });

  it('has every straight number, the outside bets, all splits and corners, each once', () => {
    const ids = layout.map((spot) => spot.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (let n = 0; n <= 36; n++) expect(ids).toContain(`straight:${n}`);
    for (const id of [
      'red',
      'black',
      'odd',
      'even',
      'low',
      'high',
      'dozen:1',
      'dozen:2',
      'dozen:3',
      'column:1',
      'column:2',
      'column:3',
    ])
      expect(ids).toContain(id);
    expect(layout.filter((spot) => spot.kind === 'split')).toHaveLength(60);
    expect(layout.filter((spot) => spot.kind === 'corner')).toHaveLength(22);
  });

  it('puts each number where the table prints it: 3 on top of the first row, column 1 at the bottom', () => {
    const at = (id: string) => layout.find((spot) => spot.id === id);
    expect(at('straight:3')).toMatchObject({ row: 1, col: 2 });
    expect(at('straight:1')).toMatchObject({ row: 3, col: 2 });
    expect(at('straight:36')).toMatchObject({ row: 1, col: 13 });
    expect(at('column:1')).toMatchObject({ row: 3, col: 14 });
    expect(at('straight:0')).toMatchObject({ row: 1, col: 1, rows: 3 });
  });

  it('lights the spots a pocket wins, and only those', () => {
    const won = winningSpots(layout, 17);
    expect(won).toContain('straight:17');
    expect(won).toContain('black');
    expect(won).toContain('odd');
    expect(won).toContain('low');
    expect(won).toContain('dozen:2');
    expect(won).toContain('column:2');
    expect(won).toContain('split:16-17');
    expect(won).toContain('corner:13-14-16-17');
    expect(won).not.toContain('red');
    expect([...winningSpots(layout, 0)].sort()).toEqual(['split:0-1', 'split:0-2', 'split:0-3', 'straight:0']);
  });
});

describe('rouletteStats', () => {
  it('counts the colours and finds the numbers that came up most', () => {
    expect(rouletteStats([17, 0, 17, 3, 3, 3, 20, 5])).toEqual({ red: 4, black: 3, green: 1, hot: [3, 17] });
    expect(rouletteStats([])).toEqual({ red: 0, black: 0, green: 0, hot: [] });
  });
});
