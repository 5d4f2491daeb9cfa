import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { ChoiceGroup, OptionalChoiceGroup } from '../components/choice-group';
import { FilterDialog } from '../components/filter-dialog';
import { betStatusIds, betTypeIds, feedTypes, initialBetFilter } from '../lib/history-filter';
import { useHistoryFilterStore } from '../store/history-filter.store';

/** BetFilter (spec 001 §2, §3): events, bet type, status and days; applies on confirmation. */
export function BetFilterPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const applied = useHistoryFilterStore((state) => state.bets);
  const applyBets = useHistoryFilterStore((state) => state.applyBets);

  return (
    <FilterDialog
      title={t('popup.BetFilter')}
      onClose={onClose}
      isTop={isTop}
      applied={applied}
      initial={initialBetFilter}
      onApply={applyBets}
    >
      {(filter, change) => (
        <>
          <ChoiceGroup
            legend={t('history.filter.feedType')}
            options={feedTypes.map((value) => ({ value, label: t(`history.feed.${value}`) }))}
            value={filter.feedType}
            onChange={(feedType) => change({ feedType })}
          />
          <OptionalChoiceGroup
            legend={t('history.filter.betType')}
            noneLabel={t('history.all')}
            ids={betTypeIds}
            labelOf={(id) => t(`history.betType.${id}`)}
            value={filter.betType}
            onChange={(betType) => change({ betType })}
          />
          <OptionalChoiceGroup
            legend={t('history.filter.status')}
            noneLabel={t('history.all')}
            ids={betStatusIds}
            labelOf={(id) => t(`history.betStatus.${id}`)}
            value={filter.status}
            onChange={(status) => change({ status })}
          />
        </>
      )}
    </FilterDialog>
  );
}
