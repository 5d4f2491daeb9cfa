import type { User } from '@meridian/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../session/auth.store';
import { callApi } from './call-api';

export function getProfile(signal?: AbortSignal): Promise<User> {
  return callApi('GET /user/profile', { signal }).then((payload) => payload.user);
}

export const profileQueryKey = ['user', 'profile'] as const;

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal), staleTime: 60_000 });
}

/** The signed-in player; idle while signed out. */
export function useProfileQuery() {
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  return useQuery({ ...profileQueryOptions(), enabled: isAuthorized });
}

/** Keeps the store's two-factor flag in step with the profile, for the menus that show it. */
export function useProfileSync(): void {
  const { data } = useProfileQuery();
  const setTwoFactorEnabled = useAuthStore((state) => state.setTwoFactorEnabled);
  useEffect(() => {
    if (data) setTwoFactorEnabled(data.two_factor_enabled === 1);
  }, [data, setTwoFactorEnabled]);
}
