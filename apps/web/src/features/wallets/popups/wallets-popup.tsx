import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Dialog } from '../../../shared/ui/dialog';
import { WalletsPanel } from '../components/wallets-panel';

/** The Wallets popup (desktop): the same list and add form as /profile/wallets. */
export function WalletsPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  // Reopened from the address after a sign-out, it has nothing to show.
  useEffect(() => {
    if (!isAuthorized) onClose();
  }, [isAuthorized, onClose]);
  return (
    <Dialog title={t('popup.Wallets')} onClose={onClose} isTop={isTop}>
      <WalletsPanel />
    </Dialog>
  );
}
