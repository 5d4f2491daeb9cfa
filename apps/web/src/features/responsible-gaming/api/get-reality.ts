import type { RgReality } from '@meridian/contract/responsible-gaming';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { rgQueryKey } from './get-rg-state';

/** `GET /user/responsible-gaming/reality`: the sign-in's time played, stakes and net result so far. */
export function getReality(signal?: AbortSignal): Promise<RgReality> {
  return callApi('GET /user/responsible-gaming/reality', { signal });
}

/** Asked for at every check: the figures are of that moment, and none is kept after. */
export function realityQueryOptions() {
  return queryOptions({
    queryKey: [...rgQueryKey, 'reality'] as const,
    queryFn: ({ signal }) => getReality(signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useReality() {
  return useQuery(realityQueryOptions());
}
