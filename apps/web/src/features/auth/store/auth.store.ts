import { create } from 'zustand';

interface AuthState {
  /** Signed in and, when two-factor is on, past the code (spec 000 §4). */
  isAuthorized: boolean;
  twoFactorEnabled: boolean;
  setAuthorized: (isAuthorized: boolean) => void;
}

/** Who the player is; the guards re-check routes whenever this changes. */
export const useAuthStore = create<AuthState>()((set) => ({
  isAuthorized: false,
  twoFactorEnabled: false,
  setAuthorized: (isAuthorized) => set({ isAuthorized }),
}));
