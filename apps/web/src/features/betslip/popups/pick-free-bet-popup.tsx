import { CircleCheck, Gift } from 'lucide-react';
import { useId } from 'react';
import { useSettings } from '../../../shared/api/get-settings';
import { useBetSlipStore, useOfferedFreeBets } from '../../../shared/betslip/betslip.store';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Dialog } from '../../../shared/ui/dialog';
import { useActiveWalletState } from '../../../shared/wallets/get-wallets';
import { useStakeCurrency } from '../hooks/use-stake-currency';
import styles from './bet-slip-popups.module.css';

/**
 * PickFreeBet (001 §2): the free bets the last slip update offered to the wallet; picking one fixes
 * the stake to its amount (001 §4) and closes the popup.
 */
export function PickFreeBetPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const { currency_id } = useSettings();
  const { wallet } = useActiveWalletState();
  const currency = useStakeCurrency(wallet?.currency_id ?? currency_id);
  const offered = useOfferedFreeBets(wallet?.id ?? null);
  const pickedId = useBetSlipStore((state) => state.freeBet?.id ?? null);
  const pickFreeBet = useBetSlipStore((state) => state.pickFreeBet);
  const idPrefix = useId();

  return (
    <Dialog title={t('popup.PickFreeBet')} onClose={onClose} isTop={isTop}>
      {offered.length === 0 ? (
        <p className={styles.hint}>{t('betslip.noFreeBets')}</p>
      ) : (
        <ul className={styles.freeBetList} aria-label={t('popup.PickFreeBet')}>
          {offered.map((freeBet) => {
            const id = `${idPrefix}-${freeBet.id}`;
            return (
              <li key={freeBet.id}>
                <button
                  type="button"
                  className={styles.freeBet}
                  aria-pressed={pickedId === freeBet.id}
                  aria-labelledby={`${id}-title ${id}-amount`}
                  aria-describedby={freeBet.description ? `${id}-description` : undefined}
                  data-testid="free-bet-option"
                  onClick={() => {
                    pickFreeBet(freeBet);
                    onClose();
                  }}
                >
                  {pickedId === freeBet.id ? (
                    <CircleCheck aria-hidden size={20} className={styles.freeBetIcon} />
                  ) : (
                    <Gift aria-hidden size={20} className={styles.freeBetIcon} />
                  )}
                  <span className={styles.freeBetText}>
                    <span id={`${id}-title`} className={styles.freeBetTitle}>
                      {freeBet.title}
                    </span>
                    {freeBet.description && (
                      <span id={`${id}-description`} className={styles.freeBetDescription}>
                        {freeBet.description}
                      </span>
                    )}
                  </span>
                  <span id={`${id}-amount`} className={styles.freeBetAmount}>
                    {currency.money(freeBet.bet)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
