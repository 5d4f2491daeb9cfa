import type { PageSummary } from '@meridian/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiContext } from '../../../shared/api/api-context';
import { callApi } from '../../../shared/api/call-api';

export async function getContentPages(signal?: AbortSignal): Promise<PageSummary[]> {
  const payload = await callApi('GET /content/pages', { signal });
  return payload.list;
}

export function contentPagesQueryOptions(language: string = getApiContext().language) {
  return queryOptions({
    queryKey: ['content', 'pages', language] as const,
    queryFn: ({ signal }) => getContentPages(signal),
    staleTime: 10 * 60_000,
  });
}

export function useContentPages() {
  return useQuery(contentPagesQueryOptions());
}
