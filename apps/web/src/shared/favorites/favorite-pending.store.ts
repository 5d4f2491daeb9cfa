import { create } from 'zustand';

interface FavoritePendingState {
  /** Matches whose favorite request is on its way; a second toggle waits for it to finish. */
  pending: ReadonlySet<number>;
  start: (matchId: number) => boolean;
  finish: (matchId: number) => void;
}

/** One favorite request at a time per match (spec 001 §4), even when several stars show it. */
export const useFavoritePendingStore = create<FavoritePendingState>()((set, get) => ({
  pending: new Set(),
  start: (matchId) => {
    if (get().pending.has(matchId)) return false;
    set({ pending: new Set([...get().pending, matchId]) });
    return true;
  },
  finish: (matchId) => {
    const pending = new Set(get().pending);
    pending.delete(matchId);
    set({ pending });
  },
}));
