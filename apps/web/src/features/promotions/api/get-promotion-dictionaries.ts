import type { PromotionCategory, PromotionTag } from '@meridian/contract/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getApiContext } from '../../../shared/api/api-context';
import { callApi } from '../../../shared/api/call-api';

/** `GET /offers/categories` and `GET /offers/tags`: the promotions' categories or tags, named in the page's language. */
const DICTIONARY_CALLS = {
  categories: (signal: AbortSignal) => callApi('GET /offers/categories', { signal }),
  tags: (signal: AbortSignal) => callApi('GET /offers/tags', { signal }),
};

function promotionDictionaryQueryOptions<Name extends keyof typeof DICTIONARY_CALLS>(
  name: Name,
  language: string = getApiContext().language,
) {
  return queryOptions({
    queryKey: ['promotions', name, language] as const,
    queryFn: async ({ signal }): Promise<Awaited<ReturnType<(typeof DICTIONARY_CALLS)[Name]>>['list']> =>
      (await DICTIONARY_CALLS[name](signal)).list,
    staleTime: 60 * 60_000,
  });
}

/** The categories, an empty list until they arrive (the chips then show "All" alone). */
export function usePromotionCategories(): PromotionCategory[] {
  return useQuery(promotionDictionaryQueryOptions('categories')).data ?? [];
}

/** Names categories by their ids, in the ids' order; an id not among the categories (yet) gives no name. */
export function useCategoryNames(): (ids: readonly number[]) => string[] {
  const categories = usePromotionCategories();
  return useMemo(() => {
    const names = new Map(categories.map((category) => [category.id, category.name]));
    return (ids) => ids.flatMap((id) => names.get(id) ?? []);
  }, [categories]);
}

/** The tags, an empty list until they arrive. */
export function usePromotionTags(): PromotionTag[] {
  return useQuery(promotionDictionaryQueryOptions('tags')).data ?? [];
}
