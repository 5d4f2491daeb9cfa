import type { StatisticsPart } from '@meridian/contract/events';
import { queryOptions } from '@tanstack/react-query';
import { getApiContext } from '../../../shared/api/api-context';
import { callApi } from '../../../shared/api/call-api';

/** `POST /events/results/info`: the statistics of one match, part by part. */
export async function getStatistics(matchId: number, signal?: AbortSignal): Promise<StatisticsPart[]> {
  const payload = await callApi('POST /events/results/info', {
    body: { id: matchId },
    signal,
  });
  return payload.list;
}

export function statisticsQueryKey(matchId: number, language: string = getApiContext().language) {
  return ['events', 'statistics', matchId, language] as const;
}

/** Polled at `pollMs` while the match is live and the socket does not deliver; read once otherwise. */
export function statisticsQueryOptions(matchId: number, pollMs: number | false) {
  return queryOptions({
    queryKey: statisticsQueryKey(matchId),
    queryFn: ({ signal }) => getStatistics(matchId, signal),
    refetchInterval: pollMs,
    staleTime: pollMs === false ? 5 * 60_000 : 0,
    retry: 1,
  });
}
