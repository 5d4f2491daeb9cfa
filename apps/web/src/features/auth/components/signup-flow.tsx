import type { CodeObject } from '@meridian/contract/auth';
import type { SiteKey } from '@meridian/contract/locales/en';
import { useCallback, useId, useState } from 'react';
import { useSettings } from '../../../shared/api/get-settings';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { pickTokenData, signIn } from '../../../shared/session/auth-session';
import { Button } from '../../../shared/ui/button';
import { CodeStep } from '../../../shared/ui/form/code-step';
import styles from '../../../shared/ui/form/form.module.css';
import { TabPanel, Tabs } from '../../../shared/ui/form/tabs';
import { Skeleton } from '../../../shared/ui/skeleton';
import { checkCode, type RegistrationResult, resendCode, useRegistrationForms } from '../api/registration';
import type { RegValues } from '../lib/signup-rules';
import { SignupRegisterStep } from './signup-register-step';

interface SignupFlowProps {
  /** Sign-up finished; the player is signed in. */
  onDone: () => void;
  onLogin: () => void;
}

/** Spec 000 §4: register, then (e-mail and phone) confirm; one-click goes straight to RegComplete. */
export function SignupFlow({ onDone, onLogin }: SignupFlowProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const settings = useSettings();
  const forms = useRegistrationForms(settings.partner_group);
  const openPopup = usePopupStore((state) => state.open);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [values, setValues] = useState<Record<number, RegValues>>({});
  const [code, setCode] = useState<CodeObject | null>(null);
  const back = useCallback(() => setCode(null), []);

  if (forms.isPending) return <Skeleton height={320} />;
  if (forms.isError || forms.data.length === 0) {
    return (
      <div className={styles.form} role="alert">
        <p>{t('signup.formsError')}</p>
        <Button onClick={() => forms.refetch()}>{t('signup.retry')}</Button>
      </div>
    );
  }

  const form = forms.data.find((item) => item.reg_type === typeId) ?? forms.data[0];
  if (!form) return null;
  const formValues = values[form.reg_type] ?? {};

  const handleRegistered = (result: RegistrationResult) => {
    if (result.code) {
      setCode(result.code);
      return;
    }
    if (result.token) signIn(result.token, false);
    onDone();
    if (result.user) openPopup('RegComplete', { id: result.user.id, password: result.user.password });
  };

  const handleConfirmed = (answer: unknown) => {
    const data = pickTokenData(answer);
    if (data) signIn(data, false);
    onDone();
    openPopup('Alert', { title: t('signup.completeTitle'), text: t('signup.completeText') });
  };

  if (code) {
    return (
      <CodeStep
        code={code}
        sentTo={(form.reg_type === 1 ? formValues.email : formValues.phone) ?? ''}
        check={checkCode}
        resend={resendCode}
        onCodeChange={setCode}
        onSuccess={handleConfirmed}
        onBack={back}
      />
    );
  }

  return (
    <div className={styles.form}>
      <Tabs
        label={t('signup.type')}
        value={form.reg_type}
        onChange={(next) => setTypeId(next)}
        tabs={forms.data.map((item) => ({ value: item.reg_type, label: t(`signup.tab.${item.reg_type}` as SiteKey) }))}
        panelId={panelId}
      />
      <TabPanel id={panelId} value={form.reg_type}>
        <SignupRegisterStep
          key={form.reg_type}
          form={form}
          values={formValues}
          onValuesChange={(next) => setValues((current) => ({ ...current, [form.reg_type]: next }))}
          onRegistered={handleRegistered}
        />
      </TabPanel>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          {t('signup.haveAccount')}
        </button>
      </div>
    </div>
  );
}
