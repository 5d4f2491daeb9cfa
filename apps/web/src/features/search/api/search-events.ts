import { SEARCH_LIMIT, type SearchResult } from '@meridian/contract/events';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApiContext } from '../../../shared/api/api-context';
import { callApi } from '../../../shared/api/call-api';

/** `POST /events/search`: line and live matches whose teams or tournament match the text. */
export function searchEvents(text: string, signal?: AbortSignal): Promise<SearchResult> {
  return callApi('POST /events/search', {
    body: { text, limit: SEARCH_LIMIT },
    signal,
  });
}

/** Disabled while the text is too short (null): no request is made then. */
export function searchQueryOptions(text: string | null) {
  return queryOptions({
    queryKey: ['events', 'search', text, getApiContext().language] as const,
    queryFn: ({ signal }) => searchEvents(text ?? '', signal),
    enabled: text !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
