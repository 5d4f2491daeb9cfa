import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { type HistoryFilters, type HistoryTab, initialFilters } from '../lib/history-filter';
import { useHistoryFilterStore } from '../store/history-filter.store';
import { OptionalChoiceGroup } from './choice-group';
import { DateRangeFields } from './date-range-fields';
import styles from './filters.module.css';

type Status<Tab extends HistoryTab> = NonNullable<HistoryFilters[Tab]['status']>;

interface FilterDialogProps<Tab extends HistoryTab> extends PopupProps {
  /** The tab whose filter in force the choices start from, and which Apply sets. */
  tab: Tab;
  title: string;
  /** The status chips, after the chip of any status ("All", "Any"). */
  statuses: { ids: readonly Status<Tab>[]; labelOf: (id: Status<Tab>) => string; noneLabel: string };
  /** The choices above the status, drawn from the unapplied filter; `change` alters some of them. */
  children: (filter: HistoryFilters[Tab], change: (choices: Partial<HistoryFilters[Tab]>) => void) => ReactNode;
}

/**
 * A history filter's dialog: the tab's own choices, its status and period, then Reset and Apply;
 * nothing applies before Apply.
 */
export function FilterDialog<Tab extends HistoryTab>({
  tab,
  title,
  onClose,
  isTop,
  statuses,
  children,
}: FilterDialogProps<Tab>) {
  const { t } = useTranslation();
  const applied = useHistoryFilterStore((state) => state[tab]);
  const apply = useHistoryFilterStore((state) => state.apply);
  const [filter, setFilter] = useState<HistoryFilters[Tab]>(applied);
  const change = (choices: Partial<HistoryFilters[Tab]>) => setFilter({ ...filter, ...choices });
  return (
    <Dialog title={title} onClose={onClose} isTop={isTop}>
      <div className={styles.form}>
        {children(filter, change)}
        <OptionalChoiceGroup<Status<Tab>>
          legend={t('history.filter.status')}
          {...statuses}
          value={filter.status}
          onChange={(status) => setFilter({ ...filter, status })}
        />
        <DateRangeFields range={filter.range} onChange={(range) => setFilter({ ...filter, range })} />
      </div>
      <div className={styles.actions}>
        <Button onClick={() => setFilter(initialFilters[tab]())}>{t('history.reset')}</Button>
        <Button
          variant="primary"
          onClick={() => {
            apply(tab, filter);
            onClose();
          }}
        >
          {t('history.apply')}
        </Button>
      </div>
    </Dialog>
  );
}
