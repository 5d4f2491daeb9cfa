import type { RgState } from '@meridian/contract/responsible-gaming';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { useAuthStore } from '../../../shared/session/auth.store';

/** Every responsible gaming query starts with this. */
export const rgQueryKey = ['responsible-gaming'] as const;
export const rgStateQueryKey = [...rgQueryKey, 'state'] as const;

/** `GET /user/responsible-gaming`: the limits with what each has used, the reality check and any break. */
export function getRgState(signal?: AbortSignal): Promise<RgState> {
  return callApi('GET /user/responsible-gaming', { signal });
}

export function rgStateQueryOptions() {
  return queryOptions({ queryKey: rgStateQueryKey, queryFn: ({ signal }) => getRgState(signal), staleTime: 30_000 });
}

/**
 * The signed-in player's responsible gaming state; idle while signed out. `fresh` asks for it again on
 * mount whatever the cache holds (the scheduler, mounted at each sign-in: a new sign-in has a new start).
 */
export function useRgState({ fresh = false }: { fresh?: boolean } = {}) {
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  return useQuery({ ...rgStateQueryOptions(), enabled: isAuthorized, refetchOnMount: fresh ? 'always' : true });
}
