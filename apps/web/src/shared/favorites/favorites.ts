import type { AnswerOf } from '@meridian/contract/endpoint';
import type { postUserFavorites } from '@meridian/contract/endpoints/favorites';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getApiContext } from '../api/api-context';
import { callApi } from '../api/call-api';
import { FAVORITES_PAGE_SIZE, type FavoritesPage, toFavoritesPage } from './favorites-page';

/** Which favorites a section lists: in play (status 1 or 2), or not started yet (0). */
export type FavoritesSection = 'live' | 'line';
const SECTION_STATUSES: Record<FavoritesSection, string> = { live: '1,2', line: '0' };

export const favoritesQueryKey = ['user', 'favorites'] as const;

/** `GET /user/favorites`: one page, asking for one more than the page to learn whether more follow. */
export async function getFavorites(
  section: FavoritesSection,
  offset: number,
  signal?: AbortSignal,
): Promise<FavoritesPage> {
  const payload = await callApi('GET /user/favorites', {
    query: { limit: FAVORITES_PAGE_SIZE + 1, offset, statuses: SECTION_STATUSES[section] },
    signal,
  });
  return toFavoritesPage(payload.list, offset);
}

/** `refreshMs` follows the list period of the section's source, so scores and prices stay current. */
export function favoritesQueryOptions(section: FavoritesSection, refreshMs: number | false = false) {
  return infiniteQueryOptions({
    queryKey: [...favoritesQueryKey, 'list', section, getApiContext().language] as const,
    queryFn: ({ pageParam, signal }) => getFavorites(section, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
    refetchInterval: refreshMs,
    retry: false,
  });
}

export function favoritesCountQueryOptions() {
  return queryOptions({
    queryKey: [...favoritesQueryKey, 'count'] as const,
    queryFn: ({ signal }) => callApi('GET /user/favorites/count', { signal }).then((payload) => payload.total),
  });
}

export type FavoriteResult = AnswerOf<typeof postUserFavorites>;

/** `POST /user/favorites` adds a match, `DELETE /user/favorites` removes it. */
export function setFavorite(matchId: number, favorite: boolean): Promise<FavoriteResult> {
  return favorite
    ? callApi('POST /user/favorites', { body: { event_id: matchId } })
    : callApi('DELETE /user/favorites', { query: { event_id: matchId } });
}
