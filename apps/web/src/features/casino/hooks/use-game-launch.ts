import type { CasinoLaunch, CasinoPlayMode } from '@meridian/contract/casino';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../shared/notifications/notification.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { awaitSignIn } from '../../../shared/session/await-sign-in';
import { useThemeStore } from '../../../shared/theme/theme.store';
import {
  activeWalletOf,
  isBonusWallet,
  type PlayerWallet,
  useActiveWalletState,
  useWallets,
} from '../../../shared/wallets/get-wallets';
import { launchCasinoGame } from '../api/launch-casino-game';
import { useCasinoText } from '../i18n/casino-texts';
import { CASHIER_PATH, type CasinoSection, lobbyPath } from '../lib/game-paths';
import { launchErrorText } from '../lib/launch-error';

export type LaunchState =
  /** A visitor asked for real play: the Login popup is open. */
  | { status: 'signing-in' }
  | { status: 'launching' }
  | { status: 'ready'; launch: CasinoLaunch }
  /**
   * The wallet in use is a sports bonus (it pays for sport only) and the player holds no cash wallet
   * of its currency to play from: `cash` is the cash wallet a switch would play on (null: none).
   */
  | { status: 'needs-cash'; bonus: PlayerWallet; cash: PlayerWallet | null };

/** The cash wallet a launch from a sports bonus plays on (the server's choice): the one of its currency. */
function sameCurrencyCash(wallets: readonly PlayerWallet[] | undefined, bonus: PlayerWallet): PlayerWallet | null {
  return wallets?.find((item) => !isBonusWallet(item) && item.currency_id === bonus.currency_id) ?? null;
}

/**
 * Launches a game (spec 001 §4): demo for anyone, real play for a signed-in player on the active
 * wallet. A visitor asking for real play gets the Login popup and the launch goes on once they are
 * signed in. Any failure is told as a notification and the player goes back to the section's lobby.
 * Changing the wallet in use launches again, on that wallet. A sports bonus in use plays on the cash
 * wallet of its currency (the server picks it); with none, the page offers a switch instead.
 */
export function useGameLaunch(section: CasinoSection, gameId: number, mode: CasinoPlayMode): LaunchState {
  const t = useCasinoText();
  const navigate = useNavigate();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const { wallet, ready } = useActiveWalletState();
  const wallets = useWallets().data;
  const accountId = wallet?.id ?? null;
  const needsCash = mode === 'real' && wallet?.is_bonus_sport === true && !sameCurrencyCash(wallets, wallet);
  const cashOption = needsCash ? activeWalletOf(wallets?.filter((item) => !isBonusWallet(item))) : null;
  const cashOptionId = cashOption?.id ?? null;
  const walletRef = useRef({ wallet, cashOption });
  walletRef.current = { wallet, cashOption };
  const [state, setState] = useState<LaunchState>({ status: 'launching' });
  const helpers = useRef({ t, navigate });
  helpers.current = { t, navigate };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `cashOptionId` redraws the switch when the wallets change; the body reads it from the ref
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
    if (needsCash) {
      const { wallet: bonus, cashOption: cash } = walletRef.current;
      if (bonus) setState({ status: 'needs-cash', bonus, cash });
      return () => controller.abort();
    }

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
  }, [section, gameId, mode, isAuthorized, ready, accountId, needsCash, cashOptionId]);

  return state;
}
