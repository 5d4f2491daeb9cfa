import type { TokenData } from '@meridian/contract/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { apiRequest } from '../api/api-client';
import { storageKeys } from '../browser/storage';
import { usePopupStore } from '../popups/popup.store';
import { useAuthStore } from './auth.store';
import { resetAuthChannel } from './auth-broadcast';
import { getValidToken, refreshTokens, signIn, signOut, startAuthSession } from './auth-session';
import { toStoredTokens } from './token-storage';

function tokenData(n: number, overrides: Partial<TokenData> = {}): TokenData {
  return {
    token: `access-${n}`,
    refresh_token: `refresh-${n}`,
    token_ttl: 900,
    refresh_ttl: 86_400,
    two_factor_authed: true,
    ...overrides,
  };
}

const authHeader = (call: unknown[] | undefined) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers).get('Authorization');

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', undefined);
  resetAuthChannel();
  useAuthStore.setState({ tokens: null, isAuthorized: false, status: 'empty', twoFactorEnabled: false });
  usePopupStore.setState({ stack: [] });
});

afterEach(() => {
  stop();
  resetAuthChannel();
});

describe('token storage at startup', () => {
  it('keeps remembered tokens in localStorage across browser sessions', () => {
    signIn(tokenData(1), true);
    expect(JSON.parse(localStorage.getItem(storageKeys.auth) ?? 'null').token).toBe('access-1');
    expect(sessionStorage.getItem(storageKeys.auth)).toBeNull();
    useAuthStore.setState({ tokens: null, isAuthorized: false });
    stop = startAuthSession();
    expect(useAuthStore.getState().isAuthorized).toBe(true);
  });

  it('keeps tokens without remember-me to the tab only', () => {
    signIn(tokenData(1), false);
    expect(localStorage.getItem(storageKeys.auth)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(storageKeys.auth) ?? 'null').token).toBe('access-1');
  });

  it('removes persistent tokens that were not remembered at startup', () => {
    localStorage.setItem(storageKeys.auth, JSON.stringify(toStoredTokens(tokenData(1), false)));
    stop = startAuthSession();
    expect(localStorage.getItem(storageKeys.auth)).toBeNull();
    expect(useAuthStore.getState().status).toBe('empty');
  });

  it('drops tokens whose refresh lifetime has passed', () => {
    const old = toStoredTokens(tokenData(1, { refresh_ttl: 10 }), true, Date.now() - 60_000);
    localStorage.setItem(storageKeys.auth, JSON.stringify(old));
    stop = startAuthSession();
    expect(useAuthStore.getState().tokens).toBeNull();
  });

  it('holds a two-factor player as not yet authorized', () => {
    signIn(tokenData(1, { two_factor_authed: false }), false);
    expect(useAuthStore.getState().status).toBe('success');
    expect(useAuthStore.getState().isAuthorized).toBe(false);
  });
});

describe('refresh', () => {
  it('refreshes 120 s before the stated lifetime, not sooner', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const fetchMock = stubFetch({ '/auth/refresh-token': { token: tokenData(2) } });
    stop = startAuthSession();
    signIn(tokenData(1, { token_ttl: 300 }), true);
    await vi.advanceTimersByTimeAsync(179_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ refresh_token: 'refresh-1' });
    expect(useAuthStore.getState().tokens?.token).toBe('access-2');
  });

  it('refreshes before handing out a token inside the margin', async () => {
    stubFetch({ '/auth/refresh-token': { token: tokenData(2) } });
    stop = startAuthSession();
    signIn(tokenData(1, { token_ttl: 100 }), false);
    await expect(getValidToken()).resolves.toBe('access-2');
  });

  it('shares one refresh between concurrent callers', async () => {
    const fetchMock = stubFetch({ '/auth/refresh-token': { token: tokenData(2) } });
    signIn(tokenData(1), false);
    const [a, b] = await Promise.all([refreshTokens(), refreshTokens()]);
    expect(a?.token).toBe('access-2');
    expect(b).toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signs out when the refresh fails', async () => {
    stubFetch({ '/auth/refresh-token': () => envelope(null, 401, 'Unauthorized', 'Expired') });
    signIn(tokenData(1), true);
    await expect(refreshTokens()).resolves.toBeNull();
    expect(useAuthStore.getState().isAuthorized).toBe(false);
    expect(localStorage.getItem(storageKeys.auth)).toBeNull();
  });
});

