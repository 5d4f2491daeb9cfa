import { Gift, X } from 'lucide-react';
import { useRef } from 'react';
import { useBetSlipStore, useOfferedFreeBets } from '../../../shared/betslip/betslip.store';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Button } from '../../../shared/ui/button';
import styles from './bet-slip-panel.module.css';

interface FreeBetEntryProps {
  accountId: number | null;
  /** A bet is on its way: the pick stays as sent. */
  busy: boolean;
}

/**
 * The slip's free bets (001 §4): the entry to PickFreeBet while the wallet has some, and the picked
 * one with its cancel, which clears the amount.
 */
export function FreeBetEntry({ accountId, busy }: FreeBetEntryProps) {
  const { t } = useTranslation();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const offered = useOfferedFreeBets(accountId);
  const freeBet = useBetSlipStore((state) => state.freeBet);
  const cancelFreeBet = useBetSlipStore((state) => state.cancelFreeBet);
  const openPopup = usePopupStore((state) => state.open);
  const entryRef = useRef<HTMLButtonElement>(null);

  if (!isAuthorized || (offered.length === 0 && freeBet === null)) return null;

  const handleCancel = () => {
    cancelFreeBet();
    // The cancel button goes away with the pick; the entry keeps the focus in the slip.
    entryRef.current?.focus();
  };

  return (
    <div className={styles.freeBets}>
      {offered.length > 0 && (
        <Button
          ref={entryRef}
          size="sm"
          className={styles.freeBetsButton}
          aria-haspopup="dialog"
          data-testid="free-bets-button"
          disabled={busy}
          onClick={() => openPopup('PickFreeBet')}
        >
          <Gift aria-hidden size={16} />
          {t('betslip.freeBets', { n: offered.length })}
        </Button>
      )}
      <div
        className={freeBet ? styles.freeBetPicked : 'visually-hidden'}
        data-testid={freeBet ? 'picked-free-bet' : undefined}
      >
        <p role="status" className={styles.freeBetPickedText}>
          {freeBet ? t('betslip.freeBetPicked', { title: freeBet.title }) : ''}
        </p>
        {freeBet && (
          <button
            type="button"
            className={styles.freeBetCancel}
            aria-label={t('betslip.freeBetCancel', { title: freeBet.title })}
            disabled={busy}
            onClick={handleCancel}
          >
            <X aria-hidden size={16} />
          </button>
        )}
      </div>
    </div>
  );
}
