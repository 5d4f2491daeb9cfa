import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../../../shared/session/auth.store';
import { walletsQueryKey } from '../../../shared/wallets/get-wallets';

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

/** The origin a launch address runs on, or null when it is not a web address. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
