import { BOOT_SETTINGS_ELEMENT_ID, type Settings } from '@meridian/contract/settings';
import type { QueryClient } from '@tanstack/react-query';
import { settingsQueryOptions } from './get-settings';
import { useSettingsParamsStore } from './settings-params.store';

/**
 * Takes the settings answer the page arrived with, once: what `GET /settings` would have answered
 * the first call (no wallet chosen, no country picked), so the app draws at once instead of waiting
 * for it. Anything unreadable is ignored and the app asks as before.
 */
export function seedBootSettings(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(BOOT_SETTINGS_ELEMENT_ID);
  if (!element) return;
  element.remove();
  const { accountId, countryCode } = useSettingsParamsStore.getState();
  if (accountId !== null || countryCode !== null) return;
  let settings: Settings | undefined;
  try {
    const answer = JSON.parse(element.textContent ?? '') as { code?: string; payload?: Settings };
    if (answer.code === 'OK' && answer.payload && typeof answer.payload === 'object') settings = answer.payload;
  } catch {
    return;
  }
  if (!settings) return;
  // Answered when the page was: the clock offset the code steps work out from it stays right.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const answeredAt = navigation ? Math.round(performance.timeOrigin + navigation.responseStart) : Date.now();
  const params = { host: window.location.hostname, accountId, countryCode };
  queryClient.setQueryData(settingsQueryOptions(params).queryKey, settings, { updatedAt: answeredAt });
}
