import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Dialog } from '../../../shared/ui/dialog';
import { BetDetails } from '../components/bet-details';
import styles from '../components/history.module.css';

function betIdOf(data: unknown): number | null {
  const id = (data as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** BetDetails (desktop): the coupon of the bet picked in the history; a missing bet closes it. */
export function BetDetailsPopup({ data, onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const id = betIdOf(data);
  let body = null;
  // Signed out while the popup stayed open (e.g. from another tab): say why nothing shows.
  if (!isAuthorized) body = <p className={styles.note}>{t('history.loginPrompt')}</p>;
  else if (id !== null) body = <BetDetails id={id} onMissing={onClose} />;
  return (
    <Dialog
      title={id === null ? t('popup.BetDetails') : t('history.bet.title', { id })}
      onClose={onClose}
      isTop={isTop}
    >
      {body}
    </Dialog>
  );
}
