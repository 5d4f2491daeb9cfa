import { useMutation } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { saveBetSlip } from '../api/share-bet-slip';
import { toBetSelection } from '../api/update-bets';
import styles from './bet-slip-popups.module.css';

/** ShareBetSlip (001 §2): saves the slip once on opening and shows its code with a copy button. */
export function ShareBetSlipPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: () => saveBetSlip(useBetSlipStore.getState().items.map(toBetSelection)),
    onSuccess: (result) => {
      if (result.error !== null || !result.coupon_code) {
        notify.error(result.error ?? t('betslip.placeFailed'));
        onClose();
      }
    },
    onError: (error) => {
      notify.error(error.message);
      onClose();
    },
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    save.mutate();
  }, [save]);

  const code = save.data?.coupon_code ?? null;
  const handleCopy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      notify.success(t('betslip.copied'));
    } catch {
      // Without clipboard access the code stays on screen to copy by hand.
    }
  };

  return (
    <Dialog title={t('popup.ShareBetSlip')} onClose={onClose} isTop={isTop}>
      {code ? (
        <div className={styles.share}>
          <p className={styles.hint}>{t('betslip.shareHint')}</p>
          <output className={styles.code} aria-label={t('betslip.shareCode')}>
            {code}
          </output>
          <Button variant="primary" block onClick={() => void handleCopy()}>
            <Copy aria-hidden size={16} />
            {t('betslip.copy')}
          </Button>
        </div>
      ) : (
        <div className={styles.share}>
          <Spinner label={t('betslip.sharing')} />
        </div>
      )}
    </Dialog>
  );
}
