import type { UserEvent } from '@meridian/contract/realtime';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getRealtimeClient } from '../../../shared/realtime/realtime';
import type { UserChannelFrame } from '../../../shared/realtime/realtime-client';
import { useAuthStore } from '../../../shared/session/auth.store';
import { signOut } from '../../../shared/session/auth-session';
import { type PlayerWalletList, walletsQueryKey } from '../../../shared/wallets/get-wallets';

/** Spec 000 §9: the balance is asked for at most once per 10 s. */
export const BALANCE_THROTTLE_MS = 10_000;
/** Spec 000 §9: every 60 s on casino views, every 15 minutes elsewhere. */
export const BALANCE_PERIOD_CASINO_MS = 60_000;
export const BALANCE_PERIOD_MS = 15 * 60_000;

const CASINO_PATH = /^\/(casino|live-casino)(\/|$)/;

export function balancePeriodFor(pathname: string): number {
  return CASINO_PATH.test(pathname) ? BALANCE_PERIOD_CASINO_MS : BALANCE_PERIOD_MS;
}

const postponed = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();

/**
 * Asks for the balance again, at most once per 10 s: asked within 10 s of the last answer, or while
 * an answer is on its way (which may predate the change that asked), it is asked once when the
 * window ends, not dropped, so a change the channel only hints at (a settled bonus) still shows.
 */
export function refreshBalance(queryClient: QueryClient, now: number = Date.now()): void {
  const state = queryClient.getQueryState(walletsQueryKey);
  if (!state) return;
  const wait = state.fetchStatus === 'fetching' ? BALANCE_THROTTLE_MS : state.dataUpdatedAt + BALANCE_THROTTLE_MS - now;
  if (wait > 0) {
    if (!postponed.has(queryClient)) {
      const timer = setTimeout(() => {
        postponed.delete(queryClient);
        refreshBalance(queryClient);
      }, wait);
      postponed.set(queryClient, timer);
    }
    return;
  }
  void queryClient.refetchQueries({ queryKey: walletsQueryKey, exact: true });
}

/** Applies one event of the player's channel to the cached wallets; false when a refetch is needed. */
export function applyUserEvent(queryClient: QueryClient, event: UserEvent): boolean {
  if (event.kind !== 'balance') return false;
  const cached = queryClient.getQueryData<PlayerWalletList>(walletsQueryKey);
  if (!cached?.list.some((wallet) => wallet.id === event.account_id)) return false;
  queryClient.setQueryData<PlayerWalletList>(walletsQueryKey, {
    ...cached,
    list: cached.list.map((wallet) =>
      wallet.id === event.account_id ? { ...wallet, balance: event.balance } : wallet,
    ),
  });
  return true;
}

/**
 * Keeps the signed-in player's wallets current: the socket authenticates with the access token (again
 * after each refresh) and listens to the `user` channel; the balance is also asked for on the spec's
 * periods and when the tab becomes visible again. An ended session signs the player out.
 */
export function useWalletsSync(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const token = useAuthStore((state) => (state.isAuthorized ? (state.tokens?.token ?? null) : null));
  const period = balancePeriodFor(pathname);

  useEffect(() => {
    getRealtimeClient().setAuthToken(token);
  }, [token]);

  useEffect(() => {
    if (!isAuthorized) {
      // A signed-out player's wallets go. The store is read live: a server-rendered page hydrates
      // with the visitor's state while this browser may already hold a session.
      if (!useAuthStore.getState().isAuthorized) queryClient.removeQueries({ queryKey: walletsQueryKey });
      return;
    }
    const timer = setInterval(() => refreshBalance(queryClient), period);
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') refreshBalance(queryClient);
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [isAuthorized, period, queryClient]);

  useEffect(() => {
    if (!isAuthorized) return;
    return getRealtimeClient().subscribeUser((frame: UserChannelFrame) => {
      if (frame.type === 'snapshot') {
        queryClient.setQueryData<PlayerWalletList>(walletsQueryKey, { list: frame.data.list });
        return;
      }
      const event = frame.data;
      // As after a failed token refresh: the tokens go and the route guards decide where the player lands.
      // (The player's own logout ends the session too, so no notice here: it would race that flow.)
      if (event.kind === 'session_terminated') {
        if (useAuthStore.getState().tokens) signOut();
        return;
      }
      // New cash-out offers move no money.
      if (event.kind === 'cash_out') return;
      if (!applyUserEvent(queryClient, event)) refreshBalance(queryClient);
    });
  }, [isAuthorized, queryClient]);
}
