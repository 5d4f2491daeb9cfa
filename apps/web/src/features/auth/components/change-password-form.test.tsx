import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNotificationStore } from '../../../shared/notifications/notification.store';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { lazyScreenWait, renderApp } from '../../../test/render-app';
import { signInForTest } from '../../../test/signed-in';

beforeEach(() => {
  signInForTest();
  useNotificationStore.setState({ notifications: [] });
  useAuthStore.setState({ twoFactorEnabled: false });
});

async function openChangePassword() {
  renderApp('/promotions');
  usePopupStore.getState().open('NewPassword', { mode: 'change' });
  return screen.findByRole('dialog', { name: 'Change password' }, lazyScreenWait);
}

function fill(dialog: HTMLElement) {
  fireEvent.input(within(dialog).getByLabelText(/Current password/), { target: { value: 'Old123' } });
  fireEvent.input(within(dialog).getByLabelText(/^New password/), { target: { value: 'Newer1A' } });
  fireEvent.input(within(dialog).getByLabelText(/Repeat the new password/), { target: { value: 'Newer1A' } });
}

describe('change password', () => {
  it('wants the two-factor code when it is on, and sends one request however often it is clicked', async () => {
    useAuthStore.setState({ twoFactorEnabled: true });
    let release: () => void = () => undefined;
    const fetchMock = stubFetch({
      '/content/banners': { list: [] },
      '/user/password/change': () => new Promise<Response>((resolve) => (release = () => resolve(envelope(null)))),
    });
    const dialog = await openChangePassword();
    fill(dialog);
    const save = within(dialog).getByRole('button', { name: 'Save password' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.input(within(dialog).getByLabelText(/Code from the authenticator app/), { target: { value: '123456' } });
    expect(save.disabled).toBe(false);
    const form = save.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(save.disabled).toBe(true));
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = fetchMock.mock.calls.filter((call) => String(call[0]).includes('/user/password/change'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({
      password: 'Old123',
      new_password: 'Newer1A',
      new_password_confirmation: 'Newer1A',
      code: '123456',
    });
    expect(useNotificationStore.getState().notifications.map((item) => item.text)).toEqual([
      'Your password is changed',
    ]);
  });

  it('shows a wrong current password under its field', async () => {
    stubFetch({
      '/content/banners': { list: [] },
      '/user/password/change': () =>
        envelope(null, 422, 'ValidationError', 'Invalid', { password: ['The password is incorrect.'] }),
    });
    const dialog = await openChangePassword();
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeTruthy();
  });
});
