import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Star, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSettings } from '../../../shared/api/get-settings';
import { favoritesCountQueryOptions, favoritesQueryOptions } from '../../../shared/favorites/favorites';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BackLink } from '../../../shared/ui/back-link';
import { Skeleton } from '../../../shared/ui/skeleton';
import { FavoritesSection } from '../components/favorites-section';
import styles from './favorites-page.module.css';

function Message({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <div className={styles.message} role="status">
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <p>{text}</p>
      <BackLink />
    </div>
  );
}

/** /favorites: the player's live and upcoming favorite matches, each list growing on scroll. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const periods = useSettings().update_periods.lists;
  const live = useInfiniteQuery(favoritesQueryOptions('live', periods.live.list));
  const line = useInfiniteQuery(favoritesQueryOptions('line', periods.line.list));
  const count = useQuery(favoritesCountQueryOptions());
  const liveMatches = live.data?.pages.flatMap((page) => page.matches) ?? [];
  const lineMatches = line.data?.pages.flatMap((page) => page.matches) ?? [];

  let content: ReactNode;
  if (live.isPending || line.isPending) {
    content = (
      <div className={styles.skeletons} aria-busy="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={72} />
        ))}
      </div>
    );
  } else if (live.isError || line.isError) {
    content = <Message icon={<TriangleAlert size={32} />} text={t('favorites.error')} />;
  } else if (liveMatches.length === 0 && lineMatches.length === 0) {
    content = <Message icon={<Star size={32} />} text={t('favorites.empty')} />;
  } else {
    content = (
      <>
        {liveMatches.length > 0 && (
          <FavoritesSection
            title={t('favorites.live')}
            matches={liveMatches}
            hasMore={live.hasNextPage}
            loadingMore={live.isFetchingNextPage}
            onLoadMore={() => void live.fetchNextPage()}
          />
        )}
        {lineMatches.length > 0 && (
          <FavoritesSection
            title={t('favorites.line')}
            matches={lineMatches}
            hasMore={line.hasNextPage}
            loadingMore={line.isFetchingNextPage}
            onLoadMore={() => void line.fetchNextPage()}
          />
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        {t('favorites.title')}
        {count.data !== undefined && count.data > 0 && <span className={styles.total}>{count.data}</span>}
      </h1>
      {content}
    </div>
  );
}
