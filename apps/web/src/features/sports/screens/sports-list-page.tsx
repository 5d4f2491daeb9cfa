import type { Source } from '@meridian/contract/events';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ListEmpty, ListError, MatchRowsSkeleton } from '../../../shared/events/list-states';
import { listPath } from '../../../shared/events/sport-paths';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Redirect } from '../../../shared/routing/redirect';
import { useSports } from '../api/get-sports';
import { useTournaments } from '../api/get-tournaments';
import { BestMatches } from '../components/best-matches';
import { MobileSportsBar } from '../components/mobile-sports-bar';
import { SourceSwitch } from '../components/source-switch';
import { SportTournaments } from '../components/sport-tournaments';
import { TimeRangeFilter } from '../components/time-range-filter';
import { useTimeRangeStore } from '../store/time-range.store';
import styles from './sports-list-page.module.css';

const optionalId = (value: string | undefined) => (value === undefined ? null : Number(value));

/** The line or live list: `/{source}`, `/{source}/{sport}`, `/{source}/{sport}/{league}` (spec 001 §2). */
export function SportsListPage({ source }: { source: Source }) {
  const { t } = useTranslation();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const formFactor = useFormFactor();
  const sportId = optionalId(params.sport);
  const leagueId = optionalId(params.league);
  const country = optionalId(searchParams.get('country') ?? undefined);
  const chosenRange = useTimeRangeStore((state) => state.timeRange);
  const timeRange = source === 'line' ? chosenRange : -1;
  const markets = formFactor === 'desktop' ? 'main' : 'main_mobile';

  const sports = useSports(source, timeRange);
  const tournaments = useTournaments(source, sportId, timeRange);
  const sport = sports.data?.find((item) => item.id === sportId);
  const all = tournaments.data?.tournaments ?? [];
  const league = all.find((item) => item.id === leagueId);
  const shown = all.filter(
    (item) => (leagueId === null || item.id === leagueId) && (country === null || item.country_id === country),
  );
  const title = league?.name ?? sport?.name ?? t(source === 'live' ? 'sports.title.live' : 'sports.title.line');

  let content: ReactNode;
  if (sportId === null) {
    content = <BestMatches source={source} markets={markets} timeRange={timeRange} />;
  } else if (tournaments.isPending) {
    content = <MatchRowsSkeleton rows={6} />;
  } else if (tournaments.isError) {
    content = <ListError onRetry={() => void tournaments.refetch()} />;
  } else if (shown.length === 0) {
    // Spec 001 §8: an empty list goes back to the source list, unless a time filter emptied it.
    content =
      source === 'line' && timeRange !== -1 ? (
        <ListEmpty title={t('sports.emptyFilter')} />
      ) : (
        <Redirect to={listPath(source)} />
      );
  } else {
    content = (
      <SportTournaments
        key={`${sportId}-${leagueId}-${country}`}
        source={source}
        tournaments={shown}
        markets={markets}
        timeRange={timeRange}
        leagueId={leagueId}
      />
    );
  }

  return (
    <div className={styles.page}>
      {formFactor === 'mobile' && (
        <>
          <SourceSwitch source={source} />
          <MobileSportsBar source={source} sports={sports.data ?? []} sportId={sportId} tournaments={all} />
        </>
      )}
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {source === 'line' && <TimeRangeFilter />}
      </div>
      {content}
    </div>
  );
}
