import { create } from 'zustand';

interface FirstBonusLockState {
  /** Why the server refused to change the first-deposit choice, per player id. */
  reasons: Record<number, string>;
  lock: (userId: number, reason: string) => void;
}

/**
 * The first-deposit choice is fixed once a deposit lands; the app learns it from the server's refusal
 * (no call tells it beforehand) and stops offering the change for the rest of the visit.
 */
export const useFirstBonusLockStore = create<FirstBonusLockState>()((set, get) => ({
  reasons: {},
  lock: (userId, reason) => set({ reasons: { ...get().reasons, [userId]: reason } }),
}));
