import { create } from 'zustand';
import type { StoredTokens } from './token-storage';

/** Spec 000 §4: empty, loading on sign-in, then success or error; sign-out empties it again. */
export type AuthStatus = 'empty' | 'loading' | 'success' | 'error';

interface AuthState {
  status: AuthStatus;
  tokens: StoredTokens | null;
  /** Signed in and, when two-factor is on, past the code (spec 000 §4). */
  isAuthorized: boolean;
  twoFactorEnabled: boolean;
  /** Where a guests-only page sends the player once signed in; the previous page when unset. */
  afterSignInPath: string | null;
  setAfterSignInPath: (path: string | null) => void;
  /** Where a sign-in-only page sends the player once signed out; home when unset. */
  afterSignOutPath: string | null;
  setAfterSignOutPath: (path: string | null) => void;
  setAuthorized: (isAuthorized: boolean) => void;
  setStatus: (status: AuthStatus) => void;
  setTokens: (tokens: StoredTokens | null) => void;
  setTwoFactorEnabled: (enabled: boolean) => void;
}

/** Who the player is; the guards re-check routes whenever this changes. */
export const useAuthStore = create<AuthState>()((set) => ({
  status: 'empty',
  tokens: null,
  isAuthorized: false,
  twoFactorEnabled: false,
  afterSignInPath: null,
  setAfterSignInPath: (afterSignInPath) => set({ afterSignInPath }),
  afterSignOutPath: null,
  setAfterSignOutPath: (afterSignOutPath) => set({ afterSignOutPath }),
  setAuthorized: (isAuthorized) => set({ isAuthorized }),
  setStatus: (status) => set({ status }),
  setTokens: (tokens) =>
    set({
      tokens,
      isAuthorized: tokens?.twoFactorAuthed === true,
      status: tokens ? 'success' : 'empty',
    }),
  setTwoFactorEnabled: (twoFactorEnabled) => set({ twoFactorEnabled }),
}));
