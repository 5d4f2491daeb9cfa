import type { CasinoLaunch, CasinoPlayMode } from '@meridian/contract/casino';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../shared/notifications/notification.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { awaitSignIn } from '../../../shared/session/await-sign-in';
import { useThemeStore } from '../../../shared/theme/theme.store';
import { useActiveWalletState } from '../../../shared/wallets/get-wallets';
import { launchCasinoGame } from '../api/launch-casino-game';
import { useCasinoText } from '../i18n/casino-texts';
import { CASHIER_PATH, type CasinoSection, lobbyPath } from '../lib/game-paths';
import { launchErrorText } from '../lib/launch-error';

export type LaunchState =
  /** A visitor asked for real play: the Login popup is open. */
  { status: 'signing-in' } | { status: 'launching' } | { status: 'ready'; launch: CasinoLaunch };

/**
 * Launches a game (spec 001 §4): demo for anyone, real play for a signed-in player on the active
 * wallet. A visitor asking for real play gets the Login popup and the launch goes on once they are
 * signed in. Any failure is told as a notification and the player goes back to the section's lobby.
 * Changing the wallet in use launches again, on that wallet.
 */
export function useGameLaunch(section: CasinoSection, gameId: number, mode: CasinoPlayMode): LaunchState {
  const t = useCasinoText();
  const navigate = useNavigate();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const { wallet, ready } = useActiveWalletState();
  const accountId = wallet?.id ?? null;
  const [state, setState] = useState<LaunchState>({ status: 'launching' });
  const helpers = useRef({ t, navigate });
  helpers.current = { t, navigate };

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const giveUp = (text: string) => {
      if (signal.aborted) return;
      notify.error(text);
      helpers.current.navigate(lobbyPath(section), { replace: true });
    };

    if (mode === 'real' && !isAuthorized) {
      setState({ status: 'signing-in' });
      // On success the player is authorized and this effect runs again, now launching.
      void awaitSignIn(signal).then((signedIn) => {
        if (!signedIn) giveUp(helpers.current.t('casino.launch.authNeeded'));
      });
      return () => controller.abort();
    }
    setState({ status: 'launching' });
    // Real play names the wallet: wait until the balance says which one is in use.
    if (mode === 'real' && !ready) return () => controller.abort();

    const origin = window.location.origin;
    launchCasinoGame(
      {
        game_id: gameId,
        play_mode: mode,
        theme: useThemeStore.getState().theme,
        lobby_url: `${origin}${lobbyPath(section)}`,
        cashier_url: `${origin}${CASHIER_PATH}`,
        ...(mode === 'real' && accountId !== null ? { account_id: accountId } : {}),
      },
      signal,
    ).then(
      (launch) => {
        if (!signal.aborted) setState({ status: 'ready', launch });
      },
      (error: unknown) => giveUp(launchErrorText(error, helpers.current.t)),
    );
    return () => controller.abort();
  }, [section, gameId, mode, isAuthorized, ready, accountId]);

  return state;
}
