import type { Source, TimeRange, Tournament } from '@meridian/contract/events';
import { FIRST_TOURNAMENTS_PER_SPORT } from '@meridian/contract/events';
import { useState } from 'react';
import { MATCH_ROW_ESTIMATE } from '../../../shared/events/match-row';
import { VirtualList } from '../../../shared/events/virtual-list';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import styles from './sport-tournaments.module.css';
import { TournamentSection } from './tournament-section';

interface SportTournamentsProps {
  source: Source;
  tournaments: Tournament[];
  markets: 'main' | 'main_mobile';
  timeRange: TimeRange;
  /** The league of the path, opened whatever its position. */
  leagueId: number | null;
}

/**
 * A sport's tournaments (spec 001 §4): the first three open and load their matches at once, the
 * others load when opened, one by one or all together with "show more".
 */
export function SportTournaments({ source, tournaments, markets, timeRange, leagueId }: SportTournamentsProps) {
  const { t } = useTranslation();
  const rowEstimate = MATCH_ROW_ESTIMATE[useFormFactor()];
  const [toggled, setToggled] = useState<Map<number, boolean>>(() => new Map());
  const isExpanded = (tournament: Tournament, index: number) =>
    toggled.get(tournament.id) ?? (index < FIRST_TOURNAMENTS_PER_SPORT || tournament.id === leagueId);
  const closed = tournaments.filter((tournament, index) => !isExpanded(tournament, index));

  const toggle = (tournament: Tournament, index: number) =>
    setToggled((current) => new Map(current).set(tournament.id, !isExpanded(tournament, index)));
  const expandAll = () =>
    setToggled((current) => {
      const next = new Map(current);
      for (const tournament of closed) next.set(tournament.id, true);
      return next;
    });

  const indexed = tournaments.map((tournament, index) => ({ tournament, index }));
  return (
    <div className={styles.tournaments}>
      <VirtualList
        items={indexed}
        label={t('sports.tournaments')}
        getKey={(item) => item.tournament.id}
        estimateSize={(item) =>
          isExpanded(item.tournament, item.index) ? 46 + Math.min(item.tournament.matches_count, 20) * rowEstimate : 54
        }
        renderItem={(item) => (
          <TournamentSection
            source={source}
            tournament={item.tournament}
            expanded={isExpanded(item.tournament, item.index)}
            onToggle={() => toggle(item.tournament, item.index)}
            markets={markets}
            timeRange={timeRange}
          />
        )}
      />
      {closed.length > 0 && (
        <Button block onClick={expandAll}>
          {t('sports.showMore', { count: closed.length })}
        </Button>
      )}
    </div>
  );
}
