import type { PromotionArticle } from '@meridian/contract/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiContext } from '../../../shared/api/api-context';
import { callApi } from '../../../shared/api/call-api';

/** `GET /offers/articles/{id}`: one promotion with its article; an unknown id answers 404. */
export function getPromotion(id: number, signal?: AbortSignal): Promise<PromotionArticle> {
  return callApi('GET /offers/articles/{id}', { params: { id }, signal });
}

export function promotionQueryOptions(id: number, language: string = getApiContext().language) {
  return queryOptions({
    queryKey: ['promotions', 'article', id, language] as const,
    queryFn: ({ signal }) => getPromotion(id, signal),
    staleTime: 5 * 60_000,
  });
}

/** `id` null (an address that names no promotion) asks nothing. */
export function usePromotion(id: number | null) {
  return useQuery({ ...promotionQueryOptions(id ?? 0), enabled: id !== null });
}
