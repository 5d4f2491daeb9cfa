import type { Dictionaries } from '@meridian/contract/dictionaries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApiContext } from './api-context';
import { callApi } from './call-api';

export function getDictionaries(signal?: AbortSignal): Promise<Dictionaries> {
  return callApi('GET /dictionaries', { signal });
}

export function dictionariesQueryOptions(language: string = getApiContext().language) {
  return queryOptions({
    queryKey: ['dictionaries', language] as const,
    queryFn: ({ signal }) => getDictionaries(signal),
    staleTime: 60 * 60_000,
  });
}

export function useDictionaries() {
  return useQuery(dictionariesQueryOptions());
}
