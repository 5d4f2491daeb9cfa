import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { lazyComponent, trackLoad } from '../../../shared/browser/lazy-code';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { useWallets } from '../../../shared/wallets/get-wallets';

const loadPlayerActions = () => import('./player-actions');
const PlayerBalance = lazyComponent(async () => (await loadPlayerActions()).PlayerBalance);
const PlayerWallet = lazyComponent(async () => (await loadPlayerActions()).PlayerWallet);
const PlayerMenu = lazyComponent(async () => (await loadPlayerActions()).PlayerMenu);
const loadWalletsSync = () => import('../../../features/wallets/components/wallets-sync');
const WalletsSync = lazyComponent(async () => (await loadWalletsSync()).WalletsSync);

/**
 * Fetches the signed-in header's code before it is needed: while the boot waits for settings when a
 * session is restored, and as soon as a visitor starts to log in or sign up.
 */
export function preloadPlayerActions(): void {
  void trackLoad(loadPlayerActions());
  void trackLoad(loadWalletsSync());
}

if (useAuthStore.getState().isAuthorized) preloadPlayerActions();
const stopWatching = useAuthStore.subscribe((state) => {
  if (!state.isAuthorized) return;
  stopWatching();
  preloadPlayerActions();
});

/**
 * Log in and sign up for visitors: popups on desktop, pages on mobile (spec 000 §2); for a player the
 * balance and deposit. Also keeps the wallets in sync, which every layout's header mounts once.
 */
export function AuthActions() {
  return (
    <>
      <Suspense fallback={null}>
        <WalletsSync />
      </Suspense>
      <HeaderActions />
    </>
  );
}

function HeaderActions() {
  const { t } = useTranslation();
  const formFactor = useFormFactor();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const openPopup = usePopupStore((state) => state.open);
  // The balance is asked for with the header's first paint, while the code that shows it arrives.
  useWallets();

  if (isAuthorized && formFactor === 'mobile') {
    return (
      <>
        <Suspense fallback={null}>
          <PlayerBalance />
        </Suspense>
        <ButtonLink to="/payments/deposit/methods" size="sm" variant="primary">
          {t('more.deposit')}
        </ButtonLink>
      </>
    );
  }
  if (isAuthorized) {
    return (
      <>
        <Suspense fallback={null}>
          <PlayerWallet />
        </Suspense>
        <ButtonLink to="/payments/deposit/methods" variant="primary">
          {t('more.deposit')}
        </ButtonLink>
        <Suspense fallback={null}>
          <PlayerMenu />
        </Suspense>
        {/* An icon at every width: the signed-in header keeps its room for the menu. */}
        <Button iconOnly title={t('auth.logout')} aria-label={t('auth.logout')} onClick={() => openPopup('Logout')}>
          <LogOut aria-hidden size={18} />
        </Button>
      </>
    );
  }
  if (formFactor === 'mobile') {
    return (
      <>
        <ButtonLink to="/auth/login" size="sm">
          {t('auth.login')}
        </ButtonLink>
        <ButtonLink to="/auth/registration" size="sm" variant="primary">
          {t('auth.signup')}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <Button onClick={() => openPopup('Login')}>{t('auth.login')}</Button>
      <Button variant="primary" onClick={() => openPopup('Signup')}>
        {t('auth.signup')}
      </Button>
    </>
  );
}
