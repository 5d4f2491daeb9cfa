import type { ReactNode } from 'react';
import { useInfiniteScroll } from '../../../shared/hooks/use-infinite-scroll';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import coupon from '../../../shared/ui/coupon.module.css';
import { Spinner } from '../../../shared/ui/spinner';
import styles from './history.module.css';

interface PagedListProps {
  label: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The next page failed: scrolling stops and a button asks for it again. */
  failed: boolean;
  children: ReactNode;
}

/** A list that asks for its next page when its end comes near, while the last page was full. */
export function PagedList({ label, hasMore, loadingMore, onLoadMore, failed, children }: PagedListProps) {
  const { t } = useTranslation();
  const sentinel = useInfiniteScroll({ hasMore: hasMore && !failed, loading: loadingMore, onLoadMore });
  return (
    <>
      <ul className={coupon.list} aria-label={label} aria-busy={loadingMore}>
        {children}
      </ul>
      {hasMore && !failed && <div ref={sentinel} className={styles.sentinel} />}
      {failed && !loadingMore && (
        <div className={styles.loadingMore} role="alert">
          {t('history.loadMoreError')}
          <Button size="sm" onClick={onLoadMore}>
            {t('state.techError.retry')}
          </Button>
        </div>
      )}
      {loadingMore && (
        <p className={styles.loadingMore} role="status">
          <Spinner size="sm" />
          {t('history.loadingMore')}
        </p>
      )}
    </>
  );
}
