import type { Dictionaries } from '@meridian/contract/dictionaries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { getApiContext } from '../../../shared/api/api-context';

/** `casinoDictionariesSchema` of the contract: the same shapes as the app dictionaries' casino part. */
type CasinoDictionaries = Dictionaries['casino'];
export type CasinoCategory = CasinoDictionaries['categories'][number];
export type CasinoProvider = CasinoDictionaries['providers'][number];
interface CasinoProviderList {
  list: CasinoProvider[];
}

/** Categories of the live casino are named `live-…`; the regular lobby leaves them out. */
const isLiveCategory = (category: CasinoCategory) => category.slug.startsWith('live-');

/** `GET /casino/dictionaries`: categories named in the page's language, and every provider. */
export function casinoDictionariesQueryOptions() {
  const language = getApiContext().language;
  return queryOptions({
    queryKey: ['casino', 'dictionaries', language] as const,
    queryFn: ({ signal }) => apiRequest<CasinoDictionaries>('/casino/dictionaries', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** The regular casino's categories and providers (empty lists until they arrive). */
export function useCasinoDictionaries() {
  const query = useQuery(casinoDictionariesQueryOptions());
  return {
    categories: query.data?.categories.filter((category) => !isLiveCategory(category)) ?? [],
    providers: query.data?.providers.filter((provider) => !provider.is_live) ?? [],
    isPending: query.isPending,
  };
}

/** `GET /casino/providers`: the studios with games in the lobby; the regular casino shows the non-live ones. */
export function useCasinoProviders() {
  return useQuery({
    queryKey: ['casino', 'providers', getApiContext().language] as const,
    queryFn: ({ signal }) => apiRequest<CasinoProviderList>('/casino/providers', { signal }),
    select: (data) => data.list.filter((provider) => !provider.is_live),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
