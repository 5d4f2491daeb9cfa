import type { PromotionCategory } from '@meridian/contract/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { getApiContext } from '../../../shared/api/api-context';

/** `GET /offers/categories`, named in the page's language. */
export function promotionCategoriesQueryOptions(language: string = getApiContext().language) {
  return queryOptions({
    queryKey: ['promotions', 'categories', language] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ list: PromotionCategory[] }>('/offers/categories', { signal })).list,
    staleTime: 60 * 60_000,
  });
}

/** The categories, an empty list until they arrive (the chips then show "All" alone). */
export function usePromotionCategories(): PromotionCategory[] {
  return useQuery(promotionCategoriesQueryOptions()).data ?? [];
}
