import { SearchX, Wallet } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useTransactionHistory } from '../api/get-transaction-history';
import { isTransactionFilterNarrowed } from '../lib/history-filter';
import { useHistoryFilterStore } from '../store/history-filter.store';
import { FilterBar } from './filter-bar';
import { HistoryMessage } from './history-message';
import { HistoryTab } from './history-tab';
import { TransactionRow } from './transaction-row';

/** The transactions tab: the filter, then deposits and withdrawals 15 at a time, newest first. */
export function TransactionsPanel() {
  const { t } = useTranslation();
  const filter = useHistoryFilterStore((state) => state.transactions);
  const open = usePopupStore((state) => state.open);
  const transactions = useTransactionHistory(filter);
  const narrowed = isTransactionFilterNarrowed(filter);
  const choices = [
    filter.type === 'all' ? null : t(`history.transactionType.${filter.type}`),
    filter.status === null ? null : t(`history.transactionStatus.${filter.status}`),
  ].filter((choice) => choice !== null);

  return (
    <HistoryTab
      history={transactions}
      filterBar={
        <FilterBar
          choices={choices}
          range={filter.range}
          narrowed={narrowed}
          onOpen={() => open('TransactionsFilter')}
        />
      }
      rowHeight={96}
      empty={
        narrowed ? (
          <HistoryMessage icon={<SearchX size={32} />} title={t('history.transactions.noMatching')} />
        ) : (
          <HistoryMessage icon={<Wallet size={32} />} title={t('history.transactions.empty')} />
        )
      }
      label={t('history.transactions.list')}
      row={(transaction) => <TransactionRow key={transaction.id} transaction={transaction} />}
    />
  );
}
