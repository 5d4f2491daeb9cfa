import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { stubFetch } from '../../../test/fetch-stub';
import { lazyScreenWait, renderApp } from '../../../test/render-app';

const code = { id: 'c1', token: 't1', sent_at: 1_750_000_000, repeat_after: 60, code_ttl: 600 };
const token = { token: 'a', refresh_token: 'r', token_ttl: 900, refresh_ttl: 86_400, two_factor_authed: true };
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', undefined);
  usePopupStore.setState({ stack: [] });
  useAuthStore.setState({ tokens: null, isAuthorized: false, status: 'empty', afterSignInPath: null });
});

describe('recovery on mobile', () => {
  it('goes from the code to the new password, then signs out to the login page with an alert', async () => {
    stubFetch({
      '/content/banners': { list: [] },
      '/auth/password/recovery': { code },
      '/auth/code/check': { token },
      '/auth/password/new': {},
    });
    renderApp('/auth/password-recovery', { formFactor: 'mobile' });
    fireEvent.input(await screen.findByRole('textbox', { name: /E-mail/ }, lazyScreenWait), {
      target: { value: 'a@b.cd' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.input(await screen.findByLabelText(/Confirmation code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/auth/new-password'));
    fireEvent.input(await screen.findByLabelText(/^New password/), { target: { value: 'Newer1A' } });
    fireEvent.input(screen.getByLabelText(/Repeat the new password/), { target: { value: 'Newer1A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(location()).toBe('/auth/login'));
    expect(useAuthStore.getState().isAuthorized).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Password changed' })).toBeTruthy();
  });
});
