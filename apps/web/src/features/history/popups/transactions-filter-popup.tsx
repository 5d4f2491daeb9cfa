import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { ChoiceGroup } from '../components/choice-group';
import { FilterDialog } from '../components/filter-dialog';
import { transactionStatusIds, transactionTypes } from '../lib/history-filter';

/** TransactionsFilter (spec 000 §3): type, one status or any, and days; applies on confirmation. */
export function TransactionsFilterPopup(props: PopupProps) {
  const { t } = useTranslation();
  return (
    <FilterDialog
      {...props}
      tab="transactions"
      title={t('popup.TransactionsFilter')}
      statuses={{
        ids: transactionStatusIds,
        labelOf: (id) => t(`history.transactionStatus.${id}`),
        noneLabel: t('history.any'),
      }}
    >
      {(filter, change) => (
        <ChoiceGroup
          legend={t('history.filter.type')}
          options={transactionTypes.map((value) => ({ value, label: t(`history.transactionType.${value}`) }))}
          value={filter.type}
          onChange={(type) => change({ type })}
        />
      )}
    </FilterDialog>
  );
}
