import type { Dictionaries } from '@meridian/contract/dictionaries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiContext } from '../../../shared/api/api-context';
import { callApi } from '../../../shared/api/call-api';
import type { CasinoSection } from '../lib/game-paths';

/** `casinoDictionariesSchema` of the contract: the same shapes as the app dictionaries' casino part. */
type CasinoDictionaries = Dictionaries['casino'];
export type CasinoCategory = CasinoDictionaries['categories'][number];
export type CasinoProvider = CasinoDictionaries['providers'][number];

/** Categories of the live casino are named `live-…`, and its game shows `game-shows`. */
export function isLiveCategory(category: CasinoCategory): boolean {
  return category.slug.startsWith('live-') || category.slug.startsWith('game-shows');
}

const inSection = (section: CasinoSection) => (item: { is_live: boolean }) => item.is_live === (section === 'live');

/** `GET /casino/dictionaries`: categories named in the page's language, and every provider. */
export function casinoDictionariesQueryOptions() {
  const language = getApiContext().language;
  return queryOptions({
    queryKey: ['casino', 'dictionaries', language] as const,
    queryFn: ({ signal }) => callApi('GET /casino/dictionaries', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** A section's categories and providers (empty lists until they arrive); each section keeps to its own. */
export function useCasinoDictionaries(section: CasinoSection) {
  const query = useQuery(casinoDictionariesQueryOptions());
  const live = section === 'live';
  return {
    categories: query.data?.categories.filter((category) => isLiveCategory(category) === live) ?? [],
    providers: query.data?.providers.filter(inSection(section)) ?? [],
    isPending: query.isPending,
  };
}

/** `GET /casino/providers`: the studios with games in the lobby; each section shows its own (live or not). */
export function useCasinoProviders(section: CasinoSection) {
  return useQuery({
    queryKey: ['casino', 'providers', getApiContext().language] as const,
    queryFn: ({ signal }) => callApi('GET /casino/providers', { signal }),
    select: (data) => data.list.filter(inSection(section)),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
