import type { CodeObject } from '@meridian/contract/auth';
import { isEmail } from '@meridian/contract/validation';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { useSettings } from '../../../shared/api/get-settings';
import { storageKeys, writeStorageJson } from '../../../shared/browser/storage';
import { notify } from '../../../shared/notifications/notification.store';
import { Button } from '../../../shared/ui/button';
import { CodeStep } from '../../../shared/ui/form/code-step';
import styles from '../../../shared/ui/form/form.module.css';
import { emptyPhone, PhoneField, type PhoneValue } from '../../../shared/ui/form/phone-field';
import { Tabs } from '../../../shared/ui/form/tabs';
import { TextField } from '../../../shared/ui/form/text-field';
import { requestRecovery } from '../api/recovery';
import { checkCode, resendCode } from '../api/registration';
import { solveCaptcha } from '../captcha/solve-captcha';
import { pickTokenData, signIn } from '../store/auth-session';

/** Spec 000 §4. */
export type RecoveryStatus = 'pending-identity' | 'confirm-identity-requested' | 'confirm-identity' | 'success';
type RecoveryTab = 'email' | 'phone';

/** Where the recovery code page finds the code that is being confirmed. */
export function rememberRecoveryCode(code: CodeObject | null): void {
  writeStorageJson('session', storageKeys.recoveryCode, code);
}

export function RecoveryFlow({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [tab, setTab] = useState<RecoveryTab>('email');
  const [status, setStatus] = useState<RecoveryStatus>('pending-identity');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(emptyPhone);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState<CodeObject | null>(null);
  const backToIdentity = useCallback(() => {
    setCode(null);
    rememberRecoveryCode(null);
    setStatus('pending-identity');
  }, []);

  const identityValid = tab === 'email' ? isEmail(email.trim()) : phone.e164 !== null;
  const confirming = status === 'confirm-identity-requested' || status === 'confirm-identity';

  const submit = async () => {
    setStatus('confirm-identity-requested');
    try {
      const captcha = await solveCaptcha(settings.services.captcha.provider);
      const next = await requestRecovery(
        tab === 'email' ? { email: email.trim(), captcha } : { phone: phone.e164 ?? '', captcha },
      );
      setCode(next);
      rememberRecoveryCode(next);
      setStatus('confirm-identity');
    } catch (failure) {
      setStatus('pending-identity');
      const message = isApiError(failure) ? failure.message : t('auth.error.generic');
      setError(isApiError(failure) ? (failure.fieldError(tab) ?? null) : null);
      notify.error(message);
    }
  };

  return (
    <div className={styles.form}>
      <Tabs
        label={t('recovery.by')}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setError(null);
        }}
        tabs={[
          { value: 'email', label: t('signup.tab.1'), disabled: confirming && tab !== 'email' },
          { value: 'phone', label: t('signup.tab.2'), disabled: confirming && tab !== 'phone' },
        ]}
      />
      {status === 'confirm-identity' && code ? (
        <CodeStep
          code={code}
          sentTo={tab === 'email' ? email.trim() : (phone.e164 ?? '')}
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
            setStatus('success');
            onConfirmed();
          }}
          onBack={backToIdentity}
        />
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (identityValid && !confirming) void submit();
          }}
        >
          <p className={styles.hint}>{t('recovery.text')}</p>
          {tab === 'email' ? (
            <TextField
              label={t('signup.tab.1')}
              type="email"
              autoComplete="email"
              value={email}
              onValueChange={(value) => {
                setEmail(value);
                setError(null);
              }}
              error={error ?? (email && !isEmail(email.trim()) ? t('recovery.error.email') : null)}
              required
            />
          ) : (
            <PhoneField
              value={phone}
              onChange={(value) => {
                setPhone(value);
                setError(null);
              }}
              defaultCountryId={settings.country_id}
              error={error ?? (phone.national && !phone.e164 ? t('auth.error.phone') : null)}
              required
            />
          )}
          <Button type="submit" variant="primary" block disabled={!identityValid || confirming}>
            {status === 'confirm-identity-requested' ? t('app.loading') : t('recovery.send')}
          </Button>
        </form>
      )}
    </div>
  );
}
