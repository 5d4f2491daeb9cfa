import { useTranslation } from '../../shared/i18n/use-translation';
import type { PopupProps } from '../../shared/popups/popup-props';
import { Dialog } from '../../shared/ui/dialog';
import { UnderConstructionNote } from '../../shared/ui/states/under-construction-note';

/** Any popup whose feature is not built yet: the right title over an under-construction note. */
export function PlaceholderPopup({ name, onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t(`popup.${name}`)} onClose={onClose} isTop={isTop}>
      <UnderConstructionNote />
    </Dialog>
  );
}
