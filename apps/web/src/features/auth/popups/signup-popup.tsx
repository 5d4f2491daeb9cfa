import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Dialog } from '../../../shared/ui/dialog';
import { SignupFlow } from '../components/signup-flow';

export function SignupPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const open = usePopupStore((state) => state.open);
  const close = usePopupStore((state) => state.close);
  return (
    <Dialog title={t('popup.Signup')} onClose={onClose} isTop={isTop}>
      <SignupFlow
        onDone={() => close('Signup')}
        onLogin={() => {
          close('Signup');
          open('Login');
        }}
      />
    </Dialog>
  );
}
