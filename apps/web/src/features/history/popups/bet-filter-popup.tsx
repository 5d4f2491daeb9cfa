import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { ChoiceGroup, OptionalChoiceGroup } from '../components/choice-group';
import { FilterDialog } from '../components/filter-dialog';
import { betStatusIds, betTypeIds, feedTypes } from '../lib/history-filter';

/** BetFilter (spec 001 §2, §3): events, bet type, status and days; applies on confirmation. */
export function BetFilterPopup(props: PopupProps) {
  const { t } = useTranslation();
  const all = t('history.all');
  return (
    <FilterDialog
      {...props}
      tab="bets"
      title={t('popup.BetFilter')}
      statuses={{ ids: betStatusIds, labelOf: (id) => t(`history.betStatus.${id}`), noneLabel: all }}
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
            noneLabel={all}
            ids={betTypeIds}
            labelOf={(id) => t(`history.betType.${id}`)}
            value={filter.betType}
            onChange={(betType) => change({ betType })}
          />
        </>
      )}
    </FilterDialog>
  );
}
