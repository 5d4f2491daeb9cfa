import type { CodeObject } from '@meridian/contract/auth';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readStorageJson, storageKeys } from '../../../shared/browser/storage';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { pickTokenData, signIn, signOut } from '../../../shared/session/auth-session';
import { BackLink } from '../../../shared/ui/back-link';
import { ButtonLink } from '../../../shared/ui/button';
import { CodeStep } from '../../../shared/ui/form/code-step';
import { PageHeading } from '../../../shared/ui/page-heading';
import { checkCode, resendCode } from '../api/registration';
import { NewPasswordForm } from '../components/new-password-form';
import { RecoveryFlow, rememberRecoveryCode } from '../components/recovery-flow';
import styles from './auth-page.module.css';

export function PasswordRecoveryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setAfterSignInPath = useAuthStore((state) => state.setAfterSignInPath);
  // The confirmed code signs the player in; the guests-only guard then moves on to the new password.
  useEffect(() => setAfterSignInPath('/auth/new-password'), [setAfterSignInPath]);
  return (
    <div className={styles.page}>
      <BackLink />
      <PageHeading>{t('popup.PasswordRecovery')}</PageHeading>
      <RecoveryFlow onConfirmed={() => navigate('/auth/new-password', { replace: true })} />
    </div>
  );
}

/** /auth/recovery-code: the code of a recovery started earlier (recoveryCodeType is email or sms). */
export function RecoveryCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [code, setCode] = useState<CodeObject | null>(() =>
    readStorageJson<CodeObject>('session', storageKeys.recoveryCode),
  );
  const channel = params.get('recoveryCodeType') === 'sms' ? t('signup.tab.2') : t('signup.tab.1');
  return (
    <div className={styles.page}>
      <BackLink to="/auth/password-recovery" />
      <PageHeading>{t('popup.PasswordRecovery')}</PageHeading>
      {code ? (
        <CodeStep
          code={code}
          sentTo={channel}
          check={checkCode}
          resend={resendCode}
          onCodeChange={(next) => {
            setCode(next);
            rememberRecoveryCode(next);
          }}
          onSuccess={(answer) => {
            const data = pickTokenData(answer);
            if (data) signIn(data, false);
            rememberRecoveryCode(null);
            navigate('/auth/new-password', { replace: true });
          }}
          onBack={() => navigate('/auth/password-recovery', { replace: true })}
        />
      ) : (
        <>
          <p>{t('recovery.noCode')}</p>
          <ButtonLink to="/auth/password-recovery" variant="primary">
            {t('popup.PasswordRecovery')}
          </ButtonLink>
        </>
      )}
    </div>
  );
}

export function NewPasswordPage() {
  const { t } = useTranslation();
  const open = usePopupStore((state) => state.open);
  return (
    <div className={styles.page}>
      <PageHeading>{t('popup.NewPassword')}</PageHeading>
      <NewPasswordForm
        onDone={() => {
          // The sign-in-only guard of this page then moves the player to the login page.
          useAuthStore.getState().setAfterSignOutPath('/auth/login');
          signOut();
          open('Alert', { title: t('recovery.successTitle'), text: t('recovery.successText') });
        }}
      />
    </div>
  );
}
