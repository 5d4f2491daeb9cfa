import type { Source, SportTournaments, TimeRange } from '@meridian/contract/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { eventsKeys, timeRangeParam } from '../../../shared/events/events-keys';
import { usePollingInterval } from '../../../shared/events/use-polling-interval';

export async function getTournaments(
  source: Source,
  sportId: number,
  timeRange: TimeRange,
  signal?: AbortSignal,
): Promise<SportTournaments | null> {
  const payload = await callApi('POST /events/{source}/tournaments', {
    params: { source },
    body: { sports: [sportId], countries: [], time_range: timeRangeParam(source, timeRange) },
    signal,
  });
  return payload.list.find((sport) => sport.id === sportId) ?? null;
}

export function tournamentsQueryOptions(source: Source, sportId: number, timeRange: TimeRange) {
  return queryOptions({
    queryKey: eventsKeys.tournaments(source, sportId, timeRange),
    queryFn: ({ signal }) => getTournaments(source, sportId, timeRange, signal),
  });
}

/** The tournaments of one sport (countries come from their `country_id`), null while no sport is chosen. */
export function useTournaments(source: Source, sportId: number | null, timeRange: TimeRange) {
  const interval = usePollingInterval(source, 'list', { always: true });
  return useQuery({
    ...tournamentsQueryOptions(source, sportId ?? 0, timeRange),
    enabled: sportId !== null,
    refetchInterval: interval,
  });
}