describe('the 401 rule', () => {
  it('waits 700 ms, refreshes and retries once with the new token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let profileCalls = 0;
    const fetchMock = stubFetch({
      '/user/profile': () => {
        profileCalls += 1;
        return profileCalls === 1 ? envelope(null, 401, 'Unauthorized', 'Expired') : envelope({ ok: true });
      },
      '/auth/refresh-token': { token: tokenData(2) },
    });
    stop = startAuthSession();
    signIn(tokenData(1), false);
    const result = apiRequest('/user/profile');
    await vi.advanceTimersByTimeAsync(699);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(authHeader(fetchMock.mock.calls[2])).toBe('Bearer access-2');
  });

  it('retries without authorization and signs out when the refresh fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = stubFetch({
      '/content/banners': (_url, init) =>
        new Headers(init.headers).get('Authorization')
          ? envelope(null, 401, 'Unauthorized', '')
          : envelope({ list: [] }),
      '/auth/refresh-token': () => envelope(null, 401, 'Unauthorized', 'Revoked'),
    });
    stop = startAuthSession();
    signIn(tokenData(1), false);
    const result = apiRequest('/content/banners');
    await vi.advanceTimersByTimeAsync(700);
    await expect(result).resolves.toEqual({ list: [] });
    expect(authHeader(fetchMock.mock.calls[2])).toBeNull();
    expect(useAuthStore.getState().status).toBe('empty');
  });

  it('retries only once when the retry is refused too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = stubFetch({
      '/user/tokens': () => envelope(null, 401, 'Unauthorized', 'No'),
      '/auth/refresh-token': { token: tokenData(2) },
    });
    stop = startAuthSession();
    signIn(tokenData(1), false);
    const result = apiRequest('/user/tokens').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(700);
    expect(await result).toMatchObject({ status: 401 });
    expect(fetchMock.mock.calls.filter((call) => String(call[0]).includes('/user/tokens'))).toHaveLength(2);
  });

  it('opens Check2FA on TwoFactorRequired without refreshing', async () => {
    const fetchMock = stubFetch({ '/user/profile': () => envelope(null, 401, 'TwoFactorRequired', '2FA') });
    stop = startAuthSession();
    signIn(tokenData(1, { two_factor_authed: false }), false);
    await expect(apiRequest('/user/profile')).rejects.toMatchObject({ code: 'TwoFactorRequired' });
    expect(usePopupStore.getState().stack.map((popup) => popup.name)).toEqual(['Check2FA']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('other tabs', () => {
  it('hears a sign-in and a sign-out through the storage fallback', () => {
    stop = startAuthSession();
    const tokens = toStoredTokens(tokenData(5), true);
    window.dispatchEvent(
      new StorageEvent('storage', { key: storageKeys.authEvent, newValue: JSON.stringify({ type: 'tokens', tokens }) }),
    );
    expect(useAuthStore.getState().tokens?.token).toBe('access-5');
    window.dispatchEvent(
      new StorageEvent('storage', { key: storageKeys.authEvent, newValue: JSON.stringify({ type: 'logout' }) }),
    );
    expect(useAuthStore.getState().isAuthorized).toBe(false);
  });

  it('broadcasts sign-in and sign-out on a BroadcastChannel when there is one', () => {
    const posted: unknown[] = [];
    class FakeChannel {
      postMessage(message: unknown) {
        posted.push(message);
      }
      addEventListener() {}
      removeEventListener() {}
      close() {}
    }
    vi.stubGlobal('BroadcastChannel', FakeChannel);
    resetAuthChannel();
    signIn(tokenData(1), false);
    signOut();
    expect(posted).toMatchObject([{ type: 'tokens', tokens: { token: 'access-1' } }, { type: 'logout' }]);
  });
});
