import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { NavLink } from 'react-router';
import { favoritesCountQueryOptions } from '../../../shared/favorites/favorites';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './favorites-link.module.css';

/** The desktop header star: opens /favorites and shows how many matches the player follows. Signed-in only. */
export function FavoritesLink() {
  const { t } = useTranslation();
  const count = useQuery(favoritesCountQueryOptions());
  const total = count.data ?? 0;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <NavLink
      to="/favorites"
      className={linkClass}
      aria-label={t('favorites.headerLink', { count: total })}
      title={t('favorites.title')}
    >
      <Star aria-hidden size={20} fill={total > 0 ? 'currentColor' : 'none'} />
      {count.isSuccess && (
        <span className={styles.count} aria-hidden data-testid="favorites-count">
          {total}
        </span>
      )}
    </NavLink>
  );
}
