import { LIST_MATCHES_LIMIT } from '@meridian/contract/constants';
import type { Source, TimeRange } from '@meridian/contract/events';
import { eventsKeys } from '../../../shared/events/events-keys';
import { useMatchesBest } from '../../../shared/events/get-matches-best';
import { GroupedMatches } from '../../../shared/events/grouped-matches';
import { ListEmpty, ListError, MatchRowsSkeleton } from '../../../shared/events/list-states';
import { useMatchSelectionChannels } from '../../../shared/events/use-list-channels';
import { useTranslation } from '../../../shared/i18n/use-translation';

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
