import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import popupStyles from '../../../shared/popups/popup.module.css';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { sessionsQueryKey, terminateSession } from '../api/sessions';
import styles from './terminate-confirm-popup.module.css';

export function TerminateConfirmPopup({ data, onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = (data as { id?: string } | null)?.id ?? '';
  const mutation = useMutation({
    mutationFn: () => terminateSession(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      onClose();
    },
    onError: (failure) => notify.error(isApiError(failure) ? failure.message : t('auth.error.generic')),
  });
  return (
    <Dialog title={t('popup.TerminateConfirm')} onClose={onClose} isTop={isTop}>
      <p className={popupStyles.text}>{t(id === 'all' ? 'sessions.confirmAll' : 'sessions.confirmOne')}</p>
      <div className={styles.buttons}>
        <Button block onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="primary" block disabled={!id || mutation.isPending} onClick={() => mutation.mutate()}>
          {t('sessions.terminate')}
        </Button>
      </div>
    </Dialog>
  );
}
