import { CASINO_PAGE_SIZE, type CasinoGame } from '@meridian/contract/casino';
import { infiniteQueryOptions, keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { getApiContext } from '../../../shared/api/api-context';
import { callApi } from '../../../shared/api/call-api';
import type { CasinoSection } from '../lib/game-paths';
import { type GamesFilter, gamesRequestQuery } from '../lib/games-filter';

/** `GET /casino/games`: one page of a section's lobby, in lobby order. */
export async function getCasinoGames(
  section: CasinoSection,
  filter: GamesFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<CasinoGame[]> {
  const payload = await callApi('GET /casino/games', {
    query: gamesRequestQuery(section, filter, offset, CASINO_PAGE_SIZE),
    signal,
  });
  return payload.list;
}

/** A full page means more may follow; a shorter one ends the list (spec 001 §4, pages of 40). */
export function nextGamesOffset(lastPage: readonly unknown[], pages: readonly (readonly unknown[])[]) {
  if (lastPage.length < CASINO_PAGE_SIZE) return undefined;
  return pages.reduce((sum, page) => sum + page.length, 0);
}

const gamesKey = ['casino', 'games'] as const;

export function casinoGamesQueryOptions(section: CasinoSection, filter: GamesFilter) {
  return infiniteQueryOptions({
    queryKey: [...gamesKey, section, filter, getApiContext().language] as const,
    queryFn: ({ pageParam, signal }) => getCasinoGames(section, filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextGamesOffset(lastPage, pages),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** A game the lobby has already listed, if any (the game page learns `has_demo` from it). */
export function cachedGame(queryClient: QueryClient, id: number): CasinoGame | null {
  for (const [, data] of queryClient.getQueriesData<{ pages: CasinoGame[][] }>({ queryKey: gamesKey })) {
    const game = data?.pages.flat().find((item) => item.id === id);
    if (game) return game;
  }
  return null;
}
