import { ReceiptText, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TechErrorState } from '../../../shared/ui/states/tech-error-state';
import { useBetHistory } from '../api/get-bet-history';
import { isBetFilterNarrowed } from '../lib/history-filter';
import { useHistoryFilterStore } from '../store/history-filter.store';
import { BetRow } from './bet-row';
import { FilterBar } from './filter-bar';
import styles from './history.module.css';
import { HistoryMessage } from './history-message';
import { PagedList } from './paged-list';

/** The bets tab: the filter, then the bets 10 at a time, newest first. */
export function BetsPanel() {
  const { t } = useTranslation();
  const filter = useHistoryFilterStore((state) => state.bets);
  const open = usePopupStore((state) => state.open);
  const bets = useBetHistory(filter);
  const list = bets.data?.pages.flat() ?? [];
  const narrowed = isBetFilterNarrowed(filter);
  const choices = [
    filter.feedType === 'all' ? null : t(`history.feed.${filter.feedType}`),
    filter.betType === null ? null : t(`history.betType.${filter.betType}`),
    filter.status === null ? null : t(`history.betStatus.${filter.status}`),
  ].filter((choice) => choice !== null);

  let content: ReactNode;
  if (bets.isPending) {
    content = (
      <div className={styles.skeletons} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={112} />
        ))}
      </div>
    );
  } else if (bets.isError && list.length === 0) {
    content = <TechErrorState onRetry={() => void bets.refetch()} />;
  } else if (list.length === 0) {
    content = narrowed ? (
      <HistoryMessage
        icon={<SearchX size={32} />}
        title={t('history.bets.noMatching')}
        text={t('history.bets.noMatchingHint')}
      />
    ) : (
      <HistoryMessage
        icon={<ReceiptText size={32} />}
        title={t('history.bets.empty')}
        text={t('history.bets.emptyHint')}
      />
    );
  } else {
    content = (
      <PagedList
        label={t('history.bets.list')}
        hasMore={bets.hasNextPage}
        failed={bets.isFetchNextPageError}
        loadingMore={bets.isFetchingNextPage}
        onLoadMore={() => void bets.fetchNextPage()}
      >
        {list.map((bet) => (
          <BetRow key={bet.id} bet={bet} />
        ))}
      </PagedList>
    );
  }

  return (
    <>
      <FilterBar choices={choices} range={filter.range} narrowed={narrowed} onOpen={() => open('BetFilter')} />
      {content}
    </>
  );
}
