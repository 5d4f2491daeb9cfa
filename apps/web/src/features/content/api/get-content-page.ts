import type { PageArticle } from '@meridian/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiContext } from '../../../shared/api/api-context';
import { callApi } from '../../../shared/api/call-api';

/** The article is the first item of the answer's list (spec 000 §7). */
export async function getContentPage(id: string, signal?: AbortSignal): Promise<PageArticle | null> {
  const payload = await callApi('GET /content/pages/{id}', { params: { id }, signal });
  return payload.list[0] ?? null;
}

export function contentPageQueryOptions(id: string, language: string = getApiContext().language) {
  return queryOptions({
    queryKey: ['content', 'page', id, language] as const,
    queryFn: ({ signal }) => getContentPage(id, signal),
    staleTime: 10 * 60_000,
  });
}

export function useContentPage(id: string) {
  return useQuery(contentPageQueryOptions(id));
}
