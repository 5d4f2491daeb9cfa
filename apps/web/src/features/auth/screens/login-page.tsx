import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { BackLink } from '../../../shared/ui/back-link';
import { PageHeading } from '../../../shared/ui/page-heading';
import { LoginForm } from '../components/login-form';
import { returnPath } from '../lib/return-path';
import styles from './auth-page.module.css';

/** /auth/login on mobile: the same form as the popup, then back to where the player came from. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = usePopupStore((state) => state.open);
  const setAfterSignInPath = useAuthStore((state) => state.setAfterSignInPath);
  // The guests-only guard moves the player on once signed in (and past two-factor).
  useEffect(() => setAfterSignInPath(returnPath()), [setAfterSignInPath]);
  return (
    <div className={styles.page}>
      <BackLink />
      <PageHeading>{t('popup.Login')}</PageHeading>
      <LoginForm
        onSignedIn={(needsTwoFactor) => {
          if (needsTwoFactor) open('Check2FA');
        }}
        onSignup={() => navigate('/auth/registration', { replace: true })}
        onRecovery={() => navigate('/auth/password-recovery')}
      />
    </div>
  );
}
