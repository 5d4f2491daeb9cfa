import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAccessToken, catchSdkScripts, installFakeKycSdk } from '../test/kyc.factory';
import { loadKycSdk, SDK_TIMEOUT_MS } from './kyc-sdk-loader';

afterEach(() => {
  window.MeridianKyc = undefined;
});

describe('loadKycSdk', () => {
  it('adds the script once, as an async classic script by its address, and answers the SDK it defined', async () => {
    const { sdk_url } = buildAccessToken();
    const script = catchSdkScripts();
    const first = loadKycSdk(sdk_url);
    const second = loadKycSdk(sdk_url);
    expect(second).toBe(first);
    expect(script.caught).toHaveLength(1);
    expect(script.caught[0]?.src).toBe(new URL(sdk_url, document.baseURI).href);
    expect(script.caught[0]?.async).toBe(true);
    expect(script.caught[0]?.type).toBe('');

    const { sdk } = installFakeKycSdk();
    script.load();
    await expect(first).resolves.toBe(sdk);
    await expect(loadKycSdk(sdk_url)).resolves.toBe(sdk);
    expect(script.caught).toHaveLength(1);
  });

  it('fails when the script does not load, and adds it again on the next try', async () => {
    const { sdk_url } = buildAccessToken();
    const script = catchSdkScripts();
    const first = loadKycSdk(sdk_url);
    script.fail();
    await expect(first).rejects.toThrow('failed to load');

    const second = loadKycSdk(sdk_url);
    expect(second).not.toBe(first);
    expect(script.caught).toHaveLength(2);
    const { sdk } = installFakeKycSdk();
    script.load();
    await expect(second).resolves.toBe(sdk);
  });

  it('fails when the script ran but defined no SDK', async () => {
    const { sdk_url } = buildAccessToken();
    const script = catchSdkScripts();
    const loading = loadKycSdk(sdk_url);
    script.load();
    await expect(loading).rejects.toThrow('not defined');
    loadKycSdk(sdk_url).catch(() => undefined);
    expect(script.caught).toHaveLength(2);
  });

  it('gives up on a script that has not arrived in time', async () => {
    vi.useFakeTimers();
    const { sdk_url } = buildAccessToken();
    catchSdkScripts();
    const loading = loadKycSdk(sdk_url);
    const outcome = expect(loading).rejects.toThrow('timed out');
    await vi.advanceTimersByTimeAsync(SDK_TIMEOUT_MS);
    await outcome;
  });
});
