import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { ChoiceGroup, OptionalChoiceGroup } from '../components/choice-group';
import { DateRangeFields } from '../components/date-range-fields';
import { FilterDialog } from '../components/filter-dialog';
import { betStatusIds, betTypeIds, feedTypes, initialBetFilter } from '../lib/history-filter';
import { useHistoryFilterStore } from '../store/history-filter.store';

/** BetFilter (spec 001 §2, §3): events, bet type, status and days; applies on confirmation. */
export function BetFilterPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const current = useHistoryFilterStore((state) => state.bets);
  const applyBets = useHistoryFilterStore((state) => state.applyBets);
  const [filter, setFilter] = useState(current);

  return (
    <FilterDialog
      title={t('popup.BetFilter')}
      onClose={onClose}
      isTop={isTop}
      onReset={() => setFilter(initialBetFilter())}
      onApply={() => applyBets(filter)}
    >
      <ChoiceGroup
        legend={t('history.filter.feedType')}
        options={feedTypes.map((value) => ({ value, label: t(`history.feed.${value}`) }))}
        value={filter.feedType}
        onChange={(feedType) => setFilter({ ...filter, feedType })}
      />
      <OptionalChoiceGroup
        legend={t('history.filter.betType')}
        noneLabel={t('history.all')}
        ids={betTypeIds}
        labelOf={(id) => t(`history.betType.${id}`)}
        value={filter.betType}
        onChange={(betType) => setFilter({ ...filter, betType })}
      />
      <OptionalChoiceGroup
        legend={t('history.filter.status')}
        noneLabel={t('history.all')}
        ids={betStatusIds}
        labelOf={(id) => t(`history.betStatus.${id}`)}
        value={filter.status}
        onChange={(status) => setFilter({ ...filter, status })}
      />
      <DateRangeFields range={filter.range} onChange={(range) => setFilter({ ...filter, range })} />
    </FilterDialog>
  );
}
