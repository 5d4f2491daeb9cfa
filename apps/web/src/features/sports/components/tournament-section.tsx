import type { MarketSet, Match, Source, TimeRange, Tournament } from '@meridian/contract/events';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { eventsKeys } from '../../../shared/events/events-keys';
import { startsWithin } from '../../../shared/events/group-matches';
import { ListError, MatchRowsSkeleton } from '../../../shared/events/list-states';
import { MATCH_ROW_ESTIMATE, MatchRow } from '../../../shared/events/match-row';
import { listPath } from '../../../shared/events/sport-paths';
import { useTournamentChannel } from '../../../shared/events/use-list-channels';
import { VirtualList } from '../../../shared/events/virtual-list';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTournamentMatches } from '../api/get-matches';
import styles from './tournament-section.module.css';

/** From this many matches on, an open tournament renders only the rows near the viewport. */
const VIRTUALIZE_FROM = 20;
const matchKey = (match: Match) => match.id;

interface TournamentSectionProps {
  source: Source;
  tournament: Tournament;
  expanded: boolean;
  onToggle: () => void;
  markets: MarketSet & ('main' | 'main_mobile');
  timeRange: TimeRange;
}

/** One tournament of a sport: a header that opens or closes it; open, its matches load and stay live. */
export function TournamentSection({
  source,
  tournament,
  expanded,
  onToggle,
  markets,
  timeRange,
}: TournamentSectionProps) {
  const { t } = useTranslation();
  const rowEstimate = MATCH_ROW_ESTIMATE[useFormFactor()];
  const matches = useTournamentMatches(source, tournament.id, markets, timeRange, expanded);
  const accept = useCallback(
    (match: Match) =>
      match.tournament.id === tournament.id &&
      match.is_live === (source === 'live') &&
      (source === 'live' || startsWithin(match, timeRange)),
    [source, tournament.id, timeRange],
  );
  useTournamentChannel(
    source,
    tournament.id,
    eventsKeys.matches(source, tournament.id, markets, timeRange),
    accept,
    expanded,
  );
  const bodyId = `tournament-${source}-${tournament.id}`;

  return (
    <section className={styles.section} aria-labelledby={`${bodyId}-title`}>
      <h3 className={styles.heading} id={`${bodyId}-title`}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          {tournament.image && (
            <img src={tournament.image} alt="" width={18} height={13} className={styles.flag} loading="lazy" />
          )}
          <span className={styles.name}>{tournament.name}</span>
          <span className={styles.count}>{tournament.matches_count}</span>
          <ChevronDown aria-hidden size={16} className={expanded ? styles.chevronOpen : styles.chevron} />
        </button>
        <Link
          to={listPath(source, tournament.sport_id, tournament.id)}
          className={styles.open}
          aria-label={t('sports.openLeague', { name: tournament.name })}
        >
          <ChevronRight aria-hidden size={16} />
        </Link>
      </h3>
      {expanded && (
        <div id={bodyId}>
          {matches.isPending ? (
            <MatchRowsSkeleton rows={Math.min(4, Math.max(1, tournament.matches_count))} />
          ) : matches.isError ? (
            <ListError onRetry={() => void matches.refetch()} />
          ) : matches.data.length >= VIRTUALIZE_FROM ? (
            <VirtualList
              items={matches.data}
              getKey={matchKey}
              estimateSize={() => rowEstimate}
              renderItem={(match) => <MatchRow match={match} source={source} markets={markets} />}
            />
          ) : (
            matches.data.map((match) => <MatchRow key={match.id} match={match} source={source} markets={markets} />)
          )}
        </div>
      )}
    </section>
  );
}
