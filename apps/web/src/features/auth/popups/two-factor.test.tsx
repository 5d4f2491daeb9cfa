import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../test/fetch-stub';
import { buildUser, renderSignedIn } from '../../../test/signed-in';
import { svgDataUrl } from './setup-2fa-popup';

const user = buildUser();

describe('two-factor', () => {
  it('encodes the QR svg into an image address, so its markup never runs', () => {
    expect(svgDataUrl('<svg onload="x()"></svg>')).toBe(
      'data:image/svg+xml;utf8,%3Csvg%20onload%3D%22x()%22%3E%3C%2Fsvg%3E',
    );
  });

  it('sets up from the status page: QR, secret, codes, then the confirm call', async () => {
    let confirmed = false;
    const { fetchMock } = renderSignedIn('/profile/2fa', {
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
    expect(await screen.findByText('Two-factor authentication is disabled')).toBeTruthy();
    // Off, the page says what turning it on will do, not that a code is already asked for.
    expect(screen.getByText(/Turn it on and every login will also ask for a code/)).toBeTruthy();
    expect(screen.queryByText('A code from an authenticator app is asked for at every login.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    const enable = within(dialog).getByRole('button', { name: 'Enable' }) as HTMLButtonElement;
    expect(enable.disabled).toBe(true);
    expect(await within(dialog).findByText('SECRET')).toBeTruthy();
    expect(within(dialog).getByText('cccc-dddd')).toBeTruthy();
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(svgDataUrl('<svg/>'));
    fireEvent.input(within(dialog).getByLabelText(/Code from the authenticator app/), { target: { value: '123456' } });
    expect(enable.disabled).toBe(false);
    fireEvent.click(enable);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Two-factor authentication is enabled')).toBeTruthy();
    expect(screen.getByText('A code from an authenticator app is asked for at every login.')).toBeTruthy();
    const put = fetchMock.mock.calls.find((call) => call[1]?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('shows a wrong code under the field and clears it on change', async () => {
    renderSignedIn('/profile/2fa', {
      '/user/profile': { user: { ...user, two_factor_enabled: 1 } },
      '/user/two-factor-authentication': () =>
        envelope(null, 422, 'ValidationError', 'Invalid', { code: ['The code is wrong.'] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Two-Factor Authentication' });
    const input = within(dialog).getByLabelText(/Authenticator code or recovery code/);
    fireEvent.input(input, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('The code is wrong.')).toBeTruthy();
    fireEvent.input(input, { target: { value: '000001' } });
    expect(within(dialog).queryByText('The code is wrong.')).toBeNull();
  });
});
