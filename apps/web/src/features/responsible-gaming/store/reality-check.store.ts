import { create } from 'zustand';

interface RealityCheckState {
  /** When this tab last showed a reality check, or the player answered one (ms). */
  lastCheckAt: number | null;
  markChecked: (at: number) => void;
}

/**
 * The last reality check of the sign-in in this tab: the next one comes the chosen minutes after it.
 * A check from before the sign-in started does not count (see `nextRealityCheckAt`).
 */
export const useRealityCheckStore = create<RealityCheckState>()((set) => ({
  lastCheckAt: null,
  markChecked: (lastCheckAt) => set({ lastCheckAt }),
}));
