import type { KycSdk } from '@meridian/contract/kyc';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/api/query-client';
import { i18n } from '../../../shared/i18n/i18n';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { buildAccessToken, installFakeKycSdk } from '../test/kyc.factory';
import { IdentityCheckWidget } from './identity-check-widget';

const TOKEN_PATH = '/user/sumsub/access-token';

/** A loader the test settles by hand, standing in for the SDK's script tag. */
function manualLoader() {
  const calls: { src: string; resolve: (sdk: KycSdk) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    (src: string) =>
      new Promise<KycSdk>((resolve, reject) => {
        calls.push({ src, resolve, reject });
      }),
  );
  return { load, calls };
}

function renderWidget(props: Partial<Parameters<typeof IdentityCheckWidget>[0]> = {}) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <IdentityCheckWidget {...props} />
    </QueryClientProvider>,
  );
}

const root = () => document.querySelector('[data-state]') as HTMLElement;

afterEach(async () => {
  window.MeridianKyc = undefined;
  await act(() => i18n.changeLanguage('en'));
});

describe('IdentityCheckWidget', () => {
  it('loads the SDK through the loader it is given, in the page’s language', async () => {
    await act(() => i18n.changeLanguage('ru'));
    const access = buildAccessToken();
    stubFetch({ [TOKEN_PATH]: access });
    const loader = manualLoader();
    const states: string[] = [];
    renderWidget({ loadSdk: loader.load, onStateChange: (state) => states.push(state) });

    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить личность' }));
    expect(root().dataset.state).toBe('launching');
    await waitFor(() => expect(loader.calls).toHaveLength(1));
    expect(loader.calls[0]?.src).toBe(access.sdk_url);

    const { sdk, last } = installFakeKycSdk();
    await act(async () => loader.calls[0]?.resolve(sdk));
    expect(root().dataset.state).toBe('launched');
    expect(last()?.options).toMatchObject({ token: access.token, lang: 'ru' });
    expect(states).toEqual(['not_launched', 'launching', 'launched']);
  });

  it('emits an error event with where it stopped, and shows the message', async () => {
    stubFetch({ [TOKEN_PATH]: () => envelope(null, 500, 'InternalError', 'Boom') });
    const onError = vi.fn();
    const loader = manualLoader();
    renderWidget({ loadSdk: loader.load, onError });

    fireEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not start the identity check.');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ stage: 'token', messageKey: 'kyc.error.token' });
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('reports an SDK that refuses to start as an error', async () => {
    stubFetch({ [TOKEN_PATH]: buildAccessToken() });
    const onError = vi.fn();
    const loader = manualLoader();
    renderWidget({ loadSdk: loader.load, onError });
    fireEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
    await waitFor(() => expect(loader.calls).toHaveLength(1));
    const broken: KycSdk = {
      init: () => {
        throw new TypeError('MeridianKyc.init: container is an element');
      },
    };
    await act(async () => loader.calls[0]?.resolve(broken));
    expect(root().dataset.state).toBe('error');
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ stage: 'sdk' });
  });

  it('drops a launch still under way when it leaves the page', async () => {
    stubFetch({ [TOKEN_PATH]: buildAccessToken() });
    const loader = manualLoader();
    const view = renderWidget({ loadSdk: loader.load });
    fireEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
    await waitFor(() => expect(loader.calls).toHaveLength(1));
    view.unmount();
    const { sdk } = installFakeKycSdk();
    await act(async () => loader.calls[0]?.resolve(sdk));
    expect(sdk.init).not.toHaveBeenCalled();
  });
});
