import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../shared/api/api-client';
import { useNetworkStore } from '../../shared/api/network.store';
import { createQueryClient } from '../../shared/api/query-client';
import { page } from '../../shared/browser/page';
import { useChannel } from '../../shared/realtime/realtime';
import { installFakeRealtime } from '../../test/fake-realtime';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { buildSettings } from '../../test/settings.factory';
import { ConnectionBar } from '../layouts/connection-bar';
import { AppProviders } from '../providers/app-providers';
import { AppBoot } from './app-boot';
import { ErrorBoundary } from './error-boundary';

const NO_CONNECTION = 'No Connection: Check your network settings and try again';

/** A screen of live matches: a list it fetches, the live channel it listens to, and the connection bar. */
function LiveScreen({ name = 'matches' }: { name?: string }) {
  const matches = useQuery({
    queryKey: [name],
    queryFn: () => apiRequest<{ list: string[] }>(`/${name}`),
  });
  useChannel('tournament:live:1', () => undefined);
  return (
    <>
      <ConnectionBar />
      {matches.data ? <p>{matches.data.list.join(', ')}</p> : <p>Loading matches</p>}
    </>
  );
}

function renderApp(children = <LiveScreen />) {
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <AppBoot>{children}</AppBoot>
    </AppProviders>,
  );
  const show = (next: ReturnType<typeof LiveScreen>) =>
    view.rerender(
      <AppProviders queryClient={queryClient}>
        <AppBoot>{next}</AppBoot>
      </AppProviders>,
    );
  return { ...view, show };
}

function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('connectivity', () => {
  beforeEach(() => useNetworkStore.setState(useNetworkStore.getInitialState()));
  afterEach(() => {
    setBrowserOnline(true);
    onlineManager.setOnline(true);
    vi.restoreAllMocks();
  });

  it('keeps a screen that has data when a call gets no answer, and says the odds are paused', async () => {
    let reachable = true;
    stubFetch({
      '/settings': buildSettings(),
      '/matches': () => (reachable ? envelope({ list: ['Rovers - United'] }) : Promise.reject(new TypeError('Failed'))),
    });
    installFakeRealtime();
    renderApp();
    expect(await screen.findByText('Rovers - United')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');

    reachable = false;
    await act(() => apiRequest('/matches').catch(() => undefined));
    expect(screen.getByText('Rovers - United')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: NO_CONNECTION })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No connection. Live odds are paused until it returns.');

    // Any answer clears it.
    reachable = true;
    await act(() => apiRequest('/matches'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the No Connection page, not endless placeholders, for a screen that cannot load while offline', async () => {
    stubFetch({ '/settings': buildSettings(), '/matches': { list: ['Rovers - United'] } });
    installFakeRealtime();
    const { show } = renderApp(<p>Home</p>);
    expect(await screen.findByText('Home')).toBeTruthy();

    setBrowserOnline(false);
    show(<LiveScreen name="line" />);
    expect(await screen.findByRole('heading', { name: NO_CONNECTION })).toBeTruthy();
    expect(screen.queryByText('Loading matches')).toBeNull();

    // The page starts afresh once the network is back.
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    setBrowserOnline(true);
    expect(reload).toHaveBeenCalled();
  });

  it('pauses live data when the browser goes offline and recovers by itself when it is back', async () => {
    let served = 0;
    stubFetch({
      '/settings': buildSettings(),
      '/matches': () => {
        served += 1;
        return envelope({ list: [served === 1 ? 'Rovers - United' : 'Rovers - United, City - Town'] });
      },
    });
    const realtime = installFakeRealtime();
    renderApp();
    expect(await screen.findByText('Rovers - United')).toBeTruthy();
    act(() => realtime.open());
    expect(screen.getByRole('status').textContent).toBe('');

    // The socket still looks open (a dead link is not noticed for a long while): going offline drops it.
    setBrowserOnline(false);
    expect(realtime.client.connected).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('No connection. Live odds are paused until it returns.');
    expect(screen.getByText('Rovers - United')).toBeTruthy();
    expect(realtime.sockets).toHaveLength(1);

    // Back online: nobody presses anything, the list is fetched again and the socket reconnects.
    setBrowserOnline(true);
    expect(await screen.findByText('Rovers - United, City - Town')).toBeTruthy();
    expect(realtime.sockets).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('Live updates are paused. Reconnecting…');
    act(() => realtime.open());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(realtime.subscribed()).toEqual(['tournament:live:1', 'tournament:live:1']);
  });
});

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/line-page.js');
}

describe('a screen whose code cannot load', () => {
  beforeEach(() => {
    useNetworkStore.setState(useNetworkStore.getInitialState());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    vi.restoreAllMocks();
  });

  it('shows the No Connection page while the browser is offline', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: NO_CONNECTION })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('shows the error page with its Refresh while online (no other build deployed)', async () => {
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Oops, Something Went Wrong. Please Refresh The Page' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
