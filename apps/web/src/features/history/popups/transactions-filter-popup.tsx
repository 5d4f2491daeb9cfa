import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { ChoiceGroup, OptionalChoiceGroup } from '../components/choice-group';
import { FilterDialog } from '../components/filter-dialog';
import { initialTransactionFilter, transactionStatusIds, transactionTypes } from '../lib/history-filter';
import { useHistoryFilterStore } from '../store/history-filter.store';

/** TransactionsFilter (spec 000 §3): type, one status or any, and days; applies on confirmation. */
export function TransactionsFilterPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const applied = useHistoryFilterStore((state) => state.transactions);
  const applyTransactions = useHistoryFilterStore((state) => state.applyTransactions);

  return (
    <FilterDialog
      title={t('popup.TransactionsFilter')}
      onClose={onClose}
      isTop={isTop}
      applied={applied}
      initial={initialTransactionFilter}
      onApply={applyTransactions}
    >
      {(filter, change) => (
        <>
          <ChoiceGroup
            legend={t('history.filter.type')}
            options={transactionTypes.map((value) => ({ value, label: t(`history.transactionType.${value}`) }))}
            value={filter.type}
            onChange={(type) => change({ type })}
          />
          <OptionalChoiceGroup
            legend={t('history.filter.status')}
            noneLabel={t('history.any')}
            ids={transactionStatusIds}
            labelOf={(id) => t(`history.transactionStatus.${id}`)}
            value={filter.status}
            onChange={(status) => change({ status })}
          />
        </>
      )}
    </FilterDialog>
  );
}
