import type { Match } from '@meridian/contract/events';
import { describe, expect, it } from 'vitest';
import { FAVORITES_PAGE_SIZE, toFavoritesPage } from './favorites-page';

const matches = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }) as Match);

describe('toFavoritesPage', () => {
  it('keeps 30 of 31 matches and points at the next page', () => {
    const page = toFavoritesPage(matches(31), 30);
    expect(page.matches).toHaveLength(FAVORITES_PAGE_SIZE);
    expect(page.matches.at(-1)?.id).toBe(30);
    expect(page.nextOffset).toBe(60);
  });

  it('ends the list when 30 or fewer come back', () => {
    expect(toFavoritesPage(matches(30), 0)).toMatchObject({ nextOffset: null });
    expect(toFavoritesPage(matches(4), 60).matches).toHaveLength(4);
    expect(toFavoritesPage([], 0)).toEqual({ matches: [], nextOffset: null });
  });
});
