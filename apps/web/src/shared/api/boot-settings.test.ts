import { afterEach, describe, expect, it } from 'vitest';
import { buildSettings } from '../../test/settings.factory';
import { seedBootSettings } from './boot-settings';
import { settingsQueryOptions } from './get-settings';
import { createQueryClient } from './query-client';
import { useSettingsParamsStore } from './settings-params.store';

function carry(text: string): HTMLScriptElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'meridian-settings';
  element.textContent = text;
  document.head.append(element);
  return element;
}

const firstCall = () => settingsQueryOptions({ host: window.location.hostname, accountId: null, countryCode: null });

describe('seedBootSettings', () => {
  afterEach(() => {
    document.getElementById('meridian-settings')?.remove();
    useSettingsParamsStore.setState({ accountId: null, countryCode: null });
  });

  it('answers the first settings call with what the page carried, once', () => {
    const settings = buildSettings();
    const element = carry(JSON.stringify({ payload: settings, errors: null, message: '', code: 'OK' }));
    const queryClient = createQueryClient();
    seedBootSettings(queryClient);
    expect(queryClient.getQueryData(firstCall().queryKey)).toEqual(settings);
    expect(element.isConnected).toBe(false);
  });

  it('leaves the call to the network when the page carried nothing readable', () => {
    for (const text of ['{"payload":', JSON.stringify({ payload: null, code: 'Maintenance' })]) {
      carry(text);
      const queryClient = createQueryClient();
      seedBootSettings(queryClient);
      expect(queryClient.getQueryData(firstCall().queryKey), text).toBeUndefined();
      document.getElementById('meridian-settings')?.remove();
    }
    const queryClient = createQueryClient();
    seedBootSettings(queryClient);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('does not stand in for a call with a chosen country, whose answer differs', () => {
    useSettingsParamsStore.setState({ countryCode: 'DE' });
    carry(JSON.stringify({ payload: buildSettings(), errors: null, message: '', code: 'OK' }));
    const queryClient = createQueryClient();
    seedBootSettings(queryClient);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
