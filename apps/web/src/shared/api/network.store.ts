import { create } from 'zustand';

export type BlockReason = 'Maintenance' | 'GeoBlocked';

/**
 * What the tab knows about its connection. Everything starts as "connected" on the server and on
 * the first client render (hydration draws the server's markup); the browser's own state is read
 * once the app has mounted.
 */
interface NetworkState {
  /** No answer came back from the server on the last call (spec 000 §4: network error or status 0). */
  isOffline: boolean;
  /** The browser says it has no network (navigator.onLine, the offline event). */
  browserOffline: boolean;
  /** The socket had been up and is down now: pushed data (live odds, scores) is no longer current. */
  socketDropped: boolean;
  /** The socket has been up at least once in this tab. */
  socketSeen: boolean;
  /** The screen has nothing to show without the network: the No Connection page replaces it. */
  noConnectionPage: boolean;
  /** A call answered 503 Maintenance or 451 GeoBlocked after the app had started. */
  blockedBy: BlockReason | null;
  markOffline: () => void;
  markOnline: () => void;
  setBrowserOnline: (online: boolean) => void;
  setSocketConnected: (connected: boolean) => void;
  showNoConnectionPage: () => void;
  markBlocked: (reason: BlockReason) => void;
}

export const useNetworkStore = create<NetworkState>()((set, get) => ({
  isOffline: false,
  browserOffline: false,
  socketDropped: false,
  socketSeen: false,
  noConnectionPage: false,
  blockedBy: null,
  markOffline: () => {
    if (!get().isOffline) set({ isOffline: true });
  },
  markOnline: () => {
    if (get().isOffline) set({ isOffline: false });
  },
  setBrowserOnline: (online) => {
    if (get().browserOffline === online) set({ browserOffline: !online });
  },
  setSocketConnected: (connected) => {
    if (connected) {
      // A socket that opened is an answer from the server, like any response to a call.
      set({ socketSeen: true, socketDropped: false, isOffline: false });
    } else if (get().socketSeen && !get().socketDropped) {
      set({ socketDropped: true });
    }
  },
  showNoConnectionPage: () => {
    if (!get().noConnectionPage) set({ noConnectionPage: true });
  },
  markBlocked: (reason) => set({ blockedBy: reason }),
}));

type NetworkSnapshot = Pick<NetworkState, 'isOffline' | 'browserOffline' | 'socketDropped'>;

/** The browser is offline or the server gave no answer. */
export function selectConnectionLost(state: NetworkSnapshot): boolean {
  return state.isOffline || state.browserOffline;
}

/** Live odds and scores may be stale: the connection is lost or the socket that pushes them is down. */
export function selectLivePaused(state: NetworkSnapshot): boolean {
  return selectConnectionLost(state) || state.socketDropped;
}

/** Whether live data is paused (see selectLivePaused); false on the server and the first render. */
export function useLivePaused(): boolean {
  return useNetworkStore(selectLivePaused);
}
