import type { Match } from '@meridian/contract/events';
import { useFormatDateTime } from '../format/format-date-time';
import { useTranslation } from '../i18n/use-translation';
import styles from './match-status.module.css';
import { clockReading, matchTimeLabel, partText, useMatchTime } from './match-time';

/**
 * Start date and time of an upcoming match, or the live badge, part and running clock (HT or Break
 * between parts). The badge says Paused instead while live data is not kept current (no
 * connection, socket down): `livePaused`, which the row reads once for itself and its prices.
 */
export function MatchStatus({ match, livePaused }: { match: Match; livePaused: boolean }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const time = useMatchTime(match);
  const reading = time && clockReading(time, t);
  const paused = livePaused;

  if (!time) {
    return (
      <div className={styles.status}>
        <time className={styles.time} dateTime={new Date(match.start_time * 1000).toISOString()}>
          {formatDateTime(match.start_time, { part: 'time' })}
        </time>
        <span className={styles.date}>{formatDateTime(match.start_time, { part: 'date' }).slice(0, 5)}</span>
      </div>
    );
  }
  return (
    <div className={styles.status}>
      {paused ? (
        <span className={`${styles.live} ${styles.paused}`}>{t('event.paused')}</span>
      ) : (
        <span className={styles.live}>{t('event.live')}</span>
      )}
      {reading !== null && (
        <span className={styles.clock} role="timer" aria-label={matchTimeLabel(time, t)}>
          {reading}
        </span>
      )}
      {time.part && <span className={styles.part}>{partText(time, t, { compact: true })}</span>}
    </div>
  );
}
