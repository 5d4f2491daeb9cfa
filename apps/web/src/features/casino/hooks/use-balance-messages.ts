import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthStore } from '../../../shared/session/auth.store';
import { useWallets, walletsQueryKey } from '../../../shared/wallets/get-wallets';

/** What a game posts to the page when a round has ended and the balance may have moved (docs/api.md). */
export const BALANCE_MESSAGE_TYPE = 'meridian:balance';

export function isBalanceMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === BALANCE_MESSAGE_TYPE;
}

/**
 * Asks for the wallets at once when the running game says a round ended, so the header's balance
 * follows the game. Only messages from the game's origin count, and, for a game in a frame, only
 * from that frame's window.
 */
export function useBalanceMessages(origin: string | null, frame: () => HTMLIFrameElement | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (origin === null) return;
    const handleMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !isBalanceMessage(event.data)) return;
      const source = frame()?.contentWindow;
      if (source && event.source !== source) return;
      if (!useAuthStore.getState().isAuthorized) return;
      void queryClient.refetchQueries({ queryKey: walletsQueryKey, exact: true });
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [origin, frame, queryClient]);
}

/** What the page posts to the running game when the balance it plays on moved elsewhere (docs/api.md). */
export const BALANCE_CHANGED_MESSAGE_TYPE = 'meridian:balance-changed';

/**
 * Tells the game in the frame when the balance of the wallet it plays on changes (a bet on another
 * page, a deposit, a win elsewhere: the player's channel or a refresh brought it), so a game that
 * shows its own balance (the live tables) reads it again. Posted to the game's origin only.
 */
export function useBalanceForwarding(
  origin: string | null,
  frame: () => HTMLIFrameElement | null,
  accountId: number | null,
): void {
  const wallets = useWallets().data;
  const balance = accountId === null ? undefined : wallets?.find((wallet) => wallet.id === accountId)?.balance;
  const last = useRef(balance);
  useEffect(() => {
    const previous = last.current;
    last.current = balance;
    if (origin === null || balance === undefined || previous === undefined || previous === balance) return;
    frame()?.contentWindow?.postMessage({ type: BALANCE_CHANGED_MESSAGE_TYPE }, origin);
  }, [balance, origin, frame]);
}

/** The origin a launch address runs on, or null when it is not a web address. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
