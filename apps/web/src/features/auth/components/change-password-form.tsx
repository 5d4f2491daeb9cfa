import { isStrongPassword } from '@meridian/contract/validation';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { callApi } from '../../../shared/api/call-api';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Button } from '../../../shared/ui/button';
import { Form } from '../../../shared/ui/form/form';
import { TextField } from '../../../shared/ui/form/text-field';

type Field = 'password' | 'new_password' | 'new_password_confirmation' | 'code';

/** Old password, the new one twice, and the two-factor code when it is on (spec 000 §5). */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const twoFactorEnabled = useAuthStore((state) => state.twoFactorEnabled);
  const [values, setValues] = useState<Record<Field, string>>({
    password: '',
    new_password: '',
    new_password_confirmation: '',
    code: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The mutation's pending state arrives with the next render; a second click can land before it.
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: () =>
      callApi('PUT /user/password/change', {
        body: { ...values, code: twoFactorEnabled ? values.code.trim() : undefined },
      }),
    onSuccess: () => {
      notify.success(t('password.changed'));
      onDone();
    },
    onError: (failure) => {
      if (!isApiError(failure)) return notify.error(t('auth.error.generic'));
      const next: Partial<Record<Field, string>> = {};
      for (const field of ['password', 'new_password', 'new_password_confirmation', 'code'] as const) {
        const message = failure.fieldError(field);
        if (message) next[field] = message;
      }
      if (Object.keys(next).length === 0) notify.error(failure.message);
      setErrors(next);
    },
  });
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const strong = isStrongPassword(values.new_password);
  const matches = values.new_password === values.new_password_confirmation;
  const canSubmit =
    values.password !== '' &&
    strong &&
    matches &&
    (!twoFactorEnabled || values.code.trim() !== '') &&
    !mutation.isPending;

  return (
    <Form
      canSubmit={canSubmit}
      onValidSubmit={() => {
        // A second Enter before the pending state renders must not send the change twice.
        if (inFlight.current) return;
        inFlight.current = true;
        mutation.mutate(undefined, {
          onSettled: () => {
            inFlight.current = false;
          },
        });
      }}
    >
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onValueChange={set('password')}
        error={errors.password}
        required
      />
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        value={values.new_password}
        onValueChange={set('new_password')}
        hint={t('password.rule')}
        error={errors.new_password ?? (values.new_password && !strong ? t('password.weak') : null)}
        required
      />
      <TextField
        label={t('password.repeat')}
        type="password"
        autoComplete="new-password"
        value={values.new_password_confirmation}
        onValueChange={set('new_password_confirmation')}
        error={
          errors.new_password_confirmation ??
          (values.new_password_confirmation && !matches ? t('password.mismatch') : null)
        }
        required
      />
      {twoFactorEnabled && (
        <TextField
          label={t('twoFactor.code')}
          autoComplete="one-time-code"
          value={values.code}
          onValueChange={set('code')}
          error={errors.code}
          required
        />
      )}
      <Button type="submit" variant="primary" block disabled={!canSubmit} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('app.loading') : t('password.save')}
      </Button>
    </Form>
  );
}
