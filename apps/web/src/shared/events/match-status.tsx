import type { Match } from '@meridian/contract/events';
import { useLivePaused } from '../api/network.store';
import { useFormatDateTime } from '../format/format-date-time';
import { useTranslation } from '../i18n/use-translation';
import { formatClock } from './match-clock';
import styles from './match-status.module.css';
import { useMatchClock } from './use-match-clock';

/**
 * Start date and time of an upcoming match, or the live badge, part and running clock. The badge
 * says Paused instead while live data is not kept current (no connection, socket down).
 */
export function MatchStatus({ match }: { match: Match }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const seconds = useMatchClock(match.is_live ? match.info.clock : null);
  const paused = useLivePaused();

  if (!match.is_live) {
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
      {seconds !== null && (
        <span className={styles.clock} role="timer" aria-label={t('event.clock', { time: formatClock(seconds) })}>
          {formatClock(seconds)}
        </span>
      )}
      {match.current_part && <span className={styles.part}>{match.current_part.name}</span>}
    </div>
  );
}
