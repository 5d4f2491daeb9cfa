import type { User } from '@meridian/contract/user';
import { vi } from 'vitest';
import { usePopupStore } from '../shared/popups/popup.store';
import { useAuthStore } from '../shared/session/auth.store';
import { stubFetch } from './fetch-stub';
import { renderApp } from './render-app';

/** A player as `GET /user/profile` answers; override what a test needs. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
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
    has_deposit: false,
    ext: { intercom_hash: null },
    ...overrides,
  };
}

/**
 * A signed-in player past two-factor, with no popup open and no other tab listening (the broadcast
 * of a sign-in would otherwise reach the other tests of the file).
 */
export function signInForTest(): void {
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
}

/** Answers the API through `routes` and renders the app at `path` for the signed-in player. */
export function renderSignedIn(path: string, routes: Parameters<typeof stubFetch>[0]) {
  signInForTest();
  const fetchMock = stubFetch(routes);
  return { ...renderApp(path), fetchMock };
}
