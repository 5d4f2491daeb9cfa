import type { CodeObject } from '@meridian/contract/auth';
import { isEmail } from '@meridian/contract/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { usePopupStore } from '../../../shared/popups/popup.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { CodeStep } from '../../../shared/ui/form/code-step';
import styles from '../../../shared/ui/form/form.module.css';
import { emptyPhone, PhoneField, type PhoneValue } from '../../../shared/ui/form/phone-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useProfileQuery } from '../../auth/api/get-profile';
import { checkUserCode, resendUserCode, sendUserCode } from '../api/profile-form';

type Kind = 'email' | 'phone';

function kindOf(data: unknown): Kind {
  return (data as { type?: string } | null)?.type === 'phone' ? 'phone' : 'email';
}

/** Confirms the player's e-mail or phone with a code; errors of the first step go to the field (spec 000 §8). */
export function ConfirmationPopup({ data, onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const kind = kindOf(data);
  const queryClient = useQueryClient();
  const openPopup = usePopupStore((state) => state.open);
  const profile = useProfileQuery();
  // An unconfirmed e-mail on file is the likely one to confirm.
  const [email, setEmail] = useState(() => profile.data?.email ?? '');
  const [phone, setPhone] = useState<PhoneValue>(emptyPhone);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState<CodeObject | null>(null);
  const target = kind === 'email' ? email.trim() : (phone.e164 ?? '');
  const valid = kind === 'email' ? isEmail(target) : phone.e164 !== null;

  const send = useMutation({
    mutationFn: () =>
      sendUserCode(
        kind === 'email' ? 'activate_email' : 'activate_phone',
        kind === 'email' ? { email: target } : { phone: target },
      ),
    onSuccess: setCode,
    onError: (failure) =>
      setError(isApiError(failure) ? (failure.fieldError(kind) ?? failure.message) : t('auth.error.generic')),
  });

  const done = () => {
    void queryClient.invalidateQueries({ queryKey: ['user'] });
    onClose();
    openPopup('Alert', {
      title: t('popup.Confirmation'),
      text: t(kind === 'email' ? 'confirmation.emailDone' : 'confirmation.phoneDone'),
    });
  };

  return (
    <Dialog title={t(kind === 'email' ? 'more.confirmEmail' : 'more.confirmPhone')} onClose={onClose} isTop={isTop}>
      {code ? (
        <CodeStep
          code={code}
          sentTo={target}
          check={checkUserCode}
          resend={resendUserCode}
          onCodeChange={setCode}
          onSuccess={done}
          onBack={() => setCode(null)}
        />
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (valid && !send.isPending) send.mutate();
          }}
        >
          {kind === 'email' ? (
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
              error={error ?? (phone.national && !phone.e164 ? t('auth.error.phone') : null)}
              required
            />
          )}
          <Button type="submit" variant="primary" block disabled={!valid || send.isPending} aria-busy={send.isPending}>
            {send.isPending ? t('app.loading') : t('recovery.send')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
