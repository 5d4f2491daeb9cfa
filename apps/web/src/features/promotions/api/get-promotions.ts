import { PROMOTIONS_PAGE_SIZE, type Promotion } from '@meridian/contract/offers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getApiContext } from '../../../shared/api/api-context';
import { callApi } from '../../../shared/api/call-api';
import type { PromotionsFilter } from '../lib/promotions-filter';

/** `GET /offers/articles`: running promotions first, then ended ones; one page holds them all. */
export async function getPromotions(filter: PromotionsFilter, signal?: AbortSignal): Promise<Promotion[]> {
  const payload = await callApi('GET /offers/articles', {
    query: {
      category_id: filter.categoryId ?? undefined,
      tag_id: filter.tagId ?? undefined,
      limit: PROMOTIONS_PAGE_SIZE,
    },
    signal,
  });
  return payload.list;
}

export function promotionsQueryOptions(filter: PromotionsFilter, language: string = getApiContext().language) {
  return queryOptions({
    queryKey: ['promotions', 'list', filter, language] as const,
    queryFn: ({ signal }) => getPromotions(filter, signal),
    // The last list stays on screen, dimmed, while another filter's loads.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function usePromotions(filter: PromotionsFilter) {
  return useQuery(promotionsQueryOptions(filter));
}
