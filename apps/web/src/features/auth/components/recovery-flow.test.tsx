import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../shared/notifications/notification.store';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { lazyScreenWait, renderApp } from '../../../test/render-app';

const code = { id: 'c1', token: 't1', sent_at: 1_750_000_000, repeat_after: 60, code_ttl: 600 };
const token = { token: 'a', refresh_token: 'r', token_ttl: 900, refresh_ttl: 86_400, two_factor_authed: true };

async function openRecovery(routes: Parameters<typeof stubFetch>[0]) {
  stubFetch({ '/content/banners': { list: [] }, ...routes });
  renderApp('/promotions');
  usePopupStore.getState().open('PasswordRecovery');
  const dialog = await screen.findByRole('dialog', { name: 'Password Recovery' }, lazyScreenWait);
  fireEvent.input(within(dialog).getByRole('textbox', { name: /E-mail/ }), { target: { value: 'a@b.cd' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  return dialog;
}

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', undefined);
  usePopupStore.setState({ stack: [] });
  useNotificationStore.setState({ notifications: [] });
  useAuthStore.setState({ tokens: null, isAuthorized: false, status: 'empty' });
});

describe('password recovery', () => {
  it('asks for the code with the other tab disabled, then goes on to the new password', async () => {
    const dialog = await openRecovery({
      '/auth/password/recovery': { code },
      '/auth/code/check': { token },
    });
    const input = await within(dialog).findByLabelText(/Confirmation code/);
    expect((within(dialog).getByRole('tab', { name: 'Phone' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(input, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'New Password' })).toBeTruthy();
    expect(useAuthStore.getState().isAuthorized).toBe(true);
  });

  it('returns to the identity step with a notification on error', async () => {
    const dialog = await openRecovery({
      '/auth/password/recovery': () => envelope(null, 429, 'TooManyRequests', 'Try again in 60 s'),
    });
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications.map((item) => item.text)).toEqual(['Try again in 60 s']),
    );
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect((within(dialog).getByRole('tab', { name: 'Phone' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows an expired code as a notification', async () => {
    const dialog = await openRecovery({
      '/auth/password/recovery': { code },
      '/auth/code/check': () => envelope(null, 422, 'ValidationError', 'Invalid', { id: ['Code is expired'] }),
    });
    fireEvent.input(await within(dialog).findByLabelText(/Confirmation code/), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications.map((item) => item.text)).toContain('Code is expired'),
    );
  });
});
