import { create } from 'zustand';

/** A selection in the slip (spec 001 §3); `key` is `${matchId}_${id}`. */
export interface BetSlipItem {
  key: string;
  matchId: number;
  matchName: string;
  sportId: number;
  tournamentId: number;
  tournamentName: string;
  image: string;
  marketId: number;
  marketName: string;
  id: number;
  name: string;
  partId: number | null;
  partName: string;
  odds: number;
  isLive: boolean;
  isBlocked: boolean;
  isDeleted: boolean;
}

interface BetSlipState {
  items: BetSlipItem[];
  add: (item: BetSlipItem) => void;
  remove: (key: string) => void;
  clear: () => void;
}

export const useBetSlipStore = create<BetSlipState>()((set, get) => ({
  items: [],
  add: (item) => set({ items: [...get().items.filter((current) => current.key !== item.key), item] }),
  remove: (key) => set({ items: get().items.filter((item) => item.key !== key) }),
  clear: () => set({ items: [] }),
}));
