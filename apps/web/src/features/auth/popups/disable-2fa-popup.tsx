import { useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../../shared/api/get-profile';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Dialog } from '../../../shared/ui/dialog';
import { disableTwoFactor } from '../api/two-factor';
import { CodeForm } from '../components/code-form';
import styles from '../components/two-factor.module.css';

export function Disable2FAPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Dialog title={t('popup.Disable2FA')} onClose={onClose} isTop={isTop}>
      <CodeForm
        label={t('twoFactor.codeOrRecovery')}
        submitLabel={t('twoFactor.disable')}
        onSubmit={disableTwoFactor}
        onSuccess={() => {
          useAuthStore.getState().setTwoFactorEnabled(false);
          void queryClient.invalidateQueries({ queryKey: profileQueryKey });
          notify.success(t('twoFactor.disabled'));
          onClose();
        }}
      >
        <p className={styles.hint}>{t('twoFactor.disableText')}</p>
      </CodeForm>
    </Dialog>
  );
}
