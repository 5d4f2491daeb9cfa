import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../shared/session/auth.store';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { buildSettings } from '../../test/settings.factory';

async function expectLocation(pathname: string) {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(pathname));
}

describe('route guards', () => {
  beforeEach(() => {
    stubFetch({ '/content/banners': { list: [] } });
    useAuthStore.setState({ isAuthorized: false });
  });

  describe.each(['desktop', 'mobile'] as const)('on %s', (formFactor) => {
    it.each([
      ['/an/unknown/path', '/'],
      ['/favorites', '/'],
      ['/profile', '/profile/info'],
      ['/profile/xyz', '/profile/info'],
      ['/profile/history', '/'],
      ['/payments', '/'],
      ['/payments/deposit', '/'],
      ['/payments/deposit/methods', '/'],
      ['/payments/withdraw/success', '/payments/withdraw/success'],
      ['/results/anything/else', '/results'],
      ['/casino', '/casino/games'],
      ['/live-casino/unknown', '/live-casino/games'],
      ['/line/football', '/'],
      ['/line/1/2/3', '/line/1/2/3'],
      ['/terms/aml-policy', '/terms/aml-policy'],
    ])('sends a signed-out visitor from %s to %s', async (from, to) => {
      renderApp(from, { formFactor });
      await expectLocation(to);
    });

    it('sends casino routes to / while the casino is closed', async () => {
      renderApp('/casino/games', { formFactor, settings: buildSettings({ casino: { is_open_regular: false } }) });
      await expectLocation('/');
    });

    it('hides /mobile-app when the geo setting turns the app off', async () => {
      renderApp('/mobile-app', { formFactor, settings: buildSettings({ geo: { is_off_mobile_app: true } }) });
      await expectLocation('/');
    });
  });

  it.each(['/more', '/bet-slip', '/auth/login', '/auth/recovery-code', '/live/1/2/3/statistics', '/casino/categories'])(
    'keeps the mobile-only page %s away from desktop',
    async (path) => {
      renderApp(path, { formFactor: 'desktop' });
      await expectLocation('/');
    },
  );

  it.each(['/more', '/bet-slip', '/auth/login', '/auth/registration', '/live/1/2/3/statistics', '/casino/categories'])(
    'opens the mobile-only page %s on mobile',
    async (path) => {
      renderApp(path, { formFactor: 'mobile' });
      await expectLocation(path);
    },
  );

  it('lets a signed-in player into /favorites', async () => {
    useAuthStore.setState({ isAuthorized: true });
    renderApp('/favorites');
    await expectLocation('/favorites');
  });

  it('keeps a signed-in player out of the login page', async () => {
    useAuthStore.setState({ isAuthorized: true });
    renderApp('/auth/login', { formFactor: 'mobile' });
    await expectLocation('/');
  });

  it('re-checks a guarded page when the player signs out', async () => {
    useAuthStore.setState({ isAuthorized: true });
    renderApp('/profile/sessions');
    await expectLocation('/profile/sessions');
    act(() => useAuthStore.getState().setAuthorized(false));
    await expectLocation('/');
  });

  it('shows a guarded profile screen inside the layout for a signed-in player', async () => {
    useAuthStore.setState({ isAuthorized: true });
    renderApp('/profile/bonuses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonuses' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
