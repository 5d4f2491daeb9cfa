import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barWeights, statisticRows } from './statistics-rows';

describe('barWeights', () => {
  it('gives each side its share of the sum in percent and highlights the larger', () => {
    expect(barWeights(3, 1)).toEqual({ home: 75, away: 25, leader: 'home' });
    expect(barWeights(2, 8)).toEqual({ home: 20, away: 80, leader: 'away' });
  });

  it('gives both sides 0 when the sum is 0', () => {
    expect(barWeights(0, 0)).toEqual({ home: 0, away: 0, leader: null });
  });

  it('highlights no side on a tie', () => {
    expect(barWeights(4, 4)).toEqual({ home: 50, away: 50, leader: null });
  });

  it('fills exactly 100 percent whenever something was counted', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (home, away) => {
        const weights = barWeights(home, away);
        if (home + away === 0) return weights.home === 0 && weights.away === 0;
        return weights.home + weights.away === 100 && weights.home >= 0 && weights.away >= 0;
      }),
    );
  });
});

describe('statisticRows', () => {
  it('puts score-type rows first and keeps the order within each group', () => {
    const rows = statisticRows([
      { id: 1, name: 'First goal', result: 'Home' },
      { id: 2, name: 'Corners', result: '5:3', team_home: 5, team_away: 3 },
      { id: 3, name: 'Weather', result: 'Rain' },
      { id: 4, name: 'Yellow cards', result: '1:2', team_home: 1, team_away: 2 },
    ]);
    expect(rows.map((row) => [row.kind, row.name])).toEqual([
      ['score', 'Corners'],
      ['score', 'Yellow cards'],
      ['text', 'First goal'],
      ['text', 'Weather'],
    ]);
  });

  it('treats a row with only one side as a text row', () => {
    const rows = statisticRows([{ id: 1, name: 'Odd', result: '3', team_home: 3 }]);
    expect(rows[0]?.kind).toBe('text');
  });
});
