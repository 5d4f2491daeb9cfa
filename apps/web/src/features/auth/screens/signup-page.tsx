import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAuthStore } from '../../../shared/session/auth.store';
import { BackLink } from '../../../shared/ui/back-link';
import { PageHeading } from '../../../shared/ui/page-heading';
import { SignupFlow } from '../components/signup-flow';
import { returnPath } from '../lib/return-path';
import styles from './auth-page.module.css';

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setAfterSignInPath = useAuthStore((state) => state.setAfterSignInPath);
  // The guests-only guard moves the player on once the new account is signed in.
  useEffect(() => setAfterSignInPath(returnPath()), [setAfterSignInPath]);
  return (
    <div className={styles.page}>
      <BackLink />
      <PageHeading>{t('popup.Signup')}</PageHeading>
      <SignupFlow onDone={() => undefined} onLogin={() => navigate('/auth/login', { replace: true })} />
    </div>
  );
}
