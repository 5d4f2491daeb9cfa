import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const token = { token: 'a', refresh_token: 'r', token_ttl: 900, refresh_ttl: 86_400, two_factor_authed: true };

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', undefined);
  usePopupStore.setState({ stack: [] });
  useAuthStore.setState({ tokens: null, isAuthorized: false, status: 'empty' });
});

describe('the mobile login page', () => {
  it('returns to the page the player came from', async () => {
    stubFetch({ '/content/banners': { list: [] }, '/auth/login': token });
    renderApp('/promotions', { formFactor: 'mobile' });
    fireEvent.click(screen.getAllByRole('link', { name: 'Log In' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth/login'));
    fireEvent.input(await screen.findByLabelText(/E-mail or player ID/), { target: { value: '12345' } });
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'secret1' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Log In' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/promotions'));
    expect(useAuthStore.getState().isAuthorized).toBe(true);
  });
});
