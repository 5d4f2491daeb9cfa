import { isStrongPassword } from '@meridian/contract/validation';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Form } from '../../../shared/ui/form/form';
import { TextField } from '../../../shared/ui/form/text-field';
import { setNewPassword } from '../api/recovery';

/** The last recovery step: a new password twice. */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: () => setNewPassword({ password, password_confirmation: confirmation }),
    onSuccess: onDone,
    onError: (failure) =>
      setErrors(
        isApiError(failure)
          ? {
              password: failure.fieldError('password') ?? (failure.fieldErrors ? '' : failure.message),
              password_confirmation: failure.fieldError('password_confirmation') ?? '',
            }
          : { password: t('auth.error.generic') },
      ),
  });
  const strong = isStrongPassword(password);
  const matches = password === confirmation;
  const canSubmit = strong && matches && !mutation.isPending;
  return (
    <Form canSubmit={canSubmit} onValidSubmit={() => mutation.mutate()}>
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          setErrors({});
        }}
        hint={t('password.rule')}
        error={errors.password || (password && !strong ? t('password.weak') : null)}
        required
      />
      <TextField
        label={t('password.repeat')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={(value) => {
          setConfirmation(value);
          setErrors({});
        }}
        error={errors.password_confirmation || (confirmation && !matches ? t('password.mismatch') : null)}
        required
      />
      <Button type="submit" variant="primary" block disabled={!canSubmit} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('app.loading') : t('password.save')}
      </Button>
    </Form>
  );
}
