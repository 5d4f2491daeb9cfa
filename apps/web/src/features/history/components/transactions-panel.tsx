import { SearchX, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TechErrorState } from '../../../shared/ui/states/tech-error-state';
import { useTransactionHistory } from '../api/get-transaction-history';
import { isTransactionFilterNarrowed } from '../lib/history-filter';
import { useHistoryFilterStore } from '../store/history-filter.store';
import { FilterBar } from './filter-bar';
import styles from './history.module.css';
import { HistoryMessage } from './history-message';
import { PagedList } from './paged-list';
import { TransactionRow } from './transaction-row';

/** The transactions tab: the filter, then deposits and withdrawals 15 at a time, newest first. */
export function TransactionsPanel() {
  const { t } = useTranslation();
  const filter = useHistoryFilterStore((state) => state.transactions);
  const open = usePopupStore((state) => state.open);
  const transactions = useTransactionHistory(filter);
  const list = transactions.data?.pages.flat() ?? [];
  const narrowed = isTransactionFilterNarrowed(filter);
  const choices = [
    filter.type === 'all' ? null : t(`history.transactionType.${filter.type}`),
    filter.status === null ? null : t(`history.transactionStatus.${filter.status}`),
  ].filter((choice) => choice !== null);

  let content: ReactNode;
  if (transactions.isPending) {
    content = (
      <div className={styles.skeletons} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={96} />
        ))}
      </div>
    );
  } else if (transactions.isError && list.length === 0) {
    content = <TechErrorState onRetry={() => void transactions.refetch()} />;
  } else if (list.length === 0) {
    content = narrowed ? (
      <HistoryMessage icon={<SearchX size={32} />} title={t('history.transactions.noMatching')} />
    ) : (
      <HistoryMessage icon={<Wallet size={32} />} title={t('history.transactions.empty')} />
    );
  } else {
    content = (
      <PagedList
        label={t('history.transactions.list')}
        hasMore={transactions.hasNextPage}
        failed={transactions.isFetchNextPageError}
        loadingMore={transactions.isFetchingNextPage}
        onLoadMore={() => void transactions.fetchNextPage()}
      >
        {list.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} />
        ))}
      </PagedList>
    );
  }

  return (
    <>
      <FilterBar choices={choices} range={filter.range} narrowed={narrowed} onOpen={() => open('TransactionsFilter')} />
      {content}
    </>
  );
}
