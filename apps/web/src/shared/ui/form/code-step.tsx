import type { CodeObject } from '@meridian/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useSettingsQuery } from '../../api/get-settings';
import { clockOffsetMs, formatCountdown, useCodeTimer } from '../../hooks/code-timer';
import { useTranslation } from '../../i18n/use-translation';
import { notify } from '../../notifications/notification.store';
import { Button } from '../button';
import { Form } from './form';
import styles from './form.module.css';
import { TextField } from './text-field';

interface CodeStepProps {
  code: CodeObject;
  /** Where the code went, for the hint. */
  sentTo: string;
  check: (code: CodeObject, value: string) => Promise<unknown>;
  resend: (code: CodeObject) => Promise<CodeObject>;
  onCodeChange: (code: CodeObject) => void;
  onSuccess: (answer: unknown) => void;
  /** The code ran out, or the player went back. */
  onBack: () => void;
}

/** Code entry with the resend countdown against server time (spec 000 §4). */
export function CodeStep({ code, sentTo, check, resend, onCodeChange, onSuccess, onBack }: CodeStepProps) {
  const { t } = useTranslation();
  const settings = useSettingsQuery();
  const offset = settings.data ? clockOffsetMs(settings.data.unix_timestamp, settings.dataUpdatedAt) : 0;
  const timer = useCodeTimer(code, offset);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!timer.expired) return;
    notify.error(t('code.expired'));
    onBack();
  }, [timer.expired, onBack, t]);

  const checkMutation = useMutation({
    mutationFn: () => check(code, value.trim()),
    onSuccess,
    onError: (failure) => {
      if (!isApiError(failure)) return setError(t('auth.error.generic'));
      const expired = failure.fieldError('id');
      if (expired) {
        notify.error(expired);
        return;
      }
      setError(failure.fieldError('code') ?? failure.message);
    },
  });
  const resendMutation = useMutation({
    mutationFn: () => resend(code),
    onSuccess: onCodeChange,
    onError: (failure) => notify.error(isApiError(failure) ? failure.message : t('auth.error.generic')),
  });

  const canCheck = value.trim() !== '' && !checkMutation.isPending;
  return (
    <Form canSubmit={canCheck} onValidSubmit={() => checkMutation.mutate()}>
      <p className={styles.hint}>{t('code.sentTo', { to: sentTo })}</p>
      <TextField
        label={t('code.label')}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          setError(null);
        }}
        error={error}
        required
      />
      <div className={styles.row} aria-live="polite">
        {timer.resendIn > 0 ? (
          <span className={styles.hint}>{t('code.resendIn', { time: formatCountdown(timer.resendIn) })}</span>
        ) : (
          <button
            type="button"
            className={styles.linkButton}
            disabled={resendMutation.isPending}
            onClick={() => resendMutation.mutate()}
          >
            {t('code.resend')}
          </button>
        )}
      </div>
      <Button type="submit" variant="primary" block disabled={!canCheck} aria-busy={checkMutation.isPending}>
        {checkMutation.isPending ? t('app.loading') : t('code.confirm')}
      </Button>
      <Button block onClick={onBack}>
        {t('page.back')}
      </Button>
    </Form>
  );
}
