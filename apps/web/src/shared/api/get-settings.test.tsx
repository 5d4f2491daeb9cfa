import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { buildSettings } from '../../test/settings.factory';
import { settingsQueryOptions, useSettings } from './get-settings';
import { useSettingsParamsStore } from './settings-params.store';

function CouponSize({ label }: { label: string }) {
  const settings = useSettings();
  return (
    <p>
      {label}: {settings.bets.coupon_max_size}
    </p>
  );
}

let showLate: () => void = () => undefined;

function Page() {
  const [late, setLate] = useState(false);
  showLate = () => setLate(true);
  return (
    <>
      <CouponSize label="first" />
      {late && <CouponSize label="late" />}
    </>
  );
}

describe('useSettings', () => {
  afterEach(() => useSettingsParamsStore.setState({ accountId: null }));

  it('keeps the last settings for a reader that mounts while settings for a new wallet load', async () => {
    const base = buildSettings();
    const withSize = (size: number) => ({ ...base, bets: { ...base.bets, coupon_max_size: size } });
    let answerWallet: (() => void) | null = null;
    stubFetch({
      '/settings': (url) =>
        url.searchParams.get('account_id') === '77'
          ? new Promise((resolve) => {
              answerWallet = () => resolve(envelope(withSize(12)));
            })
          : envelope(withSize(20)),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The app boot renders nothing until the first settings are in; here they are put in first.
    client.setQueryData(
      settingsQueryOptions({ host: window.location.hostname, accountId: null, countryCode: null }).queryKey,
      withSize(20),
    );
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('first: 20')).toBeTruthy();

    act(() => useSettingsParamsStore.getState().setAccountId(77));
    act(() => showLate());
    expect(screen.getByText('late: 20')).toBeTruthy();

    await waitFor(() => expect(answerWallet).not.toBeNull());
    await act(async () => answerWallet?.());
    expect(await screen.findByText('late: 12')).toBeTruthy();
    expect(screen.getByText('first: 12')).toBeTruthy();
    unmount();
  });

  it("keeps the last settings when asking for a new wallet's settings fails", async () => {
    const base = buildSettings();
    stubFetch({
      '/settings': (url) =>
        url.searchParams.get('account_id') === '77' ? envelope(null, 500, 'ServerError') : envelope(base),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(
      settingsQueryOptions({ host: window.location.hostname, accountId: null, countryCode: null }).queryKey,
      base,
    );
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    act(() => useSettingsParamsStore.getState().setAccountId(77));
    await waitFor(() =>
      expect(
        client.getQueryState(['settings', { host: window.location.hostname, accountId: 77, countryCode: null }])
          ?.status,
      ).toBe('error'),
    );
    act(() => showLate());
    expect(screen.getByText(`first: ${base.bets.coupon_max_size}`)).toBeTruthy();
    expect(screen.getByText(`late: ${base.bets.coupon_max_size}`)).toBeTruthy();
    unmount();
  });
});
