import type { Banner } from '@meridian/contract/content';
import { BOOT_BANNERS_ELEMENT_ID } from '@meridian/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiContext } from '../../../shared/api/api-context';
import { okPayload, pageAnsweredAt, takeBootData } from '../../../shared/api/boot-data';
import { callApi } from '../../../shared/api/call-api';
import { inBrowser } from '../../../shared/browser/page-context';

export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const payload = await callApi('GET /content/banners', { signal });
  return payload.list;
}

export function bannersQueryOptions(language: string = getApiContext().language) {
  return queryOptions({
    queryKey: ['content', 'banners', language] as const,
    queryFn: ({ signal }) => getBanners(signal),
    staleTime: 10 * 60_000,
  });
}

interface CarriedBanners {
  language: string;
  list: Banner[];
  at: number;
}

let carried: CarriedBanners | null | undefined;

/**
 * The banners the top page arrived with, for the language they are in, handed out once: the first
 * banners query starts from them, a later one (after they went out of the cache) asks again.
 */
function takeCarriedBanners(language: string): CarriedBanners | undefined {
  // The server's render has no page to take them from (its queries come filled in).
  if (!inBrowser) return undefined;
  if (carried === undefined) {
    const block = takeBootData(BOOT_BANNERS_ELEMENT_ID) as { language?: unknown; answer?: unknown } | undefined;
    const payload = okPayload(block?.answer) as { list?: unknown } | undefined;
    carried =
      typeof block?.language === 'string' && Array.isArray(payload?.list)
        ? { language: block.language, list: payload.list as Banner[], at: pageAnsweredAt() }
        : null;
  }
  if (!carried || carried.language !== language) return undefined;
  const first = carried;
  carried = null;
  return first;
}

export function useBanners() {
  const options = bannersQueryOptions();
  // In a language the player chose, the page's banners do not fit: they are asked for as before.
  const first = takeCarriedBanners(options.queryKey[2]);
  return useQuery({ ...options, initialData: first?.list, initialDataUpdatedAt: first?.at });
}
