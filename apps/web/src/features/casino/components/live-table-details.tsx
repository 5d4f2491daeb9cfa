import { useFormatDateTime } from '../../../shared/format/format-date-time';
import { useMoney } from '../../../shared/format/use-money';
import type { LiveTableView } from '../hooks/use-live-table';
import { type CasinoT, useCasinoText } from '../i18n/casino-texts';
import type { LiveTableFrame } from '../lib/live-tables';
import styles from './live-table.module.css';

/** The status line of a table that answered: open with its players or seats, or closed until a time. */
function statusText(frame: LiveTableFrame, t: CasinoT, time: (ms: number) => string): string {
  const { value } = frame;
  if (frame.status === 'unknown_currency') return t('casino.live.noCurrency', { currency: frame.currencyCode });
  if (frame.status === 'offline') {
    return value.opensAt === null
      ? t('casino.live.offline')
      : `${t('casino.live.offline')} · ${t('casino.live.opensAt', { time: time(value.opensAt) })}`;
  }
  const seated = value.totalSeatedPlayers;
  const free = value.availableSeats;
  const presence =
    value.tableType === 'BLACKJACK' && seated !== null && free !== null
      ? t('casino.live.seats', { seated, total: seated + free })
      : t('casino.live.players', { count: value.players });
  return `${t('casino.live.online')} · ${presence}`;
}

/**
 * A live tile's two lines under the provider (spec 001 §3): the table's status with its players
 * (seats at blackjack) or its opening time, and its limits in the player's currency. Until the table
 * answers the lines are placeholders of the same height, so the tile does not move.
 */
export function LiveTableDetails({ table }: { table: LiveTableView }) {
  const t = useCasinoText();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const { frame, currency } = table;

  if (table.status !== 'ready' || !frame || !currency) {
    if (table.unavailable) {
      return (
        <div className={styles.details}>
          <p className={`${styles.line} ${styles.muted}`}>{t('casino.live.unavailable')}</p>
          <p className={styles.line} />
        </div>
      );
    }
    return <LiveTableDetailsSkeleton label={t('casino.live.loading')} />;
  }

  const time = (ms: number) => formatDateTime(Math.floor(ms / 1000), { part: 'time' });
  const limits = frame.value.tableLimits;
  const amount = (minor: number) => money.format(minor, currency.id, { trimZeroFraction: true });
  const tone = frame.status === 'online' ? styles.online : styles.offline;
  return (
    <div className={styles.details}>
      <p className={styles.line}>
        <span aria-hidden className={`${styles.dot} ${tone}`} />
        <span className={`${styles.text} ${styles.value}`}>{statusText(frame, t, time)}</span>
      </p>
      <p className={styles.line}>
        {limits && (
          <span className={styles.text}>
            <span className={styles.label}>{t('casino.live.limitsLabel')}</span>{' '}
            <span className={styles.value}>
              {t('casino.live.limits', { min: amount(limits.minBet), max: amount(limits.maxBet) })}
            </span>
          </span>
        )}
      </p>
    </div>
  );
}

/** The two lines' stand-ins, while the tile waits for its table (and while the lobby loads). */
export function LiveTableDetailsSkeleton({ label }: { label?: string }) {
  return (
    <div className={styles.details} aria-busy={label ? true : undefined}>
      {label && <span className="visually-hidden">{label}</span>}
      <span aria-hidden className={styles.line}>
        <span className={`${styles.bar} ${styles.placeholder}`} />
      </span>
      <span aria-hidden className={styles.line}>
        <span className={`${styles.bar} ${styles.shortBar} ${styles.placeholder}`} />
      </span>
    </div>
  );
}
