import type { Source, SportSummary, TimeRange } from '@meridian/contract/events';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { eventsKeys, timeRangeParam } from '../../../shared/events/events-keys';
import { usePollingInterval } from '../../../shared/events/use-polling-interval';

export async function getSports(source: Source, timeRange: TimeRange, signal?: AbortSignal): Promise<SportSummary[]> {
  const payload = await callApi('POST /events/{source}/sports', {
    params: { source },
    body: { time_range: timeRangeParam(source, timeRange) },
    signal,
  });
  return payload.list;
}

export function sportsQueryOptions(source: Source, timeRange: TimeRange) {
  return queryOptions({
    queryKey: eventsKeys.sports(source, timeRange),
    queryFn: ({ signal }) => getSports(source, timeRange, signal),
    placeholderData: keepPreviousData,
  });
}

/** Sports of a source with their match counts, refreshed at the list period (counts have no channel). */
export function useSports(source: Source, timeRange: TimeRange) {
  const interval = usePollingInterval(source, 'list', { always: true });
  return useQuery({ ...sportsQueryOptions(source, timeRange), refetchInterval: interval });
}
