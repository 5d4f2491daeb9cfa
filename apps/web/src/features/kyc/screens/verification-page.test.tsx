import { KYC_STATUS } from '@meridian/contract/kyc';
import type { User } from '@meridian/contract/user';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../shared/session/auth.store';
import { useThemeStore } from '../../../shared/theme/theme.store';
import { envelope, queryCalls, type Route, stubFetch } from '../../../test/fetch-stub';
import { lazyScreenWait, renderApp } from '../../../test/render-app';
import { buildUser, renderSignedIn, signInForTest } from '../../../test/signed-in';
import { buildAccessToken, catchSdkScripts, installFakeKycSdk } from '../test/kyc.factory';

const TOKEN_PATH = '/user/sumsub/access-token';

afterEach(() => {
  window.MeridianKyc = undefined;
});

/** The verification page for a player whose `kyc` is `kyc` (answered as `user()` says when given). */
function renderVerification(kyc: number, routes: Record<string, Route | Record<string, unknown>> = {}) {
  return renderSignedIn('/profile/verification', {
    '/user/profile': { user: buildUser({ kyc }) },
    ...routes,
  });
}

/** A profile route whose player the test changes, as the provider's webhook would. */
function changingProfile(kyc: number) {
  const player = { current: buildUser({ kyc }) as User };
  const route: Route = () => envelope({ user: player.current });
  return { player, route };
}

const checkSection = () => screen.getByRole('region', { name: 'Identity check' });
const statusSection = () => screen.getByRole('region', { name: 'Your status' });
const widgetOf = (section: HTMLElement) => section.querySelector('[data-state]') as HTMLElement;

/** Starts the check and loads the SDK's script: the fake SDK, its widget made. */
async function launchWidget() {
  const script = catchSdkScripts();
  const kyc = installFakeKycSdk();
  fireEvent.click(await screen.findByRole('button', { name: 'Verify my identity' }, lazyScreenWait));
  await waitFor(() => expect(script.caught).toHaveLength(1));
  act(() => script.load());
  await waitFor(() => expect(kyc.sdk.init).toHaveBeenCalled());
  return kyc;
}

