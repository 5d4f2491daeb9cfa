import type { Translations } from '@meridian/contract/translations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './call-api';

export function getTranslations(language: string, signal?: AbortSignal): Promise<Translations> {
  return callApi('GET /translations', { query: { module: 'site', language_code: language }, signal });
}

export function translationsQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['translations', 'site', language] as const,
    queryFn: ({ signal }) => getTranslations(language, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Texts of a language other than English; English is bundled and needs no call. */
export function useTranslationsQuery(language: string | null) {
  return useQuery({ ...translationsQueryOptions(language ?? 'en'), enabled: language !== null && language !== 'en' });
}
