import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Dialog } from '../../../shared/ui/dialog';
import { LoginForm } from '../components/login-form';

/** Desktop sign-in; the player stays on the page they were on. */
export function LoginPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const open = usePopupStore((state) => state.open);
  const close = usePopupStore((state) => state.close);
  return (
    <Dialog title={t('popup.Login')} onClose={onClose} isTop={isTop}>
      <LoginForm
        onSignedIn={(needsTwoFactor) => {
          close('Login');
          if (needsTwoFactor) open('Check2FA');
        }}
        onSignup={() => {
          close('Login');
          open('Signup');
        }}
        onRecovery={() => {
          close('Login');
          open('PasswordRecovery');
        }}
      />
    </Dialog>
  );
}
