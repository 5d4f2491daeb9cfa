import type { Settings } from '@meridian/contract/settings';
import { keepPreviousData, type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageContext } from '../browser/page-context';
import { callApi } from './call-api';
import { useSettingsParamsStore } from './settings-params.store';

export interface SettingsParams {
  host: string;
  accountId: number | null;
  countryCode: string | null;
}

export function getSettings(params: SettingsParams, signal?: AbortSignal): Promise<Settings> {
  return callApi('GET /settings', {
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

/** The settings answered last for any parameters: what the app shows while new ones load. */
function latestSettings(queryClient: QueryClient): Settings | undefined {
  let latest: { at: number; data: Settings } | undefined;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['settings'] })) {
    const { data, dataUpdatedAt } = query.state;
    if (data !== undefined && (!latest || dataUpdatedAt > latest.at))
      latest = { at: dataUpdatedAt, data: data as Settings };
  }
  return latest?.data;
}

export function useSettingsParams(): SettingsParams {
  const accountId = useSettingsParamsStore((state) => state.accountId);
  const countryCode = useSettingsParamsStore((state) => state.countryCode);
  return { host: pageContext()?.host ?? window.location.hostname, accountId, countryCode };
}

/**
 * The settings for the current parameters. While new ones load (after a wallet switch, say) every
 * reader keeps the last settings, also one that mounts meanwhile and so has no previous data of its own.
 */
export function useSettingsQuery() {
  const queryClient = useQueryClient();
  return useQuery({
    ...settingsQueryOptions(useSettingsParams()),
    placeholderData: (previous) => previous ?? latestSettings(queryClient),
  });
}

/**
 * Settings for components under the app boot, which renders nothing until they are loaded. When
 * asking again fails (after a wallet switch, say), the last settings stay in use.
 */
export function useSettings(): Settings {
  const queryClient = useQueryClient();
  const { data } = useSettingsQuery();
  const settings = data ?? latestSettings(queryClient);
  if (!settings) throw new Error('useSettings() was called before settings were loaded');
  return settings;
}
