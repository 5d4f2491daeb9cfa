import type { PromotionCategory, PromotionTag } from '@meridian/contract/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../../shared/api/api-client';
import { getApiContext } from '../../../shared/api/api-context';

/** What `GET /offers/categories` and `GET /offers/tags` list. */
interface Dictionaries {
  categories: PromotionCategory;
  tags: PromotionTag;
}

/** `GET /offers/{name}`: the promotions' categories or tags, named in the page's language. */
export function promotionDictionaryQueryOptions<Name extends keyof Dictionaries>(
  name: Name,
  language: string = getApiContext().language,
) {
  return queryOptions({
    queryKey: ['promotions', name, language] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ list: Dictionaries[Name][] }>(`/offers/${name}`, { signal })).list,
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
