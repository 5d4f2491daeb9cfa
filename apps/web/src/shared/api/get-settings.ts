import type { Settings } from '@meridian/contract/settings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useSettingsParamsStore } from './settings-params.store';

export interface SettingsParams {
  host: string;
  accountId: number | null;
  countryCode: string | null;
}

export function getSettings(params: SettingsParams, signal?: AbortSignal): Promise<Settings> {
  return apiRequest<Settings>('/settings', {
    query: { host: params.host, account_id: params.accountId, country_code: params.countryCode },
    signal,
  });
}

export function settingsQueryOptions(params: SettingsParams) {
  return queryOptions({
    queryKey: ['settings', params] as const,
    queryFn: ({ signal }) => getSettings(params, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useSettingsParams(): SettingsParams {
  const accountId = useSettingsParamsStore((state) => state.accountId);
  const countryCode = useSettingsParamsStore((state) => state.countryCode);
  return { host: window.location.hostname, accountId, countryCode };
}

export function useSettingsQuery() {
  return useQuery(settingsQueryOptions(useSettingsParams()));
}

/** Settings for components under the app boot, which renders nothing until they are loaded. */
export function useSettings(): Settings {
  const { data } = useSettingsQuery();
  if (!data) throw new Error('useSettings() was called before settings were loaded');
  return data;
}
