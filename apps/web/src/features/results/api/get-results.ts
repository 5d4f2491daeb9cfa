import { RESULTS_LIMIT, type ResultMatch } from '@meridian/contract/events';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { getApiContext } from '../../../shared/api/api-context';
import { callApi } from '../../../shared/api/call-api';

export interface ResultsQuery {
  sportId: number | null;
  /** Unix seconds, both ends included. */
  from: number;
  to: number;
  /** Trimmed, at least 3 characters, or empty for no text filter. */
  text: string;
}

/** `POST /events/results`: one page of ended matches, newest first. */
export async function getResults(query: ResultsQuery, offset: number, signal?: AbortSignal): Promise<ResultMatch[]> {
  const payload = await callApi('POST /events/results', {
    body: {
      sports: query.sportId === null ? [] : [query.sportId],
      from: query.from,
      to: query.to,
      type: 'all',
      text: query.text || undefined,
      limit: RESULTS_LIMIT,
      offset,
    },
    signal,
  });
  return payload.list;
}

/** A full page means more may follow; a shorter one is the end (spec 001 §9: pages of 50). */
export function nextResultsOffset(
  lastPage: readonly unknown[],
  pages: readonly (readonly unknown[])[],
): number | undefined {
  if (lastPage.length < RESULTS_LIMIT) return undefined;
  return pages.reduce((sum, page) => sum + page.length, 0);
}

export function resultsQueryOptions(query: ResultsQuery) {
  return infiniteQueryOptions({
    queryKey: ['events', 'results', query, getApiContext().language] as const,
    queryFn: ({ pageParam, signal }) => getResults(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextResultsOffset(lastPage, pages),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
