import type { CodeObject } from '@meridian/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useProfileQuery } from '../../../shared/api/get-profile';
import { useSettings } from '../../../shared/api/get-settings';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { CodeStep } from '../../../shared/ui/form/code-step';
import { ContactField, type ContactKind, useContactEntry } from '../../../shared/ui/form/contact-field';
import { Form } from '../../../shared/ui/form/form';
import { checkUserCode, resendUserCode, sendUserCode } from '../api/profile-form';

function kindOf(data: unknown): ContactKind {
  return (data as { type?: string } | null)?.type === 'phone' ? 'phone' : 'email';
}

/** Confirms the player's e-mail or phone with a code; errors of the first step go to the field (spec 000 §8). */
export function ConfirmationPopup({ data, onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const kind = kindOf(data);
  const queryClient = useQueryClient();
  const openPopup = usePopupStore((state) => state.open);
  const profile = useProfileQuery();
  const settings = useSettings();
  // An unconfirmed e-mail on file is the likely one to confirm.
  const { address, setError, field } = useContactEntry(kind, profile.data?.email ?? '');
  const [code, setCode] = useState<CodeObject | null>(null);
  const target = address ?? '';

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
        <Form canSubmit={address !== null && !send.isPending} onValidSubmit={() => send.mutate()}>
          <ContactField {...field} defaultCountryId={profile.data?.country_id ?? settings.country_id} />
          <Button
            type="submit"
            variant="primary"
            block
            disabled={address === null || send.isPending}
            aria-busy={send.isPending}
          >
            {send.isPending ? t('app.loading') : t('recovery.send')}
          </Button>
        </Form>
      )}
    </Dialog>
  );
}
