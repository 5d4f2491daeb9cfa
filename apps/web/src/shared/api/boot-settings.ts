import { BOOT_SETTINGS_ELEMENT_ID, type Settings } from '@meridian/contract/settings';
import type { QueryClient } from '@tanstack/react-query';
import { okPayload, pageAnsweredAt, takeBootData } from './boot-data';
import { settingsQueryOptions } from './get-settings';
import { useSettingsParamsStore } from './settings-params.store';

/**
 * Takes the settings answer the page arrived with: what `GET /settings` would have answered the
 * first call (no wallet chosen, no country picked), so the app draws at once instead of waiting for
 * it. Without a readable one the app asks as before.
 */
export function seedBootSettings(queryClient: QueryClient, doc: Document = document): void {
  const answer = takeBootData(BOOT_SETTINGS_ELEMENT_ID, doc);
  const { accountId, countryCode } = useSettingsParamsStore.getState();
  if (accountId !== null || countryCode !== null) return;
  const settings = okPayload(answer) as Settings | undefined;
  if (!settings) return;
  // Dated when the page was answered: the clock offset the code steps work out from it stays right.
  const params = { host: window.location.hostname, accountId, countryCode };
  queryClient.setQueryData(settingsQueryOptions(params).queryKey, settings, { updatedAt: pageAnsweredAt() });
}
