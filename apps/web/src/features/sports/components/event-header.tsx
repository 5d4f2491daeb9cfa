import type { Match, Source } from '@meridian/contract/events';
import { Link } from 'react-router';
import { useLivePaused } from '../../../shared/api/network.store';
import { partScores, totalScore } from '../../../shared/events/match-clock';
import { clockReading, matchTimeLabel, partText, useMatchTime } from '../../../shared/events/match-time';
import { listPath } from '../../../shared/events/sport-paths';
import { FavoriteToggle } from '../../../shared/favorites/favorite-toggle';
import { useFormatDateTime } from '../../../shared/format/format-date-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './event-header.module.css';

/** The event card's head: tournament, both teams, and the start time or the live score, clock and red cards. */
export function EventHeader({ match, source }: { match: Match; source: Source }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const time = useMatchTime(match);
  const reading = time && clockReading(time, t);
  const paused = useLivePaused();
  const total = totalScore(match);
  const parts = partScores(match);

  const team = (side: 'home' | 'away') => {
    const info = side === 'home' ? match.team_home : match.team_away;
    const cards = match.info.red_cards[side];
    return (
      <div className={styles.team}>
        {info.logo ? (
          <img src={info.logo} alt="" width={56} height={56} className={styles.logo} />
        ) : (
          <span className={styles.logo} aria-hidden />
        )}
        <span className={styles.teamName}>{info.name}</span>
        {cards > 0 && (
          <span className={styles.redCards} role="img" aria-label={t('event.redCards', { count: cards })}>
            {cards}
          </span>
        )}
      </div>
    );
  };

  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Link to={listPath(source, match.sport_id, match.tournament.id)} className={styles.tournament}>
          {match.tournament.image && <img src={match.tournament.image} alt="" width={18} height={13} loading="lazy" />}
          {match.tournament.name}
          {match.round && <span className={styles.round}>· {match.round}</span>}
        </Link>
        <div className={styles.favorite}>
          <FavoriteToggle match={match} />
        </div>
      </div>
      <h1 className="visually-hidden">{match.name}</h1>
      <div className={styles.board}>
        {team('home')}
        <div className={styles.middle}>
          {time ? (
            <>
              {paused ? (
                <span className={`${styles.live} ${styles.paused}`}>{t('event.paused')}</span>
              ) : (
                <span className={styles.live}>{t('event.live')}</span>
              )}
              <output className={styles.score} aria-live="polite" data-testid="event-score">
                {total?.home ?? 0} : {total?.away ?? 0}
              </output>
              {reading !== null && (
                <span className={styles.clock} role="timer" aria-label={matchTimeLabel(time, t)}>
                  {reading}
                </span>
              )}
              {time.part && <span className={styles.part}>{partText(time, t)}</span>}
            </>
          ) : (
            <>
              <time className={styles.start} dateTime={new Date(match.start_time * 1000).toISOString()}>
                {formatDateTime(match.start_time, { part: 'time' })}
              </time>
              <span className={styles.part}>{formatDateTime(match.start_time, { part: 'date' })}</span>
            </>
          )}
        </div>
        {team('away')}
      </div>
      {match.is_live && parts.length > 0 && (
        <ul className={styles.parts} aria-label={t('event.partScores')}>
          {parts.map((part) => (
            <li key={part.part_id} className={styles.partScore}>
              <span className={styles.partName}>{part.name}</span>
              <span className={styles.partValue}>
                {part.home} : {part.away}
              </span>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
