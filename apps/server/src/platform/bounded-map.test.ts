import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.js';

describe('BoundedMap', () => {
  it('forgets the oldest entry when a new one would pass the limit, not when one is replaced', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('b', 3);
    expect([...map]).toEqual([
      ['a', 1],
      ['b', 3],
    ]);
    map.set('c', 4);
    expect([...map]).toEqual([
      ['b', 3],
      ['c', 4],
    ]);
  });
});
