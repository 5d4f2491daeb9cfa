import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { selectConnectionLost, useNetworkStore } from '../../shared/api/network.store';
import { getRealtimeClient } from '../../shared/realtime/realtime';

/**
 * Whether a screen in view waits for data it cannot get: a query someone uses has nothing yet, and
 * is either held back because the browser is offline or failed without an answer.
 */
export function screenLacksData(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => {
      if (!query.isActive() || query.state.data !== undefined) return false;
      if (query.state.fetchStatus === 'paused') return true;
      const { error } = query.state;
      return query.state.status === 'error' && isApiError(error) && error.isNetworkError;
    });
}

/**
 * Feeds the connection store from the browser (navigator.onLine and its online/offline events) and
 * the socket, and brings the app back by itself: coming online reconnects the socket and fetches
 * again what the screens in view use. While the connection is lost, a screen with nothing to show
 * turns into the No Connection page; one that has data keeps it (the connection bar says why it
 * stands still).
 */
export function ConnectivityWatcher(): null {
  const queryClient = useQueryClient();

  useEffect(() => {
    const network = useNetworkStore;
    const realtime = getRealtimeClient();

    const followBrowser = () => {
      const online = navigator.onLine;
      network.getState().setBrowserOnline(online);
      realtime.setOnline(online);
    };
    const handleOnline = () => {
      followBrowser();
      void queryClient.refetchQueries({ type: 'active' });
    };
    const followSocket = () => network.getState().setSocketConnected(realtime.connected);
    const checkScreen = () => {
      const state = network.getState();
      if (!state.noConnectionPage && selectConnectionLost(state) && screenLacksData(queryClient)) {
        state.showNoConnectionPage();
      }
    };

    window.addEventListener('online', handleOnline);
    window.addEventListener('offline', followBrowser);
    const stopSocket = realtime.onStatusChange(followSocket);
    const stopCache = queryClient.getQueryCache().subscribe(checkScreen);
    const stopStore = network.subscribe(checkScreen);
    followBrowser();
    followSocket();
    checkScreen();
    return () => {
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', followBrowser);
      stopSocket();
      stopCache();
      stopStore();
    };
  }, [queryClient]);

  return null;
}
