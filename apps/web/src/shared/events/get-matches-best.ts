import type { MarketSet, Match, Source, TimeRange } from '@meridian/contract/events';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/call-api';
import { eventsKeys, timeRangeParam } from './events-keys';
import { usePollingInterval } from './use-polling-interval';

export interface BestMatchesParams {
  source: Source;
  limit: number;
  markets: MarketSet;
  timeRange: TimeRange;
  sportId?: number | null;
}

export async function getMatchesBest(params: BestMatchesParams, signal?: AbortSignal): Promise<Match[]> {
  const payload = await callApi('POST /events/{source}/matches-best', {
    params: { source: params.source },
    body: {
      limit: params.limit,
      markets: params.markets,
      time_range: timeRangeParam(params.source, params.timeRange),
      sport_id: params.sportId ?? undefined,
    },
    signal,
  });
  return payload.list;
}

export function matchesBestQueryOptions(params: BestMatchesParams) {
  return queryOptions({
    queryKey: eventsKeys.best(params.source, params.limit, params.markets, params.timeRange, params.sportId ?? null),
    queryFn: ({ signal }) => getMatchesBest(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The best matches of a source (top page: 10, list without a sport: 50). */
export function useMatchesBest(params: BestMatchesParams, period: 'top' | 'list') {
  const interval = usePollingInterval(params.source, period);
  return useQuery({ ...matchesBestQueryOptions(params), refetchInterval: interval });
}
