import type { CSSProperties } from 'react';
import type { StatisticsHeader } from '../../../shared/events/statistics-header';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './statistics-panel.module.css';

/** The characters of a name's longest word, which its size is fitted to. */
export function longestWordLength(name: string): number {
  return Math.max(1, ...name.split(/\s+/).map((word) => [...word].length));
}

function Team({ team }: { team: StatisticsHeader['home'] }) {
  const fit = { '--longest-word': longestWordLength(team.name) } as CSSProperties;
  return (
    <div className={styles.team}>
      {team.logo ? (
        <img className={styles.logo} src={team.logo} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className={styles.logo} aria-hidden />
      )}
      <span className={styles.teamName} style={fit}>
        {team.name}
      </span>
    </div>
  );
}

/** Home and away teams with the total score between them, and the live badge. */
export function StatisticsHeaderView({ header, live }: { header: StatisticsHeader; live: boolean }) {
  const { t } = useTranslation();
  const score = header.score;
  return (
    <div className={styles.header}>
      <Team team={header.home} />
      <div className={styles.centre}>
        {score && (
          <span className={styles.score}>
            <span aria-hidden>
              {score.home} : {score.away}
            </span>
            <span className="visually-hidden">{t('statistics.score', { home: score.home, away: score.away })}</span>
          </span>
        )}
        {live && <span className={styles.liveBadge}>{t('statistics.live')}</span>}
      </div>
      <Team team={header.away} />
    </div>
  );
}
