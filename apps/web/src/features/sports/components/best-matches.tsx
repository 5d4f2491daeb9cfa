import { LIST_MATCHES_LIMIT } from '@meridian/contract/constants';
import type { Source, TimeRange } from '@meridian/contract/events';
import { useTranslation } from 'react-i18next';
import { eventsKeys } from '../api/events-keys';
import { useMatchesBest } from '../api/get-matches-best';
import { useMatchSelectionChannels } from '../hooks/use-list-channels';
import { GroupedMatches } from './grouped-matches';
import { ListEmpty, ListError, MatchRowsSkeleton } from './list-states';

interface BestMatchesProps {
  source: Source;
  markets: 'main' | 'main_mobile';
  timeRange: TimeRange;
}

/** A source's list without a sport: its 50 best matches, grouped, virtualized and live. */
export function BestMatches({ source, markets, timeRange }: BestMatchesProps) {
  const { t } = useTranslation();
  const params = { source, limit: LIST_MATCHES_LIMIT, markets, timeRange } as const;
  const best = useMatchesBest(params, 'list');
  useMatchSelectionChannels(source, best.data, eventsKeys.best(source, LIST_MATCHES_LIMIT, markets, timeRange, null));

  if (best.isPending) return <MatchRowsSkeleton rows={8} />;
  if (best.isError) return <ListError onRetry={() => void best.refetch()} />;
  if (best.data.length === 0) {
    const filtered = source === 'line' && timeRange !== -1;
    return (
      <ListEmpty
        title={t(filtered ? 'sports.emptyFilter' : source === 'live' ? 'sports.empty.live' : 'sports.empty.line')}
      />
    );
  }
  return <GroupedMatches matches={best.data} source={source} markets={markets} label={t('sports.best')} virtualize />;
}
