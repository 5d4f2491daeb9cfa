import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Dialog } from '../../../shared/ui/dialog';
import { RecoveryFlow } from '../components/recovery-flow';

export function PasswordRecoveryPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const open = usePopupStore((state) => state.open);
  const close = usePopupStore((state) => state.close);
  return (
    <Dialog title={t('popup.PasswordRecovery')} onClose={onClose} isTop={isTop}>
      <RecoveryFlow
        onConfirmed={() => {
          close('PasswordRecovery');
          open('NewPassword');
        }}
      />
    </Dialog>
  );
}
