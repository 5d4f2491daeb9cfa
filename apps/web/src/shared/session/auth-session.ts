import type { TokenData } from '@meridian/contract/auth';
import { REFRESH_WAIT_MS, TOKEN_EXPIRY_MARGIN_S } from '@meridian/contract/constants';
import type { ApiError } from '../api/api-error';
import { onUnauthorized, setAuthTokenProvider, type UnauthorizedDecision } from '../api/auth-hooks';
import { callApi } from '../api/call-api';
import { usePopupStore } from '../popups/popup.store';
import { useAuthStore } from './auth.store';
import { postAuthMessage, subscribeAuthMessages } from './auth-broadcast';
import { loadTokensAtStartup, type StoredTokens, saveTokens, toStoredTokens } from './token-storage';

const MARGIN_MS = TOKEN_EXPIRY_MARGIN_S * 1000;

let refreshInFlight: Promise<StoredTokens | null> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

const currentTokens = () => useAuthStore.getState().tokens;

/** Token data from an answer that carries it bare or under `token` (login, sign-up, refresh). */
export function pickTokenData(payload: unknown): TokenData | null {
  const candidate = (payload as { token?: unknown } | null)?.token;
  if (candidate && typeof candidate === 'object') return candidate as TokenData;
  if (payload && typeof payload === 'object' && typeof (payload as TokenData).token === 'string') {
    return payload as TokenData;
  }
  return null;
}

function scheduleRefresh(tokens: StoredTokens | null): void {
  clearTimeout(refreshTimer);
  if (!tokens) return;
  const delay = Math.max(0, tokens.expiresAt - MARGIN_MS - Date.now());
  refreshTimer = setTimeout(() => void refreshTokens(), delay);
}

/** Puts tokens in place in this tab only: store, storage and the refresh timer. */
function applyTokens(tokens: StoredTokens | null): void {
  saveTokens(tokens);
  useAuthStore.getState().setTokens(tokens);
  if (!tokens) {
    useAuthStore.getState().setTwoFactorEnabled(false);
    useAuthStore.getState().setAfterSignInPath(null);
  }
  scheduleRefresh(tokens);
}

/** Signs in with token data from login, sign-up or a passed two-factor check, and tells the other tabs. */
export function signIn(data: TokenData, remember: boolean): StoredTokens {
  const tokens = toStoredTokens(data, remember);
  useAuthStore.getState().setAfterSignOutPath(null);
  applyTokens(tokens);
  postAuthMessage({ type: 'tokens', tokens });
  return tokens;
}

/** Forgets the tokens here and in the other tabs; the guards re-check the route. */
export function signOut(): void {
  refreshInFlight = null;
  applyTokens(null);
  postAuthMessage({ type: 'logout' });
}

/** Asks the server to end the session, then signs out whatever it answers. */
export async function logout(): Promise<void> {
  try {
    await callApi('POST /auth/logout', { ignoreUnauthorized: true });
  } catch {
    // The tokens go either way: a player who asked to leave must not stay signed in.
  }
  signOut();
}

async function requestRefresh(startedWith: StoredTokens): Promise<StoredTokens | null> {
  try {
    const payload = await callApi('POST /auth/refresh-token', {
      body: { refresh_token: startedWith.refreshToken },
      anonymous: true,
    });
    const data = pickTokenData(payload);
    if (!data) throw new Error('The refresh answer carried no token');
    // A sign-out while the call was out wins over its answer.
    if (currentTokens() !== startedWith) return currentTokens();
    return signIn(data, startedWith.remember);
  } catch {
    if (currentTokens() === startedWith) signOut();
    return null;
  }
}

/**
 * Refreshes the tokens; concurrent callers share one call. Refresh tokens rotate, so another tab's
 * refresh (arriving by broadcast while this one waited for the lock) makes this one unnecessary.
 */
export function refreshTokens(): Promise<StoredTokens | null> {
  const startedWith = currentTokens();
  if (!startedWith) return Promise.resolve(null);
  if (refreshInFlight) return refreshInFlight;
  const run = async () => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return requestRefresh(startedWith);
    return locks.request('meridian.refresh', async () => {
      const latest = currentTokens();
      if (latest !== startedWith) return latest;
      return requestRefresh(startedWith);
    });
  };
  const flight = run().finally(() => {
    if (refreshInFlight === flight) refreshInFlight = null;
  });
  refreshInFlight = flight;
  return flight;
}

/** The bearer token for a call, refreshed first when it is within the margin of its lifetime. */
export async function getValidToken(): Promise<string | null> {
  const tokens = currentTokens();
  if (!tokens) return null;
  if (tokens.expiresAt - MARGIN_MS > Date.now()) return tokens.token;
  return (await refreshTokens())?.token ?? null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The 401 rule of spec 000 §7. */
export async function handleUnauthorized(error: ApiError): Promise<UnauthorizedDecision> {
  if (error.code === 'TwoFactorRequired') {
    if (currentTokens()) usePopupStore.getState().open('Check2FA');
    return 'fail';
  }
  if (!currentTokens()) return 'fail';
  await wait(REFRESH_WAIT_MS);
  const refreshed = await refreshTokens();
  return refreshed ? 'retry' : 'retry-anonymous';
}

let started = false;

/** Loads stored tokens and plugs the session into the api client; call once before the first request. */
export function startAuthSession(): () => void {
  if (started) return () => undefined;
  started = true;
  applyTokens(loadTokensAtStartup());
  setAuthTokenProvider(getValidToken);
  const removeUnauthorized = onUnauthorized(handleUnauthorized);
  const unsubscribe = subscribeAuthMessages((message) => {
    if (message.type === 'logout') {
      if (currentTokens()) applyTokens(null);
      return;
    }
    // Another tab signed in or rotated the tokens: take them, keeping this tab's storage choice.
    applyTokens(message.tokens);
  });
  return () => {
    started = false;
    clearTimeout(refreshTimer);
    removeUnauthorized();
    unsubscribe();
    setAuthTokenProvider(() => null);
  };
}

/** The second factor was passed with the tokens already held (the challenge answered no new ones). */
export function markTwoFactorPassed(): void {
  const tokens = currentTokens();
  if (!tokens) return;
  const next = { ...tokens, twoFactorAuthed: true };
  applyTokens(next);
  postAuthMessage({ type: 'tokens', tokens: next });
}
