import type { Match, Source } from '@meridian/contract/events';
import { ArrowLeft, ChartNoAxesColumn, Lock } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { usePageHead } from '../../../shared/browser/page-name.store';
import { ListEmpty, ListError } from '../../../shared/events/list-states';
import { eventPath, listPath, sourceOf } from '../../../shared/events/sport-paths';
import { headerFromMatch } from '../../../shared/events/statistics-header';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Redirect } from '../../../shared/routing/redirect';
import { TabPanel, Tabs } from '../../../shared/ui/form/tabs';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useMatch } from '../api/get-match';
import { BuilderPanel, BuilderSwitch, offersBuilder } from '../components/bet-builder';
import { EventHeader } from '../components/event-header';
import { MarketGroups } from '../components/market-groups';
import { MatchTracker } from '../components/match-tracker';
import { StatisticsPanel } from '../components/statistics-panel';
import { useMatchChannel } from '../hooks/use-match-channel';
import { useEventHead } from '../lib/event-head';
import { isWholeMatchBlocked } from '../lib/group-markets';
import { useBetBuilderStore } from '../store/bet-builder.store';
import styles from './event-page.module.css';

/** The event card `/{source}/{sport}/{league}/{event}` (spec 001 §2, §4, §8). */
export function EventPage({ source }: { source: Source }) {
  const { t } = useTranslation();
  const params = useParams();
  const sportId = Number(params.sport);
  const leagueId = Number(params.league);
  const matchId = Number(params.event);
  const [partId, setPartId] = useState<number | null>(null);
  const panelId = useId();
  const query = useMatch(matchId, partId, source);
  const seen = useRef<number | null>(null);
  useMatchChannel(matchId);
  usePageHead(useEventHead(query.data ?? null));
  const backPath = listPath(source, sportId, leagueId);

  if (query.isPending) return <EventSkeleton />;
  if (query.isError) {
    // Spec 001 §8: a failure with a status goes back to the list; a lost connection offers a retry.
    if (isApiError(query.error) && query.error.status !== 0) return <Redirect to={backPath} />;
    return <ListError text={t('event.error')} onRetry={() => void query.refetch()} />;
  }
  const match = query.data;
  if (!match) {
    if (seen.current !== matchId) return <Redirect to={backPath} />;
    return (
      <div className={styles.page}>
        <BackLink to={backPath} />
        <ListEmpty title={t('event.deleted')} />
      </div>
    );
  }
  seen.current = matchId;
  // A line event that started is shown live; a live event that ended goes back to the line (001 §2).
  if (sourceOf(match) !== source) return <Redirect to={eventPath(sourceOf(match), match)} />;
  const body = (
    <>
      <EventMarkets match={match} />
      <EventStatistics match={match} />
    </>
  );

  return (
    <div className={styles.page}>
      <BackLink to={backPath} />
      <EventHeader match={match} source={source} />
      {match.is_live && <MatchTracker match={match} />}
      {match.parts.length > 1 ? (
        <>
          <Tabs
            label={t('event.parts')}
            tabs={match.parts.map((part) => ({ value: part.part_id, label: part.name }))}
            value={match.event_part_id}
            onChange={(value) => setPartId(value === match.root_part_id ? null : value)}
            panelId={panelId}
          />
          <TabPanel id={panelId} value={match.event_part_id} className={styles.parts}>
            {body}
          </TabPanel>
        </>
      ) : (
        body
      )}
    </div>
  );
}

function EventMarkets({ match }: { match: Match }) {
  const { t } = useTranslation();
  const builder = useBetBuilderStore((state) => state.matchId === match.id) && offersBuilder(match);
  // On a phone the builder follows the markets, docked above the bottom menu while they scroll.
  const docked = useFormFactor() === 'mobile';
  if (match.markets.length === 0) return <ListEmpty title={t('event.noMarkets')} />;
  return (
    <>
      {isWholeMatchBlocked(match.markets) && (
        <p className={styles.blocked} role="status">
          <Lock aria-hidden size={16} />
          {t('event.blocked')}
        </p>
      )}
      {offersBuilder(match) && <BuilderSwitch match={match} />}
      {builder && !docked && <BuilderPanel match={match} />}
      <MarketGroups match={match} builder={builder} />
      {builder && docked && <BuilderPanel match={match} docked />}
    </>
  );
}

/** Live statistics: the panel under the markets on desktop, a link to their page on mobile. */
function EventStatistics({ match }: { match: Match }) {
  const { t } = useTranslation();
  const formFactor = useFormFactor();
  if (!match.is_live) return null;
  if (formFactor === 'mobile') {
    return (
      <Link to={`${eventPath('live', match)}/statistics/`} className={styles.statisticsLink}>
        <ChartNoAxesColumn aria-hidden size={18} />
        {t('event.statistics')}
      </Link>
    );
  }
  // The panel is the page's one statistics landmark: a named wrapper would make a second one.
  return (
    <div className={styles.statistics}>
      <StatisticsPanel matchId={match.id} live header={headerFromMatch(match)} />
    </div>
  );
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={styles.back}>
      <ArrowLeft aria-hidden size={16} />
      {t('event.back')}
    </Link>
  );
}

function EventSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status" aria-label={t('sports.loading')}>
      <Skeleton height={160} />
      <Skeleton height={40} />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={96} />
      ))}
    </div>
  );
}
