import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useDictionaries } from '../../../shared/api/get-dictionaries';
import { Skeleton } from '../../../shared/ui/skeleton';
import styles from './sports-sidebar.module.css';

/** Sports navigation of the desktop layout, from the dictionaries; each sport opens its line list. */
export function SportsSidebar() {
  const { t } = useTranslation();
  const { data, isPending } = useDictionaries();
  const sports = data?.sports ?? [];

  return (
    <nav aria-labelledby="sports-sidebar-title" className={styles.sidebar}>
      <h2 id="sports-sidebar-title" className={styles.title}>
        {t('sidebar.title')}
      </h2>
      {isPending ? (
        <div className={styles.loading}>
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </div>
      ) : sports.length === 0 ? (
        <p className={styles.empty}>{t('sidebar.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {sports.map((sport) => (
            <li key={sport.id}>
              <NavLink
                to={`/line/${sport.id}`}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                <span
                  aria-hidden
                  className={styles.icon}
                  style={{ '--icon': `url("${sport.image}")` } as CSSProperties}
                />
                <span className={styles.name}>{sport.name}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
