import type { MarketSet, Match, Source, TimeRange } from '@meridian/contract/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { eventsKeys, timeRangeParam } from '../../../shared/events/events-keys';
import { usePollingInterval } from '../../../shared/events/use-polling-interval';

export async function getMatches(
  source: Source,
  tournamentId: number,
  markets: MarketSet,
  timeRange: TimeRange,
  signal?: AbortSignal,
): Promise<Match[]> {
  const payload = await callApi('POST /events/{source}/matches', {
    params: { source },
    body: { tournaments: [tournamentId], markets, time_range: timeRangeParam(source, timeRange) },
    signal,
  });
  return payload.list;
}

export function matchesQueryOptions(source: Source, tournamentId: number, markets: MarketSet, timeRange: TimeRange) {
  return queryOptions({
    queryKey: eventsKeys.matches(source, tournamentId, markets, timeRange),
    queryFn: ({ signal }) => getMatches(source, tournamentId, markets, timeRange, signal),
  });
}

/** The matches of one tournament, loaded once it is open on screen; polled only while the socket is down. */
export function useTournamentMatches(
  source: Source,
  tournamentId: number,
  markets: MarketSet,
  timeRange: TimeRange,
  enabled: boolean,
) {
  const interval = usePollingInterval(source, 'list');
  return useQuery({
    ...matchesQueryOptions(source, tournamentId, markets, timeRange),
    enabled,
    refetchInterval: interval,
  });
}
