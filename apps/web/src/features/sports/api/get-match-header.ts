import { queryOptions } from '@tanstack/react-query';
import { getApiContext } from '../../../shared/api/api-context';
import { callApi } from '../../../shared/api/call-api';
import type { StatisticsHeader } from '../../../shared/events/statistics-header';
import { headerFromMatch } from '../../../shared/events/statistics-header';

/** `POST /events/match` for the teams and score above the statistics; null when the match is gone. */
export async function getMatchHeader(matchId: number, signal?: AbortSignal): Promise<StatisticsHeader | null> {
  const payload = await callApi('POST /events/match', {
    body: { ids: [matchId] },
    signal,
  });
  const match = payload.list[0];
  return match ? headerFromMatch(match) : null;
}

export function matchHeaderQueryOptions(matchId: number, pollMs: number | false) {
  return queryOptions({
    queryKey: ['events', 'statistics-header', matchId, getApiContext().language] as const,
    queryFn: ({ signal }) => getMatchHeader(matchId, signal),
    refetchInterval: pollMs,
    retry: false,
  });
}
