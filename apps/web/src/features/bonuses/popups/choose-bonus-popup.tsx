import { type ReactNode, useEffect, useState } from 'react';
import { useProfileQuery } from '../../../shared/api/get-profile';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import popupStyles from '../../../shared/popups/popup.module.css';
import { usePopupStore } from '../../../shared/popups/popup.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { Skeleton } from '../../../shared/ui/skeleton';
import { type FirstBonus, useChangeFirstBonus } from '../api/bonus-actions';
import { useFailureNotice } from '../hooks/use-failure-notice';
import { useBonusesText } from '../i18n/bonuses-texts';
import { firstBonusRefusal } from '../lib/first-bonus-refusal';
import { useFirstBonusLockStore } from '../store/first-bonus-lock.store';
import styles from './bonus-popups.module.css';

const CHOICES: readonly FirstBonus[] = [1, 2, 0];

/**
 * ChooseBonus: the first-deposit bonus, sport, casino or none (spec 000 §4). Refusing a bonus is
 * confirmed in DeclineBonusConfirm first; the server refuses any change once a deposit has landed.
 */
export function ChooseBonusPopup({ onClose, isTop }: PopupProps) {
  const { t: site } = useTranslation();
  const t = useBonusesText();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const user = useProfileQuery().data;
  const reason = useFirstBonusLockStore((state) => (user ? state.reasons[user.id] : undefined));
  const lock = useFirstBonusLockStore((state) => state.lock);
  const openPopup = usePopupStore((state) => state.open);
  const change = useChangeFirstBonus();
  const onFailure = useFailureNotice();
  const [picked, setPicked] = useState<FirstBonus | null>(null);

  // Reopened from the address after a sign-out, it has nothing to show.
  useEffect(() => {
    if (!isAuthorized) onClose();
  }, [isAuthorized, onClose]);

  const current = user?.first_bonus ?? null;
  const choice = picked ?? current;

  const handleSave = () => {
    if (choice === null || choice === current || change.isPending) return;
    if (choice === 0) {
      openPopup('DeclineBonusConfirm', { action: 'refuse-first-bonus' });
      return;
    }
    change.mutate(choice, {
      onSuccess: () => {
        notify.success(t('bonuses.first.changed'));
        onClose();
      },
      onError: (failure) => {
        onFailure(failure);
        const refusal = firstBonusRefusal(failure);
        if (refusal !== null && user) lock(user.id, refusal);
      },
    });
  };

  let content: ReactNode;
  if (!user) {
    content = <Skeleton height={180} />;
  } else if (reason) {
    content = (
      <>
        <p className={popupStyles.text}>{reason}</p>
        <div className={styles.buttons}>
          <Button block onClick={onClose}>
            {site('dialog.close')}
          </Button>
        </div>
      </>
    );
  } else {
    content = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          handleSave();
        }}
      >
        <RadioGroup
          legend={t('bonuses.first.legend')}
          options={CHOICES.map((value) => ({
            value,
            label: (
              <span className={styles.optionText}>
                <span className={styles.optionName}>{t(`bonuses.first.option.${value}`)}</span>
                <span className={styles.optionAbout}>{t(`bonuses.first.about.${value}`)}</span>
              </span>
            ),
          }))}
          value={choice}
          onChange={setPicked}
          classNames={{ group: styles.options, legend: styles.legend, option: styles.option }}
        />
        <div className={styles.buttons}>
          <Button block onClick={onClose}>
            {site('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            block
            disabled={choice === current || change.isPending}
            aria-busy={change.isPending || undefined}
          >
            {t('bonuses.first.save')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Dialog title={site('popup.ChooseBonus')} onClose={onClose} isTop={isTop}>
      {content}
    </Dialog>
  );
}
