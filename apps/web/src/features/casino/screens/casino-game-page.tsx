import type { CasinoPlayMode } from '@meridian/contract/casino';
import { useQueryClient } from '@tanstack/react-query';
import { Gift, Maximize } from 'lucide-react';
import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { notify } from '../../../shared/notifications/notification.store';
import { BackLink } from '../../../shared/ui/back-link';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { Spinner } from '../../../shared/ui/spinner';
import { type PlayerWallet, useActiveWallet, useWallets } from '../../../shared/wallets/get-wallets';
import { useSwitchWallet } from '../../../shared/wallets/switch-wallet';
import { cachedGame } from '../api/get-casino-games';
import { GameFrame } from '../components/game-frame';
import { useGameLaunch } from '../hooks/use-game-launch';
import { useCasinoText } from '../i18n/casino-texts';
import { type CasinoSection, gamePath, lobbyPath, playModeOf } from '../lib/game-paths';
import styles from './casino-game-page.module.css';

/**
 * /casino/games/{id} (with `?demo=1` for demo) and /live-casino/games/{id}: the game launched and
 * running, with a way back to the lobby, a switch between real and demo play, and full screen. A live
 * table has no demo: it is always played for real, so it has no switch.
 */
export function CasinoGamePage({ section }: { section: CasinoSection }) {
  const t = useCasinoText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isMobile = useFormFactor() === 'mobile';
  const gameId = Number(useParams().id);
  const [params] = useSearchParams();
  const isLive = section === 'live';
  const mode = isLive ? 'real' : playModeOf(params);
  const listed = cachedGame(queryClient, gameId);
  const state = useGameLaunch(section, gameId, mode);
  const lobby = lobbyPath(section);
  const stage = useRef<HTMLDivElement>(null);
  useFitToWindow(stage);
  const name = state.status === 'ready' ? state.launch.name : (listed?.name ?? null);
  const active = useActiveWallet();
  const wallets = useWallets().data;
  // A launch from a sports bonus plays on the cash wallet the server picked: say so, by its currency.
  const playedOn =
    state.status === 'ready' && active?.is_bonus_sport && state.launch.account_id !== null
      ? wallets?.find((item) => item.id === state.launch.account_id && item.id !== active.id)
      : undefined;

  const handleFail = useCallback(() => {
    notify.error(t('casino.launch.failed'));
    navigate(lobby, { replace: true });
  }, [navigate, t, lobby]);

  const switchTo = (next: CasinoPlayMode) => {
    if (next !== mode) navigate(gamePath(section, gameId, next), { replace: true });
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <BackLink to={lobby} label={t('casino.game.lobby')} />
        <h1 className={styles.title}>{name ?? <Skeleton width={180} height="1.3em" />}</h1>
        <div className={styles.controls}>
          {!isLive && (
            <fieldset className={styles.modes}>
              <legend className="visually-hidden">{t('casino.game.mode')}</legend>
              <Button size="sm" aria-pressed={mode === 'real'} className={styles.mode} onClick={() => switchTo('real')}>
                {t('casino.game.real')}
              </Button>
              {listed?.has_demo !== false && (
                <Button
                  size="sm"
                  aria-pressed={mode === 'demo'}
                  className={styles.mode}
                  onClick={() => switchTo('demo')}
                >
                  {t('casino.game.demo')}
                </Button>
              )}
            </fieldset>
          )}
          {!isMobile && (
            <Button
              size="sm"
              iconOnly
              aria-label={t('casino.game.fullscreen')}
              title={t('casino.game.fullscreen')}
              disabled={state.status !== 'ready'}
              onClick={() => void stage.current?.requestFullscreen?.().catch(() => undefined)}
            >
              <Maximize aria-hidden size={16} />
            </Button>
          )}
        </div>
      </div>
      {playedOn && (
        <p className={styles.walletNote} role="status">
          <Gift aria-hidden size={16} />
          {t('casino.wallet.cashNote', { currency: playedOn.name })}
        </p>
      )}
      <div ref={stage} className={styles.stage}>
        {state.status === 'ready' ? (
          <GameFrame key={state.launch.url} launch={state.launch} onFail={handleFail} />
        ) : state.status === 'needs-cash' ? (
          <NeedsCash bonus={state.bonus} cash={state.cash} />
        ) : (
          <div className={styles.waiting} aria-busy="true">
            <Spinner label={t('casino.game.loading')} />
            {state.status === 'signing-in' && <p className={styles.note}>{t('casino.game.signIn')}</p>}
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * Gives the stage the window's height left under it: where it starts is measured, since what is
 * above it varies (a phone's app banner, the note of the wallet played on, a toolbar that wraps).
 * The stylesheet's estimate holds until then (server rendering, no layout).
 */
function useFitToWindow(stage: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const fit = () => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      element.style.setProperty('--stage-top', `${top}px`);
      element.dataset.fitted = '';
    };
    fit();
    window.addEventListener('resize', fit);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(document.documentElement);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
    };
  }, [stage]);
}

/** A sports bonus in use with no cash wallet of its currency: why the game does not start, and the switch. */
function NeedsCash({ bonus, cash }: { bonus: PlayerWallet; cash: PlayerWallet | null }) {
  const t = useCasinoText();
  const switchWallet = useSwitchWallet();
  return (
    <div className={styles.waiting} role="alert">
      <p className={styles.needsCash}>{t('casino.wallet.needsCash', { currency: bonus.name })}</p>
      {cash ? (
        <Button
          variant="primary"
          disabled={switchWallet.isPending}
          aria-busy={switchWallet.isPending || undefined}
          onClick={() => switchWallet.mutate(cash.id)}
        >
          {t('casino.wallet.switch', { currency: cash.name })}
        </Button>
      ) : (
        <>
          <p className={styles.note}>{t('casino.wallet.noCash')}</p>
          <Link to="/profile/wallets" className={styles.link}>
            {t('casino.wallet.toWallets')}
          </Link>
        </>
      )}
    </div>
  );
}
