import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../features/auth/store/auth.store';
import { HeaderBalance } from '../../../features/wallets/components/wallet-balance';
import { WalletSelector } from '../../../features/wallets/components/wallet-selector';
import { WalletsSync } from '../../../features/wallets/components/wallets-sync';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import styles from './desktop-header.module.css';
import { FavoritesLink } from './favorites-link';
import { ProfileDropdown } from './profile-dropdown';

/**
 * Log in and sign up for visitors: popups on desktop, pages on mobile (spec 000 §2); for a player the
 * balance and deposit. Also keeps the wallets in sync, which every layout's header mounts once.
 */
export function AuthActions() {
  return (
    <>
      <WalletsSync />
      <HeaderActions />
    </>
  );
}

function HeaderActions() {
  const { t } = useTranslation();
  const formFactor = useFormFactor();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const openPopup = usePopupStore((state) => state.open);

  if (isAuthorized && formFactor === 'mobile') {
    return (
      <>
        <HeaderBalance />
        <ButtonLink to="/payments/deposit/methods" size="sm" variant="primary">
          {t('more.deposit')}
        </ButtonLink>
      </>
    );
  }
  if (isAuthorized) {
    return (
      <>
        <FavoritesLink />
        <WalletSelector />
        <ButtonLink to="/payments/deposit/methods" variant="primary">
          {t('more.deposit')}
        </ButtonLink>
        <ProfileDropdown />
        <Button title={t('auth.logout')} onClick={() => openPopup('Logout')}>
          <LogOut aria-hidden size={18} className={styles.collapsedOnly} />
          <span className={styles.collapsible}>{t('auth.logout')}</span>
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
