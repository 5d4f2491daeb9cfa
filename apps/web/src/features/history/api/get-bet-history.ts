import { BET_HISTORY_PAGE_SIZE, type Bet } from '@meridian/contract/bets';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { getApiContext } from '../../../shared/api/api-context';
import { callApi } from '../../../shared/api/call-api';
import { type BetFilter, betHistoryQuery, nextLastId } from '../lib/history-filter';

export const betHistoryQueryKey = ['bets', 'history'] as const;

/** `GET /bets/history`: one page of the player's bets, newest first, after `lastId`. */
export async function getBetHistory(filter: BetFilter, lastId: number | undefined, signal?: AbortSignal) {
  const payload = await callApi('GET /bets/history', {
    query: { ...betHistoryQuery(filter, lastId) },
    signal,
  });
  return payload.list;
}

export function betHistoryQueryOptions(filter: BetFilter) {
  return infiniteQueryOptions({
    queryKey: [...betHistoryQueryKey, 'list', filter, getApiContext().language] as const,
    queryFn: ({ pageParam, signal }) => getBetHistory(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => nextLastId(lastPage, BET_HISTORY_PAGE_SIZE),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useBetHistory(filter: BetFilter) {
  return useInfiniteQuery(betHistoryQueryOptions(filter));
}

/**
 * `GET /bets/history?coupon_id=`: one bet whenever it was placed (no from/to, so no default range),
 * or null when the player has no bet with this id.
 */
export async function getBet(id: number, signal?: AbortSignal): Promise<Bet | null> {
  const payload = await callApi('GET /bets/history', {
    query: { coupon_id: id, limit: 1 },
    signal,
  });
  return payload.list.find((bet) => bet.id === id) ?? null;
}

/** A bet the history list already holds, so its details open without waiting. */
function cachedBet(queryClient: QueryClient, id: number): Bet | undefined {
  const lists = queryClient.getQueriesData<InfiniteData<Bet[]>>({ queryKey: [...betHistoryQueryKey, 'list'] });
  for (const [, data] of lists) {
    const found = data?.pages.flat().find((bet) => bet.id === id);
    if (found) return found;
  }
  return undefined;
}

export function betQueryOptions(id: number, queryClient?: QueryClient) {
  return queryOptions({
    queryKey: [...betHistoryQueryKey, 'bet', id, getApiContext().language] as const,
    queryFn: ({ signal }) => getBet(id, signal),
    initialData: queryClient ? cachedBet(queryClient, id) : undefined,
    // A cached row may be stale (an open bet settles): read it again in the background.
    initialDataUpdatedAt: 0,
    retry: false,
  });
}

export function useBet(id: number) {
  const queryClient = useQueryClient();
  return useQuery(betQueryOptions(id, queryClient));
}