describe('verification page', () => {
  it('goes from not launched to launching to launched: a fresh token, the SDK script, then the widget', async () => {
    useThemeStore.setState({ theme: 'light' });
    const access = buildAccessToken();
    const { fetchMock } = renderVerification(KYC_STATUS.not_verified, { [TOKEN_PATH]: access });
    const script = catchSdkScripts();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Identity verification' }, lazyScreenWait),
    ).toBeTruthy();
    expect(within(statusSection()).getByText('Not verified')).toBeTruthy();
    const check = checkSection();
    expect(check.textContent).toContain('an identity document');
    expect(check.textContent).toContain('a selfie');
    expect(widgetOf(check).dataset.state).toBe('not_launched');
    expect(queryCalls(fetchMock, TOKEN_PATH)).toHaveLength(0);

    fireEvent.click(within(check).getByRole('button', { name: 'Verify my identity' }));
    expect(widgetOf(check).getAttribute('aria-busy')).toBe('true');
    expect(within(check).getByRole('progressbar', { name: 'Starting the identity check…' })).toBeTruthy();
    expect(within(check).queryByRole('button', { name: 'Verify my identity' })).toBeNull();
    await waitFor(() => expect(script.caught).toHaveLength(1));
    expect(queryCalls(fetchMock, TOKEN_PATH)).toHaveLength(1);
    expect(script.caught[0]?.src).toBe(new URL(access.sdk_url, document.baseURI).href);

    const kyc = installFakeKycSdk();
    act(() => script.load());
    await waitFor(() => expect(widgetOf(check).dataset.state).toBe('launched'));
    expect(widgetOf(check).getAttribute('aria-busy')).toBe('false');
    // The widget is set up by an effect of the launched state, which React runs after that render.
    await waitFor(() => expect(kyc.sdk.init).toHaveBeenCalledTimes(1));
    const options = kyc.last()?.options;
    expect(options).toMatchObject({ token: access.token, lang: 'en', theme: 'light' });
    expect(check.contains(options?.container ?? null)).toBe(true);
    expect(within(check).getByTitle('Identity verification')).toBeTruthy();
  });

  it('asks for a fresh token when the widget’s runs out', async () => {
    const tokens = [buildAccessToken(), buildAccessToken({ token: 'renewed-token' })];
    let asked = 0;
    renderVerification(KYC_STATUS.not_verified, {
      [TOKEN_PATH]: () => envelope(tokens[Math.min(asked++, 1)]),
    });
    const kyc = await launchWidget();
    await expect(kyc.last()?.options.onTokenExpired()).resolves.toBe('renewed-token');
    expect(asked).toBe(2);
  });

  it('shows a failed token request with Retry, which starts the check again', async () => {
    let failing = true;
    const access = buildAccessToken();
    renderVerification(KYC_STATUS.not_verified, {
      [TOKEN_PATH]: () =>
        failing
          ? envelope(null, 502, 'ProviderUnavailable', 'The verification service is not available. Try again later.')
          : envelope(access),
    });
    const script = catchSdkScripts();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my identity' }, lazyScreenWait));

    const alert = await within(checkSection()).findByRole('alert');
    expect(alert.textContent).toContain('The identity check could not continue');
    expect(alert.textContent).toContain('The verification service is not available right now.');
    const retry = within(checkSection()).getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(document.activeElement).toBe(retry));
    expect(script.caught).toHaveLength(0);

    failing = false;
    const kyc = installFakeKycSdk();
    fireEvent.click(retry);
    await waitFor(() => expect(script.caught).toHaveLength(1));
    act(() => script.load());
    await waitFor(() => expect(widgetOf(checkSection()).dataset.state).toBe('launched'));
    expect(kyc.last()?.options.token).toBe(access.token);
    expect(within(checkSection()).queryByRole('alert')).toBeNull();
  });

  it('shows a failed SDK script as an error, and loads it again on Retry', async () => {
    const access = buildAccessToken();
    renderVerification(KYC_STATUS.not_verified, { [TOKEN_PATH]: access });
    const script = catchSdkScripts();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify my identity' }, lazyScreenWait));
    await waitFor(() => expect(script.caught).toHaveLength(1));
    act(() => script.fail());

    const alert = await within(checkSection()).findByRole('alert');
    expect(alert.textContent).toContain('The identity check could not be loaded.');
    expect(widgetOf(checkSection()).dataset.state).toBe('error');

    const kyc = installFakeKycSdk();
    fireEvent.click(within(checkSection()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(script.caught).toHaveLength(2));
    act(() => script.load());
    await waitFor(() => expect(kyc.sdk.init).toHaveBeenCalledTimes(1));
  });

  it('thanks the player once they submit, and refreshes the user on each status the widget reports', async () => {
    const profile = changingProfile(KYC_STATUS.not_verified);
    const { fetchMock } = renderVerification(KYC_STATUS.not_verified, {
      '/user/profile': profile.route,
      [TOKEN_PATH]: buildAccessToken(),
    });
    const kyc = await launchWidget();
    const widget = kyc.last();
    if (!widget) throw new Error('no widget');

    act(() => widget.emit({ type: 'ready' }));
    act(() => widget.emit({ type: 'submitted' }));
    const live = within(statusSection()).getByRole('status');
    expect(live.textContent).toBe('Thank you — we are checking your documents.');

    const before = queryCalls(fetchMock, '/user/profile').length;
    profile.player.current = buildUser({ kyc: KYC_STATUS.pending });
    act(() => widget.emit({ type: 'status', status: 'pending' }));
    // At once, not at the next poll.
    await waitFor(() => expect(within(statusSection()).getByText('Pending')).toBeTruthy(), { timeout: 1_500 });
    expect(queryCalls(fetchMock, '/user/profile').length).toBeGreaterThan(before);
    // The check the player started stays on the page while the provider decides.
    expect(widgetOf(checkSection()).dataset.state).toBe('launched');
    expect(widget.destroy).not.toHaveBeenCalled();
    expect(live.textContent).toBe('Thank you — we are checking your documents.');

    profile.player.current = buildUser({ kyc: KYC_STATUS.verified });
    act(() => widget.emit({ type: 'status', status: 'approved' }));
    await waitFor(() => expect(within(statusSection()).getByText('Verified')).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Identity check' })).toBeNull();
    expect(widget.destroy).toHaveBeenCalledTimes(1);
    expect(live.textContent).toBe('');
  });

  it('keeps asking for the status the widget reported until the profile shows it', async () => {
    const profile = changingProfile(KYC_STATUS.not_verified);
    const { fetchMock } = renderVerification(KYC_STATUS.not_verified, {
      '/user/profile': profile.route,
      [TOKEN_PATH]: buildAccessToken(),
    });
    const kyc = await launchWidget();

    // The widget knows before the provider's webhook has reached the server.
    act(() => kyc.last()?.emit({ type: 'status', status: 'approved' }));
    await waitFor(() => expect(queryCalls(fetchMock, '/user/profile').length).toBeGreaterThan(1));
    expect(within(statusSection()).getByText('Not verified')).toBeTruthy();
    profile.player.current = buildUser({ kyc: KYC_STATUS.verified });
    await waitFor(() => expect(within(statusSection()).getByText('Verified')).toBeTruthy(), { timeout: 8_000 });
    expect(kyc.last()?.destroy).toHaveBeenCalledTimes(1);
  });

  it('stops on an error the widget reports, destroying it, and offers Retry', async () => {
    renderVerification(KYC_STATUS.not_verified, { [TOKEN_PATH]: buildAccessToken() });
    const kyc = await launchWidget();
    act(() => kyc.last()?.emit({ type: 'error', message: 'The token could not be renewed.' }));
    const alert = await within(checkSection()).findByRole('alert');
    expect(alert.textContent).toContain('The identity check was interrupted.');
    expect(kyc.last()?.destroy).toHaveBeenCalledTimes(1);
    expect(within(checkSection()).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('destroys the widget when the player leaves the page', async () => {
    const view = renderVerification(KYC_STATUS.not_verified, { [TOKEN_PATH]: buildAccessToken() });
    const kyc = await launchWidget();
    view.unmount();
    expect(kyc.last()?.destroy).toHaveBeenCalledTimes(1);
  });

  it('offers a verified player no check', async () => {
    const { fetchMock } = renderVerification(KYC_STATUS.verified);
    expect(await screen.findByText('Verified', undefined, lazyScreenWait)).toBeTruthy();
    expect(statusSection().textContent).toContain('Your identity is verified.');
    expect(screen.queryByRole('button', { name: 'Verify my identity' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Identity check' })).toBeNull();
    expect(queryCalls(fetchMock, TOKEN_PATH)).toHaveLength(0);
  });

  it('asks a rejected player to fix and resubmit', async () => {
    renderVerification(KYC_STATUS.rejected);
    expect(await screen.findByText('Rejected', undefined, lazyScreenWait)).toBeTruthy();
    expect(within(checkSection()).getByRole('button', { name: 'Fix and resubmit' })).toBeTruthy();
  });

  it('shows a check in progress without a start button', async () => {
    renderVerification(KYC_STATUS.review);
    expect(await screen.findByText('In review', undefined, lazyScreenWait)).toBeTruthy();
    expect(statusSection().textContent).toContain('A specialist is reviewing your documents.');
    expect(screen.queryByRole('region', { name: 'Identity check' })).toBeNull();
  });

  it('sends a signed-out visitor home', async () => {
    renderVerification(KYC_STATUS.not_verified);
    act(() => useAuthStore.getState().setTokens(null));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('is linked from the More menu on a phone and from the header’s profile menu on a desktop', async () => {
    signInForTest();
    stubFetch({ '/user/profile': { user: buildUser() } });
    const phone = renderApp('/more', { formFactor: 'mobile' });
    const more = await screen.findByRole('navigation', { name: 'More' }, lazyScreenWait);
    expect(within(more).getByRole('link', { name: 'Identity verification' }).getAttribute('href')).toBe(
      '/profile/verification',
    );
    phone.unmount();

    renderApp('/results', { formFactor: 'desktop' });
    await screen.findByRole('heading', { level: 1, name: 'Results' }, lazyScreenWait);
    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    const menu = await screen.findByRole('navigation', { name: 'Profile menu' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Identity verification' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile/verification'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Identity verification' }, lazyScreenWait),
    ).toBeTruthy();
  });

  it('is linked from the profile page with the player’s status', async () => {
    renderSignedIn('/profile/info', {
      '/user/profile': { user: buildUser({ kyc: KYC_STATUS.rejected }) },
      '/user/profile-form': { fields: [], user: buildUser({ kyc: KYC_STATUS.rejected }) },
    });
    const link = await screen.findByRole('link', { name: 'Identity verification: Rejected' }, lazyScreenWait);
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile/verification'));
    expect(await screen.findByRole('button', { name: 'Fix and resubmit' }, lazyScreenWait)).toBeTruthy();
  });
});
