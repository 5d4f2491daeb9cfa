import type { TokenData } from '@meridian/contract/auth';
import { readStorageJson, storageKeys, writeStorageJson } from '../browser/storage';

/** Token data with its lifetimes turned into absolute times (ms since epoch). */
export interface StoredTokens {
  token: string;
  refreshToken: string;
  expiresAt: number;
  refreshExpiresAt: number;
  twoFactorAuthed: boolean;
  remember: boolean;
}

export function toStoredTokens(data: TokenData, remember: boolean, now = Date.now()): StoredTokens {
  return {
    token: data.token,
    refreshToken: data.refresh_token,
    expiresAt: now + data.token_ttl * 1000,
    refreshExpiresAt: now + data.refresh_ttl * 1000,
    twoFactorAuthed: data.two_factor_authed,
    remember,
  };
}

function isStoredTokens(value: unknown): value is StoredTokens {
  const v = value as StoredTokens | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.token === 'string' &&
    typeof v.refreshToken === 'string' &&
    typeof v.expiresAt === 'number' &&
    typeof v.refreshExpiresAt === 'number'
  );
}

/** Remember-me keeps tokens across browser sessions (localStorage); otherwise they live for the tab. */
export function saveTokens(tokens: StoredTokens | null): void {
  writeStorageJson('local', storageKeys.auth, tokens?.remember ? tokens : null);
  writeStorageJson('session', storageKeys.auth, tokens && !tokens.remember ? tokens : null);
}

/**
 * The tokens to start with (spec 000 §4). A persistent record without remember-me is dropped, and so is
 * one whose refresh token has run out; a tab-scoped record survives only reloads of its own tab.
 */
export function loadTokensAtStartup(now = Date.now()): StoredTokens | null {
  let persistent = readStorageJson<unknown>('local', storageKeys.auth);
  if (persistent !== null && (!isStoredTokens(persistent) || !persistent.remember)) {
    writeStorageJson('local', storageKeys.auth, null);
    persistent = null;
  }
  const candidates = [persistent, readStorageJson<unknown>('session', storageKeys.auth)];
  for (const candidate of candidates) {
    if (isStoredTokens(candidate) && candidate.refreshExpiresAt > now) return candidate;
  }
  saveTokens(null);
  return null;
}
