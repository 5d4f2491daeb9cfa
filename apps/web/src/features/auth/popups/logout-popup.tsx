import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import popupStyles from '../../../shared/popups/popup.module.css';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { logout } from '../../../shared/session/auth-session';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import styles from './auth-popups.module.css';

export function LogoutPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const mutation = useMutation({ mutationFn: logout, onSettled: onClose });
  return (
    <Dialog title={t('popup.Logout')} onClose={onClose} isTop={isTop}>
      <p className={popupStyles.text}>{t('auth.logoutConfirm')}</p>
      <div className={styles.buttons}>
        <Button block onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="primary" block disabled={mutation.isPending} onClick={() => mutation.mutate()}>
          {t('auth.logout')}
        </Button>
      </div>
    </Dialog>
  );
}
