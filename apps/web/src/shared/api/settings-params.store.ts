import { create } from 'zustand';

interface SettingsParamsState {
  /** The selected wallet; settings depend on it once a player is signed in. */
  accountId: number | null;
  countryCode: string | null;
  setAccountId: (accountId: number | null) => void;
  setCountryCode: (countryCode: string | null) => void;
}

export const useSettingsParamsStore = create<SettingsParamsState>()((set) => ({
  accountId: null,
  countryCode: null,
  setAccountId: (accountId) => set({ accountId }),
  setCountryCode: (countryCode) => set({ countryCode }),
}));
