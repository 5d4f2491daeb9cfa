import { useId } from 'react';
import { useProfileQuery } from '../../../shared/api/get-profile';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useBonusesText } from '../i18n/bonuses-texts';
import { useFirstBonusLockStore } from '../store/first-bonus-lock.store';
import styles from './bonuses-page.module.css';

/**
 * The first-deposit bonus the player chose (spec 000 §4) and the way to change it in ChooseBonus
 * until a deposit has landed; then why it cannot change takes the button's place.
 */
export function FirstDepositChoice() {
  const t = useBonusesText();
  const headingId = useId();
  const user = useProfileQuery().data;
  const refused = useFirstBonusLockStore((state) => (user ? state.reasons[user.id] : undefined));
  // Locked once a deposit has landed; a refusal heard meanwhile (another tab deposited) locks it too.
  const reason = user?.has_deposit ? t('bonuses.first.locked') : refused;
  const openPopup = usePopupStore((state) => state.open);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('bonuses.first.title')}
      </h2>
      {user ? (
        <>
          <div className={styles.choiceRow}>
            <p className={styles.figure}>
              <span className={styles.figureLabel}>{t('bonuses.first.choice')}</span>
              <span className={styles.choiceValue}>{t(`bonuses.first.option.${user.first_bonus}`)}</span>
            </p>
            {!reason && (
              <Button size="sm" aria-label={t('bonuses.first.changeName')} onClick={() => openPopup('ChooseBonus')}>
                {t('bonuses.first.change')}
              </Button>
            )}
          </div>
          <p className={styles.panelText}>{reason ?? t(`bonuses.first.about.${user.first_bonus}`)}</p>
        </>
      ) : (
        <Skeleton height={64} />
      )}
    </section>
  );
}
