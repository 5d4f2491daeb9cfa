import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { ChoiceGroup } from '../components/choice-group';
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
      <ChoiceGroup
        legend={t('history.filter.betType')}
        options={[
          { value: 0, label: t('history.all') },
          ...betTypeIds.map((value) => ({ value, label: t(`history.betType.${value}`) })),
        ]}
        value={filter.betType ?? 0}
        onChange={(value) => setFilter({ ...filter, betType: value === 0 ? null : value })}
      />
      <ChoiceGroup
        legend={t('history.filter.status')}
        options={[
          { value: 0, label: t('history.all') },
          ...betStatusIds.map((value) => ({ value, label: t(`history.betStatus.${value}`) })),
        ]}
        value={filter.status ?? 0}
        onChange={(value) => setFilter({ ...filter, status: value === 0 ? null : value })}
      />
      <DateRangeFields range={filter.range} onChange={(range) => setFilter({ ...filter, range })} />
    </FilterDialog>
  );
}
