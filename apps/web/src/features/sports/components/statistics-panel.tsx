import { ChartNoAxesColumn } from 'lucide-react';
import { useId, useState } from 'react';
import type { StatisticsHeader } from '../../../shared/events/statistics-header';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TabPanel, Tabs } from '../../../shared/ui/form/tabs';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useStatistics } from '../hooks/use-statistics';
import { useStatisticsHeader } from '../hooks/use-statistics-header';
import { statisticRows } from '../lib/statistics-rows';
import { StatisticRow } from './statistic-row';
import { StatisticsHeaderView } from './statistics-header-view';
import styles from './statistics-panel.module.css';

interface StatisticsPanelProps {
  matchId: number;
  live: boolean;
  /** Teams and score when the caller already has them (a result row); otherwise read from the match. */
  header?: StatisticsHeader;
}

function PanelSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton height={48} />
      <Skeleton height={32} />
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={36} />
      ))}
    </div>
  );
}

/** The statistics of a match (spec 001 §2): teams and score, a tab per part, and the part's rows. */
export function StatisticsPanel({ matchId, live, header: givenHeader }: StatisticsPanelProps) {
  const { t } = useTranslation();
  const statistics = useStatistics(matchId, live);
  const header = useStatisticsHeader(matchId, live, givenHeader);
  const [chosenPartId, setChosenPartId] = useState<number | null>(null);
  const panelId = useId();

  if (statistics.isPending) {
    return (
      <section className={styles.panel} aria-busy="true" aria-label={t('statistics.title')}>
        <PanelSkeleton />
      </section>
    );
  }

  const parts = (statistics.data ?? []).filter((part) => part.types.length > 0);
  // A part chosen earlier may vanish from a live update; fall back to the first one then.
  const part = parts.find((item) => item.id === chosenPartId) ?? parts[0];

  const rows = part && (
    <ul className={styles.rows}>
      {statisticRows(part.types).map((row) => (
        <StatisticRow
          key={`${row.kind}-${row.id}`}
          row={row}
          homeName={header?.home.name ?? t('statistics.home')}
          awayName={header?.away.name ?? t('statistics.away')}
        />
      ))}
    </ul>
  );

  return (
    <section className={styles.panel} aria-label={t('statistics.title')}>
      {header && <StatisticsHeaderView header={header} live={live && header.isLive !== false} />}
      {!part ? (
        <div className={styles.empty} role="status">
          <ChartNoAxesColumn aria-hidden size={32} />
          <p>{t('statistics.empty')}</p>
        </div>
      ) : (
        <>
          {parts.length > 1 && (
            <div className={styles.partTabs}>
              <Tabs
                label={t('statistics.parts')}
                tabs={parts.map((item) => ({ value: item.id, label: item.name }))}
                value={part.id}
                onChange={setChosenPartId}
                panelId={panelId}
              />
            </div>
          )}
          {parts.length > 1 ? (
            <TabPanel id={panelId} value={part.id}>
              {rows}
            </TabPanel>
          ) : (
            rows
          )}
        </>
      )}
    </section>
  );
}
