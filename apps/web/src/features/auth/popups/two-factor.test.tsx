import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { useAuthStore } from '../store/auth.store';
import { svgDataUrl } from './setup-2fa-popup';

const user = {
  id: 7,
  email: 'a@b.cd',
  email_verified_at: null,
  phone: null,
  phone_verified_at: null,
  country_id: 826,
  country_code: 'GB',
  currency_id: 2,
  two_factor_enabled: 0,
  first_bonus: 0,
  kyc: 0,
  ext: { intercom_hash: null },
};

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', undefined);
  usePopupStore.setState({ stack: [] });
  useAuthStore.getState().setTokens({
    token: 'a',
    refreshToken: 'r',
    expiresAt: Date.now() + 900_000,
    refreshExpiresAt: Date.now() + 86_400_000,
    twoFactorAuthed: true,
    remember: false,
  });
});

describe('two-factor', () => {
  it('encodes the QR svg into an image address, so its markup never runs', () => {
    expect(svgDataUrl('<svg onload="x()"></svg>')).toBe(
      'data:image/svg+xml;utf8,%3Csvg%20onload%3D%22x()%22%3E%3C%2Fsvg%3E',
    );
  });

  it('sets up from the status page: QR, secret, codes, then the confirm call', async () => {
    let confirmed = false;
    const fetchMock = stubFetch({
      '/user/profile': () => envelope({ user: { ...user, two_factor_enabled: confirmed ? 1 : 0 } }),
      '/user/two-factor-authentication': {
        codes: ['aaaa-bbbb', 'cccc-dddd'],
        secret: 'SECRET',
        svg: '<svg/>',
        url: 'otpauth://x',
      },
      '/auth/two-factor-authentication': () => {
        confirmed = true;
        return envelope(null);
      },
    });
    renderApp('/profile/2fa');
    expect(await screen.findByText('Two-factor authentication is disabled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    const enable = within(dialog).getByRole('button', { name: 'Enable' }) as HTMLButtonElement;
    expect(enable.disabled).toBe(true);
    expect(await within(dialog).findByText('SECRET')).toBeTruthy();
    expect(within(dialog).getByText('cccc-dddd')).toBeTruthy();
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(svgDataUrl('<svg/>'));
    fireEvent.change(within(dialog).getByLabelText(/Code from the authenticator app/), { target: { value: '123456' } });
    expect(enable.disabled).toBe(false);
    fireEvent.click(enable);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Two-factor authentication is enabled')).toBeTruthy();
    const put = fetchMock.mock.calls.find((call) => call[1]?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('shows a wrong code under the field and clears it on change', async () => {
    stubFetch({
      '/user/profile': { user: { ...user, two_factor_enabled: 1 } },
      '/user/two-factor-authentication': () =>
        envelope(null, 422, 'ValidationError', 'Invalid', { code: ['The code is wrong.'] }),
    });
    renderApp('/profile/2fa');
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Two-Factor Authentication' });
    const input = within(dialog).getByLabelText(/Authenticator code or recovery code/);
    fireEvent.change(input, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('The code is wrong.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '000001' } });
    expect(within(dialog).queryByText('The code is wrong.')).toBeNull();
  });
});
