import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

// The bot check's proof of work runs in a Worker, which the test DOM lacks; its answer is all that matters here.
vi.mock('../captcha/solve-captcha', () => ({
  solveCaptcha: vi.fn(async (provider: string) => (provider === 'altcha' ? 'solved-altcha' : undefined)),
}));

const token = { token: 'a', refresh_token: 'r', token_ttl: 900, refresh_ttl: 86_400, two_factor_authed: true };
const BOT_CHECK = 'Please complete the bot check.';

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', undefined);
  usePopupStore.setState({ stack: [] });
  useAuthStore.setState({ tokens: null, isAuthorized: false, status: 'empty', twoFactorEnabled: false });
});

/** A server past the account's limit: the bot check first, then a code by e-mail for the right password. */
function stubPastTheLimit() {
  const logins: Record<string, unknown>[] = [];
  const checks: Record<string, unknown>[] = [];
  const code = {
    id: 'code-1',
    token: 'code-token',
    sent_at: Math.floor(Date.now() / 1000),
    repeat_after: 60,
    code_ttl: 600,
  };
  stubFetch({
    '/content/banners': { list: [] },
    '/auth/login': (_url, init) => {
      const body = JSON.parse(String(init.body));
      logins.push(body);
      if (!body.captcha) return envelope(null, 422, 'ValidationError', BOT_CHECK, { captcha: [BOT_CHECK] });
      return envelope({ code, channel: 'email' }, 401, 'SignInCodeRequired', 'We sent you a code.');
    },
    '/auth/code/check': (_url, init) => {
      const body = JSON.parse(String(init.body));
      checks.push(body);
      if (body.code !== '123456') {
        return envelope(null, 422, 'ValidationError', 'The code is invalid.', { code: ['The code is invalid.'] });
      }
      return envelope({ token });
    },
  });
  return { logins, checks };
}

async function signInWithCode(form: HTMLElement) {
  fireEvent.input(within(form).getByLabelText(/E-mail or player ID/), { target: { value: 'player@example.com' } });
  fireEvent.input(within(form).getByLabelText(/^Password/), { target: { value: 'secret1' } });
  fireEvent.click(within(form).getAllByRole('button', { name: 'Log In' }).at(-1) as HTMLElement);
  expect(await within(form).findByText('We sent a code to your e-mail.')).toBeTruthy();
  expect(within(form).getByText(/This browser is new to your account/)).toBeTruthy();
  expect(useAuthStore.getState().isAuthorized).toBe(false);

  fireEvent.input(within(form).getByLabelText(/Confirmation code/), { target: { value: '654321' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
  expect(await within(form).findByText('The code is invalid.')).toBeTruthy();
  fireEvent.input(within(form).getByLabelText(/Confirmation code/), { target: { value: '123456' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(useAuthStore.getState().isAuthorized).toBe(true));
}

describe('sign-in from a browser new to an account past its limit', () => {
  it('passes the bot check, then takes the code sent and signs in (desktop popup)', async () => {
    const { logins, checks } = stubPastTheLimit();
    renderApp('/promotions');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    await signInWithCode(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logins.map((body) => body.captcha)).toEqual([undefined, 'solved-altcha']);
    expect(checks.at(-1)).toEqual({ id: 'code-1', token: 'code-token', code: '123456' });
  });

  it('does the same on the mobile sign-in page', async () => {
    const { logins } = stubPastTheLimit();
    renderApp('/auth/login', { formFactor: 'mobile' });
    const form = (await screen.findByLabelText(/E-mail or player ID/)).closest('form')?.parentElement as HTMLElement;
    await signInWithCode(form);
    expect(logins).toHaveLength(2);
  });
});
