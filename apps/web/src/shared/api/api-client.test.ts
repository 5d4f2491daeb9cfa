import { REQUEST_TIMEOUT_MS } from '@meridian/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { apiRequest, buildUrl } from './api-client';
import { setApiContext } from './api-context';
import { ApiError } from './api-error';
import { onUnauthorized, setAuthTokenProvider } from './auth-hooks';
import { useNetworkStore } from './network.store';

/** A fetch that never answers, and rejects like the real one when its signal aborts. */
function hangingFetch(_input: unknown, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (init.signal?.aborted) abort();
    else init.signal?.addEventListener('abort', abort);
  });
}

function headersOf(mock: ReturnType<typeof stubFetch>, call = 0): Headers {
  return new Headers((mock.mock.calls[call]?.[1] as RequestInit | undefined)?.headers);
}

describe('apiRequest', () => {
  beforeEach(() => {
    useNetworkStore.setState(useNetworkStore.getInitialState());
    setApiContext({ language: 'en', partnerId: 1 });
    setAuthTokenProvider(() => null);
  });

  afterEach(() => setAuthTokenProvider(() => null));

  it('returns the payload of the envelope', async () => {
    stubFetch({ '/ping': { pong: true, unix_timestamp: 1 } });
    await expect(apiRequest('/ping')).resolves.toEqual({ pong: true, unix_timestamp: 1 });
  });

  it('answers integers beyond 2^53 as exact BigInt values', async () => {
    stubFetch({
      '/user/balance': () =>
        new Response(
          '{"payload":{"list":[{"id":1,"balance":9007199254740993}]},"errors":null,"message":"","code":"OK"}',
          {
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    });
    await expect(apiRequest('/user/balance')).resolves.toEqual({ list: [{ id: 1, balance: 9007199254740993n }] });
  });

  it('sends the language, partner, platform and bearer headers', async () => {
    const fetchMock = stubFetch({ '/ping': { pong: true } });
    setApiContext({ language: 'ru', partnerId: 7 });
    setAuthTokenProvider(() => 'token-1');
    await apiRequest('/ping');
    const headers = headersOf(fetchMock);
    expect(headers.get('accept-language')).toBe('ru');
    expect(headers.get('x-partner-id')).toBe('7');
    expect(headers.get('x-platform')).toBe('1');
    expect(headers.get('authorization')).toBe('Bearer token-1');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = stubFetch({ '/ping': { pong: true } });
    await apiRequest('/ping');
    expect(headersOf(fetchMock).has('authorization')).toBe(false);
  });

  it('throws an ApiError carrying status, code, message and field errors', async () => {
    stubFetch({
      '/auth/login': () =>
        envelope(null, 422, 'ValidationError', 'Check the fields', { 'fields.email': ['Wrong e-mail'] }),
    });
    const error = await apiRequest('/auth/login', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe('ValidationError');
    expect(apiError.message).toBe('Check the fields');
    expect(apiError.fieldError('email')).toBe('Wrong e-mail');
  });

  it('turns a network failure into the no-connection state, and any later answer clears it', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    const error = (await apiRequest('/ping').catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.code).toBe('NetworkError');
    expect(useNetworkStore.getState().isOffline).toBe(true);

    stubFetch({});
    await apiRequest('/missing').catch(() => undefined);
    expect(useNetworkStore.getState().isOffline).toBe(false);
  });

  it('gives up after the 50 s timeout and reports no connection', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(hangingFetch));
    const pending = apiRequest('/settings').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(useNetworkStore.getState().isOffline).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error.code).toBe('Timeout');
    expect(useNetworkStore.getState().isOffline).toBe(true);
  });

  it('does not report no connection when the caller cancels', async () => {
    vi.stubGlobal('fetch', vi.fn(hangingFetch));
    const controller = new AbortController();
    const pending = apiRequest('/settings', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    expect(await pending).toBeInstanceOf(DOMException);
    expect(useNetworkStore.getState().isOffline).toBe(false);
  });

  it('flags maintenance and geo blocks answered by any call', async () => {
    stubFetch({ '/dictionaries': () => envelope(null, 503, 'Maintenance', 'Maintenance') });
    await apiRequest('/dictionaries').catch(() => undefined);
    expect(useNetworkStore.getState().blockedBy).toBe('Maintenance');
  });

  it('retries once after a 401 when an unauthorized handler asks for it', async () => {
    let token = 'expired';
    setAuthTokenProvider(() => token);
    const fetchMock = stubFetch({
      '/user/profile': (_url, init) =>
        new Headers(init.headers).get('authorization') === 'Bearer fresh'
          ? envelope({ user: { id: 1 } })
          : envelope(null, 401, 'Unauthorized', 'Token expired'),
    });
    const remove = onUnauthorized(async () => {
      token = 'fresh';
      return 'retry';
    });
    await expect(apiRequest('/user/profile')).resolves.toEqual({ user: { id: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    remove();
  });

  it('leaves a 401 to the caller when asked to ignore it', async () => {
    stubFetch({ '/user/profile': () => envelope(null, 401, 'TwoFactorRequired', '2FA') });
    const handler = vi.fn(async () => 'retry' as const);
    const remove = onUnauthorized(handler);
    const error = (await apiRequest('/user/profile', { ignoreUnauthorized: true }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.code).toBe('TwoFactorRequired');
    expect(handler).not.toHaveBeenCalled();
    remove();
  });
});

describe('buildUrl', () => {
  it('drops empty values and repeats array items', () => {
    expect(buildUrl('/settings', { host: 'meridian.test', account_id: null, ids: [1, 2] })).toBe(
      '/api/v1/settings?host=meridian.test&ids%5B%5D=1&ids%5B%5D=2',
    );
  });
});
