import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { signOut } from '../../../shared/session/auth-session';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signInForTest } from '../../../test/signed-in';

const token = { token: 'a', refresh_token: 'r', token_ttl: 900, refresh_ttl: 86_400, two_factor_authed: true };

async function openLogin() {
  renderApp('/promotions');
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  return screen.findByRole('dialog', { name: 'Log In' });
}

function fill(dialog: HTMLElement, id: string, password: string) {
  fireEvent.input(within(dialog).getByLabelText(/E-mail or player ID/), { target: { value: id } });
  fireEvent.input(within(dialog).getByLabelText(/^Password/), { target: { value: password } });
}

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', undefined);
  usePopupStore.setState({ stack: [] });
  useAuthStore.setState({ tokens: null, isAuthorized: false, status: 'empty', twoFactorEnabled: false });
});

describe('the login popup', () => {
  it('keeps the button disabled until the id and password are valid', async () => {
    stubFetch({ '/content/banners': { list: [] } });
    const dialog = await openLogin();
    const button = within(dialog).getByRole('button', { name: 'Log In' }) as HTMLButtonElement;
    fill(dialog, 'player@example', '123456');
    expect(button.disabled).toBe(true);
    expect(within(dialog).getByText('Enter a valid e-mail or a numeric ID')).toBeTruthy();
    fill(dialog, '12345', '12345');
    expect(button.disabled).toBe(true);
    fill(dialog, '12345', '123456');
    expect(button.disabled).toBe(false);
  });

  it('signs in, closes and shows the signed-in header', async () => {
    const fetchMock = stubFetch({ '/content/banners': { list: [] }, '/auth/login': { token } });
    const dialog = await openLogin();
    fill(dialog, 'player@example.com', 'secret1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useAuthStore.getState().isAuthorized).toBe(true);
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    const call = fetchMock.mock.calls.find((entry) => String(entry[0]).includes('/auth/login'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      id: 'player@example.com',
      password: 'secret1',
      app_v: '1.1.21',
    });
  });

  it('shows the message under both fields when the server names no field', async () => {
    stubFetch({
      '/content/banners': { list: [] },
      '/auth/login': () => envelope(null, 422, 'ValidationError', 'Wrong e-mail or password', null),
    });
    const dialog = await openLogin();
    fill(dialog, 'player@example.com', 'secret1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(within(dialog).getAllByText('Wrong e-mail or password')).toHaveLength(2));
    expect(useAuthStore.getState().status).toBe('error');
  });

  it('asks a two-factor player for the code, and signs out when that popup is closed', async () => {
    stubFetch({ '/content/banners': { list: [] }, '/auth/login': { token: { ...token, two_factor_authed: false } } });
    const dialog = await openLogin();
    fill(dialog, '12345', 'secret1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));
    const check = await screen.findByRole('dialog', { name: 'Two-Factor Authentication' });
    expect(useAuthStore.getState().isAuthorized).toBe(false);
    expect(useAuthStore.getState().status).toBe('success');
    fireEvent.click(within(check).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(useAuthStore.getState().status).toBe('empty'));
  });
});

describe('guards after sign-out', () => {
  it('leave a guarded page when the session ends', async () => {
    stubFetch({ '/content/banners': { list: [] }, '/user/profile': () => envelope(null, 401, 'Unauthorized', '') });
    signInForTest();
    renderApp('/profile/sessions');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile/sessions'));
    act(() => signOut());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});
