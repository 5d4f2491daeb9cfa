import type { PromotionTag } from '@meridian/contract/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { getApiContext } from '../../../shared/api/api-context';

/** `GET /offers/tags`, named in the page's language. */
export function promotionTagsQueryOptions(language: string = getApiContext().language) {
  return queryOptions({
    queryKey: ['promotions', 'tags', language] as const,
    queryFn: async ({ signal }) => (await apiRequest<{ list: PromotionTag[] }>('/offers/tags', { signal })).list,
    staleTime: 60 * 60_000,
  });
}

/** The tags, an empty list until they arrive. */
export function usePromotionTags(): PromotionTag[] {
  return useQuery(promotionTagsQueryOptions()).data ?? [];
}
