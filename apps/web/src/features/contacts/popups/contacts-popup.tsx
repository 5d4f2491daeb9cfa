import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Dialog } from '../../../shared/ui/dialog';
import { ContactList } from '../components/contact-list';

export function ContactsPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('popup.Contacts')} onClose={onClose} isTop={isTop}>
      <ContactList />
    </Dialog>
  );
}
