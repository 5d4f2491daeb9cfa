import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/api/query-client';
import { useSettingsParamsStore } from '../../../shared/api/settings-params.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { useWallets, walletsQueryKey } from '../../../shared/wallets/get-wallets';
import { buildWallet, profileRoute, putWalletDictionaries } from '../../../shared/wallets/wallets.test-data';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderSignedIn, signInForTest } from '../../../test/signed-in';
import { BALANCE_PERIOD_CASINO_MS, BALANCE_PERIOD_MS, BALANCE_THROTTLE_MS, useWalletsSync } from './use-wallets-sync';

const usd = buildWallet({ id: 11, name: 'USD', currency_id: 2, balance: 123450, is_default: true });
const eur = buildWallet({ id: 12, name: 'EUR', currency_id: 1, balance: 700 });

describe('balance refresh rules', () => {
  let balanceCalls = 0;

  function renderSync(path: string) {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    return renderHook(
      () => {
        useWalletsSync();
        return useWallets();
      },
      { wrapper },
    );
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    installFakeRealtime();
    signInForTest();
    balanceCalls = 0;
    stubFetch({
      '/user/balance': () => {
        balanceCalls += 1;
        return envelope({ list: [usd] });
      },
    });
  });

  afterEach(() => useAuthStore.getState().setTokens(null));

  it('asks again every 60 s on casino views', async () => {
    renderSync('/casino/games');
    await vi.advanceTimersByTimeAsync(0);
    expect(balanceCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(BALANCE_PERIOD_CASINO_MS - 1000);
    expect(balanceCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(balanceCalls).toBe(2);
    await vi.advanceTimersByTimeAsync(BALANCE_PERIOD_CASINO_MS);
    expect(balanceCalls).toBe(3);
  });

  it('asks again every 15 minutes elsewhere', async () => {
    renderSync('/live');
    await vi.advanceTimersByTimeAsync(0);
    expect(balanceCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(BALANCE_PERIOD_CASINO_MS * 5);
    expect(balanceCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(BALANCE_PERIOD_MS - BALANCE_PERIOD_CASINO_MS * 5);
    expect(balanceCalls).toBe(2);
  });

  it('asks again on returning to the tab, at most once per 10 s: asked sooner, it asks when the 10 s are over', async () => {
    renderSync('/');
    await vi.advanceTimersByTimeAsync(0);
    expect(balanceCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(BALANCE_THROTTLE_MS - 2000);
    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(balanceCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(balanceCalls).toBe(1);
    // Both returns within the window made one call at its end.
    await vi.advanceTimersByTimeAsync(1);
    expect(balanceCalls).toBe(2);
    await vi.advanceTimersByTimeAsync(BALANCE_THROTTLE_MS * 3);
    expect(balanceCalls).toBe(2);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(balanceCalls).toBe(3);
  });
});

describe('the player channel', () => {
  beforeEach(() => useSettingsParamsStore.setState({ accountId: null }));

  it('authenticates the socket, patches the balance from events, and signs out when the session ends', async () => {
    const realtime = installFakeRealtime();
    const { queryClient } = renderSignedIn('/profile/sessions', {
      '/user/profile': profileRoute,
      '/user/balance': { list: [usd, eur] },
      '/user/tokens': { list: [] },
    });
    putWalletDictionaries(queryClient);
    await screen.findByRole('button', { name: 'Balance $1,234.50, wallets' }, { timeout: 10_000 });

    // The player's channel comes with the signed-in header's code, which may arrive after the balance.
    await waitFor(() => expect(realtime.sockets).not.toHaveLength(0));
    const socket = realtime.open();
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'a' });
    expect(realtime.subscribed()).not.toContain('user');
    act(() => socket.receive({ type: 'authenticated', user_id: 7 }));
    expect(realtime.subscribed()).toContain('user');

    act(() =>
      socket.receive({ type: 'update', channel: 'user', data: { kind: 'balance', account_id: 11, balance: 99_900 } }),
    );
    expect(await screen.findByRole('button', { name: 'Balance $999.00, wallets' })).toBeTruthy();

    // A balance beyond 2^53 minor units stays exact.
    act(() =>
      socket.onmessage?.({
        data: '{"type":"update","channel":"user","data":{"kind":"balance","account_id":11,"balance":9007199254740993}}',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Balance $90,071,992,547,409.93, wallets' })).toBeTruthy();

    act(() => socket.receive({ type: 'update', channel: 'user', data: { kind: 'session_terminated' } }));
    await waitFor(() => expect(useAuthStore.getState().tokens).toBeNull());
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    // The sessions page needs sign-in: its guard sends the signed-out player home.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  }, 30_000);

  it('sends the refreshed access token on the open socket', async () => {
    const realtime = installFakeRealtime();
    renderSignedIn('/', { '/user/profile': profileRoute, '/user/balance': { list: [usd] } });
    await screen.findByRole('button', { name: /^Balance/ }, { timeout: 10_000 });
    // The player's channel comes with the signed-in header's code, which may arrive after the balance.
    await waitFor(() => expect(realtime.sockets).not.toHaveLength(0));
    const socket = realtime.open();
    const tokens = useAuthStore.getState().tokens;
    if (!tokens) throw new Error('signed in expected');
    act(() => useAuthStore.getState().setTokens({ ...tokens, token: 'b' }));
    expect(socket.sent.filter((frame) => frame.type === 'auth')).toEqual([
      { type: 'auth', token: 'a' },
      { type: 'auth', token: 'b' },
    ]);
    useAuthStore.getState().setTokens(null);
  }, 30_000);
});

/** A header's wallet parts: the sync and the balance it shows. */
function WalletsHeader() {
  useWalletsSync();
  return <output>{useWallets().data?.length ?? 'none'}</output>;
}

describe('a page the server rendered for a visitor', () => {
  afterEach(() => useAuthStore.getState().setTokens(null));

  it('keeps the wallets of the session this browser holds while it hydrates, asking for nothing again', async () => {
    installFakeRealtime();
    let balanceCalls = 0;
    stubFetch({
      '/user/balance': () => {
        balanceCalls += 1;
        return envelope({ list: [usd] });
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(walletsQueryKey, { list: [usd] });
    const tree = (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/line']}>
          <WalletsHeader />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    // The session was restored before hydration; the hydrating render still reads the visitor's state.
    signInForTest();
    const root = await act(async () => hydrateRoot(container, tree));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(queryClient.getQueryData(walletsQueryKey)).toEqual({ list: [usd] });
    expect(container.textContent).toBe('1');
    expect(balanceCalls).toBe(0);
    act(() => root.unmount());
    container.remove();
  });
});
