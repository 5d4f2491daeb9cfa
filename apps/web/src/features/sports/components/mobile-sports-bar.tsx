import type { Source, SportSummary, Tournament } from '@meridian/contract/events';
import type { CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDictionaries } from '../../../shared/api/get-dictionaries';
import { listPath } from '../../../shared/events/sport-paths';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { groupByCountry } from '../lib/tournament-groups';
import styles from './mobile-sports-bar.module.css';

interface MobileSportsBarProps {
  source: Source;
  sports: SportSummary[];
  sportId: number | null;
  /** The chosen sport's tournaments, for the country filter. */
  tournaments: Tournament[];
}

/** The mobile stand-in for the sidebar: a strip of sports and, within a sport, a country filter. */
export function MobileSportsBar({ source, sports, sportId, tournaments }: MobileSportsBarProps) {
  const { t } = useTranslation();
  const dictionaries = useDictionaries();
  const [searchParams, setSearchParams] = useSearchParams();
  const country = searchParams.get('country') ?? '';
  const countries = groupByCountry(tournaments, dictionaries.data?.countries ?? []);

  const handleCountry = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('country', value);
        else next.delete('country');
        return next;
      },
      { replace: true },
    );

  return (
    <div className={styles.bar}>
      <nav aria-label={t('sports.nav')}>
        <ul className={styles.strip}>
          <li>
            <Link
              to={listPath(source)}
              className={sportId === null ? `${styles.sport} ${styles.current}` : styles.sport}
              aria-current={sportId === null ? 'page' : undefined}
            >
              {t('sports.allSports')}
            </Link>
          </li>
          {sports.map((sport) => (
            <li key={sport.id}>
              <Link
                to={listPath(source, sport.id)}
                className={sport.id === sportId ? `${styles.sport} ${styles.current}` : styles.sport}
                aria-current={sport.id === sportId ? 'page' : undefined}
              >
                <span
                  aria-hidden
                  className={styles.icon}
                  style={{ '--icon': `url("${sport.image}")` } as CSSProperties}
                />
                {sport.name}
                <span className={styles.count}>{sport.cnt}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {sportId !== null && countries.length > 1 && (
        <label className={styles.country}>
          <span className="visually-hidden">{t('sports.country')}</span>
          <select value={country} onChange={(event) => handleCountry(event.target.value)} className={styles.select}>
            <option value="">{t('sports.allCountries')}</option>
            {countries.map((item) => (
              <option key={item.countryId} value={item.countryId}>
                {item.name ?? t('sports.international')}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
