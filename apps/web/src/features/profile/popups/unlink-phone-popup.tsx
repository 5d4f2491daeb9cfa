import type { CodeObject } from '@meridian/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import popupStyles from '../../../shared/popups/popup.module.css';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { CodeStep } from '../../../shared/ui/form/code-step';
import { checkUserCode, resendUserCode, sendUserCode } from '../api/profile-form';

/** Unlinking a confirmed phone is itself confirmed by a code sent to that phone. */
export function UnlinkPhonePopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState<CodeObject | null>(null);
  const send = useMutation({
    mutationFn: () => sendUserCode('change_phone', {}),
    onSuccess: setCode,
    onError: (failure) => notify.error(isApiError(failure) ? failure.message : t('auth.error.generic')),
  });
  return (
    <Dialog title={t('popup.UnlinkPhone')} onClose={onClose} isTop={isTop}>
      {code ? (
        <CodeStep
          code={code}
          sentTo={t('signup.tab.2')}
          check={checkUserCode}
          resend={resendUserCode}
          onCodeChange={setCode}
          onSuccess={() => {
            void queryClient.invalidateQueries({ queryKey: ['user'] });
            notify.success(t('confirmation.unlinked'));
            onClose();
          }}
          onBack={() => setCode(null)}
        />
      ) : (
        <>
          <p className={popupStyles.text}>{t('confirmation.unlinkText')}</p>
          <div className={popupStyles.actions}>
            <Button variant="primary" block disabled={send.isPending} onClick={() => send.mutate()}>
              {t('recovery.send')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
