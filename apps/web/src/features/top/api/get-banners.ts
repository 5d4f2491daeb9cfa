import type { Banner } from '@meridian/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { getApiContext } from '../../../shared/api/api-context';

export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const payload = await apiRequest<{ list: Banner[] }>('/content/banners', { signal });
  return payload.list;
}

export function bannersQueryOptions(language: string = getApiContext().language) {
  return queryOptions({
    queryKey: ['content', 'banners', language] as const,
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 10 * 60_000,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
