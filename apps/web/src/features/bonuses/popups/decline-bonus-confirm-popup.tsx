import { useEffect } from 'react';
import { useProfileQuery } from '../../../shared/api/get-profile';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import popupStyles from '../../../shared/popups/popup.module.css';
import { usePopupStore } from '../../../shared/popups/popup.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { cancelBonus, cancelGift, useBonusChange, useChangeFirstBonus } from '../api/bonus-actions';
import { useFailureNotice } from '../hooks/use-failure-notice';
import { type BonusesT, useBonusesText } from '../i18n/bonuses-texts';
import { firstBonusRefusal } from '../lib/first-bonus-refusal';
import { useFirstBonusLockStore } from '../store/first-bonus-lock.store';
import styles from './bonus-popups.module.css';
import { type DeclineBonusData, isDeclineBonusData } from './decline-bonus-data';

function texts(data: DeclineBonusData, t: BonusesT) {
  if (data.action === 'refuse-first-bonus') {
    return { question: t('bonuses.decline.first'), confirm: t('bonuses.decline.firstConfirm') };
  }
  if (data.action === 'cancel-gift' && !data.playing) {
    return { question: t('bonuses.decline.available', { name: data.name }), confirm: t('bonuses.decline.decline') };
  }
  const question = data.balance
    ? t('bonuses.decline.playing', { name: data.name, balance: data.balance })
    : t('bonuses.decline.playingNoBalance', { name: data.name });
  return { question, confirm: t('bonuses.decline.cancel') };
}

/**
 * DeclineBonusConfirm: asks before a bonus is given up, since its bonus balance is forfeited for good,
 * and before the first-deposit bonus is refused. Confirming makes the call.
 */
export function DeclineBonusConfirmPopup({ data, onClose, isTop }: PopupProps) {
  const { t: site } = useTranslation();
  const t = useBonusesText();
  const closePopup = usePopupStore((state) => state.close);
  const userId = useProfileQuery().data?.id;
  const lock = useFirstBonusLockStore((state) => state.lock);
  const onFailure = useFailureNotice();
  const valid = isDeclineBonusData(data);
  const cancel = useBonusChange((request: DeclineBonusData) => {
    if (request.action === 'cancel-bonus') return cancelBonus(request.walletId);
    if (request.action === 'cancel-gift') return cancelGift(request.giftId);
    return Promise.reject(new Error('not a cancellation'));
  });
  const refuse = useChangeFirstBonus();

  useEffect(() => {
    if (!valid) onClose();
  }, [valid, onClose]);
  if (!valid) return null;

  const pending = cancel.isPending || refuse.isPending;
  const handleConfirm = () => {
    if (data.action === 'refuse-first-bonus') {
      refuse.mutate(0, {
        onSuccess: () => {
          notify.success(t('bonuses.first.changed'));
          closePopup('ChooseBonus');
          onClose();
        },
        onError: (failure) => {
          onFailure(failure);
          const reason = firstBonusRefusal(failure);
          if (reason === null || userId === undefined) return;
          lock(userId, reason);
          closePopup('ChooseBonus');
          onClose();
        },
      });
      return;
    }
    cancel.mutate(data, {
      onSuccess: () => {
        const playing = data.action === 'cancel-bonus' || data.playing;
        notify.success(t(playing ? 'bonuses.decline.cancelled' : 'bonuses.decline.declined', { name: data.name }));
        onClose();
      },
      onError: onFailure,
    });
  };

  const { question, confirm } = texts(data, t);
  return (
    <Dialog title={site('popup.DeclineBonusConfirm')} onClose={onClose} isTop={isTop}>
      <p className={popupStyles.text}>{question}</p>
      <div className={styles.buttons}>
        <Button block onClick={onClose}>
          {data.action === 'refuse-first-bonus' ? site('dialog.cancel') : t('bonuses.decline.keep')}
        </Button>
        <Button variant="primary" block disabled={pending} aria-busy={pending || undefined} onClick={handleConfirm}>
          {confirm}
        </Button>
      </div>
    </Dialog>
  );
}
