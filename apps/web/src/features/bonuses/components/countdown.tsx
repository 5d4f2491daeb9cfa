import { countdownParts } from '../../../shared/format/countdown';
import { useSecondClock } from '../../../shared/hooks/use-second-clock';
import { useBonusesText } from '../i18n/bonuses-texts';
import styles from './countdown.module.css';

/**
 * Time left until a bonus ends (spec 000 §4: days plus hh:mm:ss, ticking each second, or "expired").
 * The ticking text is not a live region: a screen reader reads it when it gets there.
 */
export function Countdown({ expiresAt }: { expiresAt: number }) {
  const t = useBonusesText();
  const now = useSecondClock();
  const left = countdownParts(expiresAt, now);
  return (
    <p className={styles.countdown}>
      {left ? (
        <>
          <span className={styles.label}>{t('bonuses.countdown.label')}</span>{' '}
          <time dateTime={left.duration} className={styles.value}>
            {left.days > 0 ? t('bonuses.countdown.days', { count: left.days, time: left.time }) : left.time}
          </time>
        </>
      ) : (
        <span className={styles.expired}>{t('bonuses.countdown.expired')}</span>
      )}
    </p>
  );
}
