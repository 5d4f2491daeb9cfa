import { create } from 'zustand';

export type BlockReason = 'Maintenance' | 'GeoBlocked';

interface NetworkState {
  /** No answer came back from the server on the last call (spec 000 §4: network error or status 0). */
  isOffline: boolean;
  /** A call answered 503 Maintenance or 451 GeoBlocked after the app had started. */
  blockedBy: BlockReason | null;
  markOffline: () => void;
  markOnline: () => void;
  markBlocked: (reason: BlockReason) => void;
}

export const useNetworkStore = create<NetworkState>()((set, get) => ({
  isOffline: false,
  blockedBy: null,
  markOffline: () => {
    if (!get().isOffline) set({ isOffline: true });
  },
  markOnline: () => {
    if (get().isOffline) set({ isOffline: false });
  },
  markBlocked: (reason) => set({ blockedBy: reason }),
}));
