import type { Match } from '@meridian/contract/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { callApi } from '../../../shared/api/call-api';
import { eventsKeys } from '../../../shared/events/events-keys';
import { usePollingInterval } from '../../../shared/events/use-polling-interval';

/** One match with every market of a part (the root part without `partId`); null when it is unknown. */
export async function getMatch(matchId: number, partId: number | null, signal?: AbortSignal): Promise<Match | null> {
  const payload = await callApi('POST /events/match', {
    body: { ids: [matchId], part_id: partId ?? undefined },
    signal,
  });
  return payload.list[0] ?? null;
}

export function matchQueryOptions(matchId: number, partId: number | null) {
  return queryOptions({
    queryKey: eventsKeys.match(matchId, partId),
    queryFn: ({ signal }) => getMatch(matchId, partId, signal),
    retry: (failureCount, error) => isApiError(error) && error.status >= 500 && failureCount < 2,
  });
}

/** The event card's match; refreshed at the source's list period while the socket is down (spec 001 §4). */
export function useMatch(matchId: number, partId: number | null, source: 'line' | 'live') {
  const interval = usePollingInterval(source, 'list');
  return useQuery({
    ...matchQueryOptions(matchId, partId),
    refetchInterval: interval,
    // Switching parts keeps the card on screen; another match never shows through.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === matchId ? previous : undefined),
  });
}
