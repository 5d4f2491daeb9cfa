import type { CodeObject } from '@meridian/contract/auth';
import { useCallback, useId, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useSettings } from '../../../shared/api/get-settings';
import { storageKeys, writeStorageJson } from '../../../shared/browser/storage';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { pickTokenData, signIn } from '../../../shared/session/auth-session';
import { Button } from '../../../shared/ui/button';
import { CodeStep } from '../../../shared/ui/form/code-step';
import { ContactField, type ContactKind, useContactEntry } from '../../../shared/ui/form/contact-field';
import { Form } from '../../../shared/ui/form/form';
import styles from '../../../shared/ui/form/form.module.css';
import { TabPanel, Tabs } from '../../../shared/ui/form/tabs';
import { requestRecovery } from '../api/recovery';
import { checkCode, resendCode } from '../api/registration';
import { solveCaptcha } from '../captcha/solve-captcha';

/** Spec 000 §4. */
export type RecoveryStatus = 'pending-identity' | 'confirm-identity-requested' | 'confirm-identity' | 'success';

/** Where the recovery code page finds the code that is being confirmed. */
export function rememberRecoveryCode(code: CodeObject | null): void {
  writeStorageJson('session', storageKeys.recoveryCode, code);
}

export function RecoveryFlow({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation();
  const panelId = useId();
  const settings = useSettings();
  const [tab, setTab] = useState<ContactKind>('email');
  const [status, setStatus] = useState<RecoveryStatus>('pending-identity');
  const { address, setError, field } = useContactEntry(tab);
  const [code, setCode] = useState<CodeObject | null>(null);
  const backToIdentity = useCallback(() => {
    setCode(null);
    rememberRecoveryCode(null);
    setStatus('pending-identity');
  }, []);

  const confirming = status === 'confirm-identity-requested' || status === 'confirm-identity';

  const submit = async (to: string) => {
    setStatus('confirm-identity-requested');
    try {
      const captcha = await solveCaptcha(settings.services.captcha.provider);
      const next = await requestRecovery(tab === 'email' ? { email: to, captcha } : { phone: to, captcha });
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
        panelId={panelId}
      />
      <TabPanel id={panelId} value={tab}>
        {status === 'confirm-identity' && code ? (
          <CodeStep
            code={code}
            sentTo={address ?? ''}
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
          <Form canSubmit={address !== null && !confirming} onValidSubmit={() => void submit(address ?? '')}>
            <p className={styles.hint}>{t('recovery.text')}</p>
            <ContactField {...field} defaultCountryId={settings.country_id} />
            <Button type="submit" variant="primary" block disabled={address === null || confirming}>
              {status === 'confirm-identity-requested' ? t('app.loading') : t('recovery.send')}
            </Button>
          </Form>
        )}
      </TabPanel>
    </div>
  );
}
