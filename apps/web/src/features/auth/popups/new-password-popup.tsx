import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { signOut } from '../../../shared/session/auth-session';
import { Dialog } from '../../../shared/ui/dialog';
import { ChangePasswordForm } from '../components/change-password-form';
import { NewPasswordForm } from '../components/new-password-form';

function isChange(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { mode?: string }).mode === 'change';
}

/** The recovery's last step, or (from the profile menu, with mode "change") the password change. */
export function NewPasswordPopup({ data, onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const open = usePopupStore((state) => state.open);
  if (isChange(data)) {
    return (
      <Dialog title={t('password.changeTitle')} onClose={onClose} isTop={isTop}>
        <ChangePasswordForm onDone={onClose} />
      </Dialog>
    );
  }
  return (
    <Dialog title={t('popup.NewPassword')} onClose={onClose} isTop={isTop}>
      <NewPasswordForm
        onDone={() => {
          onClose();
          signOut();
          open('Login');
          open('Alert', { title: t('recovery.successTitle'), text: t('recovery.successText') });
        }}
      />
    </Dialog>
  );
}
