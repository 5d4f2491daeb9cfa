import { MATCH_STATUS, type ResultMatch } from '@meridian/contract/events';
import { ChartNoAxesColumn } from 'lucide-react';
import { useFormatDateTime } from '../../../shared/format/format-date-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import type { StatisticsPopupData } from '../../../shared/popups/statistics-popup-data';
import { Button } from '../../../shared/ui/button';
import styles from './result-row.module.css';

function TeamLine({ name, logo, score }: { name: string; logo: string; score: number | null }) {
  return (
    <div className={styles.team}>
      {logo ? <img className={styles.logo} src={logo} alt="" width={20} height={20} loading="lazy" /> : null}
      <span className={styles.teamName}>{name}</span>
      {score !== null && <span className={styles.total}>{score}</span>}
    </div>
  );
}

/** One ended match: tournament, teams, start, score per part, result group, statistics. */
export function ResultRow({ match }: { match: ResultMatch }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const open = usePopupStore((state) => state.open);
  const cancelled = match.status_id === MATCH_STATUS.cancelled;
  // The feed sends the whole match's score first, then each part played.
  const [total, ...parts] = match.scores;

  const handleStatistics = () => {
    const data: StatisticsPopupData = {
      matchId: match.id,
      live: false,
      header: {
        home: match.team_home,
        away: match.team_away,
        score: total ? { home: total.home, away: total.away } : null,
        isLive: false,
      },
    };
    open('Statistics', data);
  };

  return (
    <li className={styles.row}>
      <div className={styles.meta}>
        {match.tournament.image ? (
          <img className={styles.flag} src={match.tournament.image} alt="" width={16} height={16} loading="lazy" />
        ) : null}
        <span className={styles.tournament}>{match.tournament.name}</span>
        <time className={styles.time} dateTime={new Date(match.start_time * 1000).toISOString()}>
          {formatDateTime(match.start_time)}
        </time>
      </div>
      <div className={styles.teams}>
        <TeamLine
          name={match.team_home.name}
          logo={match.team_home.logo}
          score={cancelled || !total ? null : total.home}
        />
        <TeamLine
          name={match.team_away.name}
          logo={match.team_away.logo}
          score={cancelled || !total ? null : total.away}
        />
      </div>
      <div className={styles.footer}>
        <div className={styles.details}>
          {cancelled ? (
            <p className={styles.cancelled}>{t('results.cancelled')}</p>
          ) : (
            <>
              {parts.length > 0 && (
                <ul className={styles.parts}>
                  {parts.map((part) => (
                    <li key={part.part_id}>
                      <span className={styles.partName}>{part.name}</span> {part.home}:{part.away}
                    </li>
                  ))}
                </ul>
              )}
              {match.result.parts.length > 0 && (
                <dl className={styles.group}>
                  {match.result.parts.flatMap((part) =>
                    part.types.map((type) => (
                      <div key={`${part.name}-${type.name}`} className={styles.groupItem}>
                        <dt>
                          {match.result.parts.length > 1 ? `${part.name} · ` : ''}
                          {type.name}
                        </dt>
                        <dd>{type.result}</dd>
                      </div>
                    )),
                  )}
                </dl>
              )}
            </>
          )}
        </div>
        {match.has_statistics && (
          <Button
            size="sm"
            variant="ghost"
            className={styles.statistics}
            aria-label={t('results.statisticsOf', { name: match.name })}
            onClick={handleStatistics}
          >
            <ChartNoAxesColumn aria-hidden size={18} />
            <span className={styles.statisticsText}>{t('results.statistics')}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
