import type { Source, SportSummary } from '@meridian/contract/events';
import type { CSSProperties } from 'react';
import { Link, NavLink } from 'react-router';
import { useDictionaries } from '../../../shared/api/get-dictionaries';
import { listPath } from '../../../shared/events/sport-paths';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useSports } from '../api/get-sports';
import { useTournaments } from '../api/get-tournaments';
import { useSportRoute } from '../hooks/use-sport-route';
import { groupByCountry, topTournaments } from '../lib/tournament-groups';
import { useTimeRangeStore } from '../store/time-range.store';
import { SourceSwitch } from './source-switch';
import styles from './sports-nav.module.css';

/**
 * The desktop sidebar: live or upcoming, the sports of that source with their match counts, and
 * under the chosen sport its top tournaments and its countries' tournaments.
 */
export function SportsNav() {
  const { t } = useTranslation();
  const route = useSportRoute();
  const source: Source = route.source ?? 'line';
  const timeRange = useTimeRangeStore((state) => state.timeRange);
  const sports = useSports(source, timeRange);

  return (
    <nav aria-labelledby="sports-nav-title" className={styles.nav}>
      <h2 id="sports-nav-title" className={styles.title}>
        {t('sports.nav')}
      </h2>
      <SourceSwitch source={route.source} shown={source} />
      {sports.isPending ? (
        <div className={styles.loading}>
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </div>
      ) : sports.isError ? (
        <p className={styles.empty}>
          {t('sports.error')}{' '}
          <button type="button" className={styles.retry} onClick={() => void sports.refetch()}>
            {t('sports.retry')}
          </button>
        </p>
      ) : sports.data.length === 0 ? (
        <p className={styles.empty}>{t(source === 'live' ? 'sports.empty.live' : 'sports.empty.line')}</p>
      ) : (
        <ul className={styles.list}>
          {sports.data.map((sport) => (
            <SportItem
              key={sport.id}
              sport={sport}
              source={source}
              open={sport.id === route.sportId}
              leagueId={route.leagueId}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}

interface SportItemProps {
  sport: SportSummary;
  source: Source;
  open: boolean;
  leagueId: number | null;
}

function SportItem({ sport, source, open, leagueId }: SportItemProps) {
  return (
    <li>
      <NavLink
        to={listPath(source, sport.id)}
        end={false}
        className={open ? `${styles.sport} ${styles.active}` : styles.sport}
        aria-current={open ? 'page' : undefined}
      >
        <span aria-hidden className={styles.icon} style={{ '--icon': `url("${sport.image}")` } as CSSProperties} />
        <span className={styles.name}>{sport.name}</span>
        <span className={styles.count}>{sport.cnt}</span>
      </NavLink>
      {open && <SportTree sportId={sport.id} source={source} leagueId={leagueId} />}
    </li>
  );
}

function SportTree({ sportId, source, leagueId }: { sportId: number; source: Source; leagueId: number | null }) {
  const { t } = useTranslation();
  const timeRange = useTimeRangeStore((state) => state.timeRange);
  const tournaments = useTournaments(source, sportId, timeRange);
  const dictionaries = useDictionaries();
  if (tournaments.isPending) return <Skeleton height={80} />;
  const list = tournaments.data?.tournaments ?? [];
  if (list.length === 0) return null;
  const top = topTournaments(list);
  const countries = groupByCountry(list, dictionaries.data?.countries ?? []);

  const link = (id: number, name: string, count: number) => (
    <Link
      to={listPath(source, sportId, id)}
      className={id === leagueId ? `${styles.league} ${styles.active}` : styles.league}
      aria-current={id === leagueId ? 'page' : undefined}
    >
      <span className={styles.name}>{name}</span>
      <span className={styles.count}>{count}</span>
    </Link>
  );

  return (
    <div className={styles.tree}>
      {top.length > 0 && (
        <section aria-label={t('sports.topTournaments')}>
          <h3 className={styles.subtitle}>{t('sports.topTournaments')}</h3>
          <ul className={styles.list}>
            {top.map((tournament) => (
              <li key={tournament.id}>{link(tournament.id, tournament.name, tournament.matches_count)}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label={t('sports.countries')}>
        <h3 className={styles.subtitle}>{t('sports.countries')}</h3>
        <ul className={styles.list}>
          {countries.map((country) => (
            <li key={country.countryId}>
              <details
                className={styles.country}
                open={country.tournaments.some((tournament) => tournament.id === leagueId) || undefined}
              >
                <summary className={styles.summary}>
                  {country.image && (
                    <img src={country.image} alt="" width={18} height={13} className={styles.flag} loading="lazy" />
                  )}
                  <span className={styles.name}>{country.name ?? t('sports.international')}</span>
                  <span className={styles.count}>
                    {country.tournaments.reduce((sum, tournament) => sum + tournament.matches_count, 0)}
                  </span>
                </summary>
                <ul className={styles.list}>
                  {country.tournaments.map((tournament) => (
                    <li key={tournament.id}>{link(tournament.id, tournament.name, tournament.matches_count)}</li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
