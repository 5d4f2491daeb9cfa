import { describe, expect, it } from 'vitest';
import { nearestIndex, type Point } from './roving-focus.js';

// A 3 x 3 board of cells 10 apart, with a small button on the line between the first two cells.
const cells: Point[] = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 20, y: 0 },
  { x: 0, y: 10 },
  { x: 10, y: 10 },
  { x: 20, y: 10 },
  { x: 0, y: 20 },
  { x: 10, y: 20 },
  { x: 20, y: 20 },
  { x: 5, y: 0 },
];

describe('nearestIndex', () => {
  it('moves to the neighbour in each direction, keeping to the row or column', () => {
    const middle = { x: 10, y: 10 };
    expect(nearestIndex(cells, middle, 'right')).toBe(5);
    expect(nearestIndex(cells, middle, 'left')).toBe(3);
    expect(nearestIndex(cells, middle, 'up')).toBe(1);
    expect(nearestIndex(cells, middle, 'down')).toBe(7);
  });

  it('stops on a bet drawn between two cells before the next cell', () => {
    expect(nearestIndex(cells, { x: 0, y: 0 }, 'right')).toBe(9);
    expect(nearestIndex(cells, { x: 5, y: 0 }, 'right')).toBe(1);
  });

  it('finds nothing past the edge of the board', () => {
    expect(nearestIndex(cells, { x: 20, y: 10 }, 'right')).toBe(-1);
    expect(nearestIndex(cells, { x: 10, y: 0 }, 'up')).toBe(-1);
  });

  it('prefers a near cell slightly off the row to a far one on it', () => {
    const points = [
      { x: 30, y: 0 },
      { x: 8, y: 2 },
    ];
    expect(nearestIndex(points, { x: 0, y: 0 }, 'right')).toBe(1);
  });

  it('passes over buttons that are not drawn on this screen', () => {
    const points = [null, { x: 10, y: 0 }];
    expect(nearestIndex(points, { x: 0, y: 0 }, 'right')).toBe(1);
  });
});
