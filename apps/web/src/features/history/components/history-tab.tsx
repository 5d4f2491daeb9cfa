import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TechErrorState } from '../../../shared/ui/states/tech-error-state';
import styles from './history.module.css';
import { PagedList } from './paged-list';

interface HistoryTabProps<T> {
  /** The tab's pages of rows, newest first. */
  history: UseInfiniteQueryResult<InfiniteData<T[]>>;
  /** The filter's bar, shown above whatever the tab shows. */
  filterBar: ReactNode;
  /** The height of a row's placeholder while the first page loads. */
  rowHeight: number;
  /** The message for no rows (under a narrowed filter or none at all). */
  empty: ReactNode;
  /** The list's accessible name. */
  label: string;
  row: (item: T) => ReactNode;
}

/** A history tab: its filter, then placeholders, an error, a message for none, or the rows page by page. */
export function HistoryTab<T>({ history, filterBar, rowHeight, empty, label, row }: HistoryTabProps<T>) {
  const list = history.data?.pages.flat() ?? [];
  let content: ReactNode;
  if (history.isPending) {
    content = (
      <div className={styles.skeletons} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={rowHeight} />
        ))}
      </div>
    );
  } else if (history.isError && list.length === 0) {
    content = <TechErrorState onRetry={() => void history.refetch()} />;
  } else if (list.length === 0) {
    content = empty;
  } else {
    content = (
      <PagedList
        label={label}
        hasMore={history.hasNextPage}
        failed={history.isFetchNextPageError}
        loadingMore={history.isFetchingNextPage}
        onLoadMore={() => void history.fetchNextPage()}
      >
        {list.map(row)}
      </PagedList>
    );
  }

  return (
    <>
      {filterBar}
      {content}
    </>
  );
}
