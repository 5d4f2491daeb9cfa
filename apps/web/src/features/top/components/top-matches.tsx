import { TOP_MATCHES_LIMIT } from '@meridian/contract/constants';
import type { Source } from '@meridian/contract/events';
import { ArrowRight } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { eventsKeys } from '../../../shared/events/events-keys';
import { useMatchesBest } from '../../../shared/events/get-matches-best';
import { GroupedMatches } from '../../../shared/events/grouped-matches';
import { ListEmpty, ListError, MatchRowsSkeleton } from '../../../shared/events/list-states';
import { useMatchSelectionChannels } from '../../../shared/events/use-list-channels';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './top-matches.module.css';

/** The top page's ten best matches of a source, live, with a link to the whole list (spec 001 §2). */
export function TopMatches({ source }: { source: Source }) {
  const { t } = useTranslation();
  const markets = useFormFactor() === 'desktop' ? 'main' : 'main_mobile';
  const params = { source, limit: TOP_MATCHES_LIMIT, markets, timeRange: -1 } as const;
  const best = useMatchesBest(params, 'top');
  useMatchSelectionChannels(source, best.data, eventsKeys.best(source, TOP_MATCHES_LIMIT, markets, -1, null));
  // Rendering the rows (a dozen prices each) is the page's longest task: as a deferred value React
  // renders them in a transition, yielding to the browser every few milliseconds, while the
  // skeleton stays on screen.
  const matches = useDeferredValue(best.data);

  if (best.isError) return <ListError onRetry={() => void best.refetch()} />;
  if (!matches) return <MatchRowsSkeleton rows={5} />;
  if (matches.length === 0) {
    return <ListEmpty title={t(source === 'live' ? 'top.empty.live' : 'top.empty.line')} hint={t('top.empty.hint')} />;
  }
  return (
    <div className={styles.matches}>
      <GroupedMatches matches={matches} source={source} markets={markets} label={t('top.sourceTabs')} />
      <Link to={`/${source}`} className={styles.all}>
        {t(source === 'live' ? 'sports.allMatches.live' : 'sports.allMatches.line')}
        <ArrowRight aria-hidden size={16} />
      </Link>
    </div>
  );
}
