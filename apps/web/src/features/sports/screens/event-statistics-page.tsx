import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StatisticsPanel } from '../components/statistics-panel';
import styles from './event-page.module.css';

/** `/live/{sport}/{league}/{event}/statistics/` (mobile): the live match's statistics on a page of their own. */
export function EventStatisticsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const matchId = Number(params.event);
  return (
    <div className={styles.page}>
      <Link to={`/live/${params.sport}/${params.league}/${params.event}`} className={styles.back}>
        <ArrowLeft aria-hidden size={16} />
        {t('event.backToEvent')}
      </Link>
      <h1 className="visually-hidden">{t('event.statistics')}</h1>
      <StatisticsPanel matchId={matchId} live />
    </div>
  );
}
