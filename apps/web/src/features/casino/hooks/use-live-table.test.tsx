import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsQueryOptions } from '../../../shared/api/get-settings';
import { createQueryClient } from '../../../shared/api/query-client';
import { putWalletDictionaries } from '../../../shared/wallets/wallets.test-data';
import { buildSettings } from '../../../test/settings.factory';
import { LIVE_UNSUBSCRIBE_LINGER_MS, LiveCasinoClient } from '../lib/live-casino';
import { SCRIPT_TIMEOUT_MS } from '../lib/script-launcher';
import { buildTableFrame, liveProvider } from '../test/casino.factory';
import { catchScript, installFakeMeridianLive } from '../test/fake-meridian-live';
import { useLiveTable } from './use-live-table';

let scripts = 0;
let client: LiveCasinoClient;

/** Settings with the live studio (its own script address), and the test currencies (site currency USD). */
function wrapperWithStudio(providers = [{ ...liveProvider, script_url: `/launcher.js?hook=${++scripts}` }]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    settingsQueryOptions({ host: window.location.hostname, accountId: null, countryCode: null }).queryKey,
    buildSettings({ casino: { providers } }),
  );
  putWalletDictionaries(queryClient);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { wrapper, src: providers[0]?.script_url ?? '' };
}

/** Lets effects and the loader's promise run under fake timers. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  client = new LiveCasinoClient();
});

afterEach(() => {
  client.closeAll();
  window.MeridianLive = undefined;
});

describe('useLiveTable', () => {
  it('goes from waiting_connection to pending to ready as the script, the socket and the frame come', async () => {
    const { wrapper, src } = wrapperWithStudio();
    const script = catchScript(src);
    const studio = installFakeMeridianLive();
    const { result } = renderHook(() => useLiveTable('meridian-live', 'roulette-grand', true, client), { wrapper });
    await flush();
    expect(result.current).toMatchObject({ status: 'waiting_connection', script: 'loading', unavailable: false });
    expect(result.current.currency).toEqual({ id: 2, code: 'USD' });

    act(() => {
      script.load();
    });
    await flush();
    expect(result.current).toMatchObject({ status: 'waiting_connection', script: 'loaded' });
    act(() => studio.last()?.setState('connected'));
    expect(result.current.status).toBe('pending');

    const frame = buildTableFrame({ currencyCode: 'USD' });
    act(() => studio.last()?.send(frame));
    expect(result.current).toMatchObject({ status: 'ready', frame });

    // A dropped socket waits for the connection again.
    act(() => studio.last()?.setState('disconnected'));
    expect(result.current).toMatchObject({ status: 'waiting_connection', frame: null });
  });

  it('says the data is unavailable when the script has not come in 30 s', async () => {
    const { wrapper, src } = wrapperWithStudio();
    catchScript(src);
    const { result } = renderHook(() => useLiveTable('meridian-live', 'roulette-grand', true, client), { wrapper });
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1));
    expect(result.current).toMatchObject({ status: 'waiting_connection', script: 'loading', unavailable: false });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ status: 'waiting_connection', script: 'not_loaded', unavailable: true });
  });

  it('shares one subscription between the tiles of a table, and lets go of it off screen', async () => {
    const { wrapper, src } = wrapperWithStudio();
    const script = catchScript(src);
    const studio = installFakeMeridianLive();
    const first = renderHook(({ active }) => useLiveTable('meridian-live', 'money-wheel', active, client), {
      wrapper,
      initialProps: { active: true },
    });
    const second = renderHook(() => useLiveTable('meridian-live', 'money-wheel', true, client), { wrapper });
    await flush();
    act(() => {
      script.load();
    });
    await flush();
    const connection = studio.last();
    expect(connection?.calls).toEqual(['+money-wheel|USD']);

    first.rerender({ active: false });
    await flush();
    expect(first.result.current.status).toBe('unsubscribed');
    expect(connection?.calls).toEqual(['+money-wheel|USD']);
    second.unmount();
    await act(() => vi.advanceTimersByTimeAsync(LIVE_UNSUBSCRIBE_LINGER_MS));
    expect(connection?.calls).toEqual(['+money-wheel|USD', '-money-wheel|USD']);
  });

  it('is invalid_provider for a game whose provider the settings do not name', async () => {
    const { wrapper } = wrapperWithStudio();
    const { result } = renderHook(() => useLiveTable('another-studio', 'roulette-grand', true, client), { wrapper });
    await flush();
    expect(result.current).toMatchObject({ status: 'invalid_provider', unavailable: true });
    const unknown = renderHook(() => useLiveTable(undefined, 'roulette-grand', true, client), { wrapper });
    expect(unknown.result.current.status).toBe('unsubscribed');
  });
});
