import type { Match } from '@meridian/contract/events';

/** Spec 001 §9: pages of 30, each asked for with a limit of 31. */
export const FAVORITES_PAGE_SIZE = 30;

export interface FavoritesPage {
  matches: Match[];
  /** The offset of the next page, or null when this was the last one. */
  nextOffset: number | null;
}

/** Keeps the page's 30 matches; a 31st only says that more follow. */
export function toFavoritesPage(list: readonly Match[], offset: number): FavoritesPage {
  const hasMore = list.length > FAVORITES_PAGE_SIZE;
  return {
    matches: list.slice(0, FAVORITES_PAGE_SIZE),
    nextOffset: hasMore ? offset + FAVORITES_PAGE_SIZE : null,
  };
}
