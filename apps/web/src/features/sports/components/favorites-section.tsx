import type { Match } from '@meridian/contract/events';
import { MatchRow } from '../../../shared/events/match-row';
import { FavoriteToggle } from '../../../shared/favorites/favorite-toggle';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useInfiniteScroll } from '../../../shared/hooks/use-infinite-scroll';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/skeleton';
import styles from './favorites-section.module.css';

interface FavoritesSectionProps {
  title: string;
  matches: Match[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** One group of favorites (live or upcoming) that grows as the player scrolls to its end. */
export function FavoritesSection({ title, matches, hasMore, loadingMore, onLoadMore }: FavoritesSectionProps) {
  const { t } = useTranslation();
  const markets = useFormFactor() === 'desktop' ? 'main' : 'main_mobile';
  const sentinel = useInfiniteScroll({ hasMore, loading: loadingMore, onLoadMore });
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.list}>
        {matches.map((match) => (
          <MatchRow
            key={match.id}
            match={match}
            source={match.is_live ? 'live' : 'line'}
            markets={markets}
            trailing={<FavoriteToggle match={match} />}
          />
        ))}
      </div>
      {hasMore && <div ref={sentinel} aria-hidden className={styles.sentinel} />}
      {loadingMore && (
        <div className={styles.more} role="status" aria-label={t('favorites.loadingMore')}>
          <Skeleton height={72} />
        </div>
      )}
    </section>
  );
}
