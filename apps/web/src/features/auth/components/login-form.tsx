import type { SignInCode } from '@meridian/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useSettings } from '../../../shared/api/get-settings';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { pickTokenData, signIn } from '../../../shared/session/auth-session';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/form/checkbox';
import { CodeStep } from '../../../shared/ui/form/code-step';
import { Form } from '../../../shared/ui/form/form';
import styles from '../../../shared/ui/form/form.module.css';
import { emptyPhone, PhoneField, type PhoneValue } from '../../../shared/ui/form/phone-field';
import { TabPanel, Tabs } from '../../../shared/ui/form/tabs';
import { TextField } from '../../../shared/ui/form/text-field';
import { login } from '../api/login';
import { checkCode, resendCode } from '../api/registration';
import { solveCaptcha } from '../captcha/solve-captcha';
import {
  isLoginId,
  isLoginPassword,
  type LoginFieldErrors,
  type LoginTab,
  mapLoginErrors,
} from '../lib/login-validation';

interface LoginFormProps {
  /** Signed in and past two-factor, or waiting on its popup. */
  onSignedIn: (needsTwoFactor: boolean) => void;
  onSignup: () => void;
  onRecovery: () => void;
}

export function LoginForm({ onSignedIn, onSignup, onRecovery }: LoginFormProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const settings = useSettings();
  const [tab, setTab] = useState<LoginTab>('id');
  const [id, setId] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(emptyPhone);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [botCheck, setBotCheck] = useState(false);
  const [code, setCode] = useState<SignInCode | null>(null);
  const backToCredentials = useCallback(() => setCode(null), []);

  const mutation = useMutation({
    mutationFn: async () => {
      useAuthStore.getState().setStatus('loading');
      const identity = tab === 'id' ? { id: id.trim() } : { phone: phone.e164 ?? '' };
      const provider = settings.services.captcha.provider;
      try {
        return await login({ ...identity, password, captcha: await solveCaptcha(provider) });
      } catch (error) {
        // Past the account's limit of wrong passwords, a browser it does not know must pass the bot
        // check even where the site has it off: the built-in one, solved right here.
        if (provider !== 'none' || !isApiError(error) || !error.fieldError('captcha')) throw error;
        setBotCheck(true);
        try {
          return await login({ ...identity, password, captcha: await solveCaptcha('altcha') });
        } finally {
          setBotCheck(false);
        }
      }
    },
    onSuccess: (answer) => {
      if ('code' in answer) {
        useAuthStore.getState().setStatus('empty');
        setCode(answer.code);
        return;
      }
      const tokens = signIn(answer.token, remember);
      onSignedIn(!tokens.twoFactorAuthed);
    },
    onError: (error) => {
      useAuthStore.getState().setStatus('error');
      if (isApiError(error) && !error.isNetworkError) setErrors(mapLoginErrors(tab, error));
      else notify.error(t('auth.error.generic'));
    },
  });

  const identityValid = tab === 'id' ? isLoginId(id) : phone.e164 !== null;
  const canSubmit = identityValid && isLoginPassword(password) && !mutation.isPending;
  const clearError = (field: keyof LoginFieldErrors) => setErrors((current) => ({ ...current, [field]: undefined }));

  if (code) {
    return (
      <div className={styles.form}>
        <p className={styles.hint}>{t('auth.signInCode.text')}</p>
        <CodeStep
          code={code.code}
          sentTo={t(code.channel === 'email' ? 'auth.signInCode.email' : 'auth.signInCode.phone')}
          check={checkCode}
          resend={resendCode}
          onCodeChange={(next) => setCode({ ...code, code: next })}
          onSuccess={(answer) => {
            const data = pickTokenData(answer);
            if (!data) return notify.error(t('auth.error.generic'));
            const tokens = signIn(data, remember);
            onSignedIn(!tokens.twoFactorAuthed);
          }}
          onBack={backToCredentials}
        />
      </div>
    );
  }

  return (
    <Form canSubmit={canSubmit} onValidSubmit={() => mutation.mutate()}>
      <Tabs
        label={t('auth.loginBy')}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setErrors({});
        }}
        tabs={[
          { value: 'id', label: t('auth.tab.emailOrId') },
          { value: 'phone', label: t('auth.tab.phone') },
        ]}
        panelId={panelId}
      />
      <TabPanel id={panelId} value={tab}>
        {tab === 'id' ? (
          <TextField
            label={t('auth.emailOrId')}
            autoComplete="username"
            value={id}
            onValueChange={(value) => {
              setId(value);
              clearError('id');
            }}
            error={errors.id ?? (id && !isLoginId(id) ? t('auth.error.emailOrId') : null)}
            required
          />
        ) : (
          <PhoneField
            value={phone}
            onChange={(value) => {
              setPhone(value);
              clearError('phone');
            }}
            defaultCountryId={settings.country_id}
            error={errors.phone ?? (phone.national && !phone.e164 ? t('auth.error.phone') : null)}
            required
          />
        )}
      </TabPanel>
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          clearError('password');
        }}
        error={errors.password ?? (password && !isLoginPassword(password) ? t('auth.error.passwordLength') : null)}
        required
      />
      <Checkbox label={t('auth.rememberMe')} checked={remember} onCheckedChange={setRemember} />
      <Button type="submit" variant="primary" block disabled={!canSubmit} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('app.loading') : t('auth.login')}
      </Button>
      {botCheck ? (
        <p role="status" className={styles.hint}>
          {t('auth.botCheck')}
        </p>
      ) : null}
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onRecovery}>
          {t('auth.forgotPassword')}
        </button>
        <button type="button" className={styles.linkButton} onClick={onSignup}>
          {t('auth.noAccount')}
        </button>
      </div>
    </Form>
  );
}
