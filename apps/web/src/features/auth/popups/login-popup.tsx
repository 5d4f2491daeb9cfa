import { useTranslation } from 'react-i18next';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Dialog } from '../../../shared/ui/dialog';
import { UnderConstructionNote } from '../../../shared/ui/states/under-construction-note';

export function LoginPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('popup.Login')} onClose={onClose} isTop={isTop}>
      <UnderConstructionNote />
    </Dialog>
  );
}
