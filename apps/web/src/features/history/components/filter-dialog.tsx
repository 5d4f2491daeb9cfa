import { type ReactNode, useState } from 'react';
import type { DateRange } from '../../../shared/date-range/date-range';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { DateRangeFields } from './date-range-fields';
import styles from './filters.module.css';

interface FilterDialogProps<F extends { range: DateRange }> {
  title: string;
  onClose: () => void;
  isTop: boolean;
  /** The tab's filter in force: the choices start from it. */
  applied: F;
  /** The tab's defaults, which Reset puts back, still unapplied. */
  initial: () => F;
  /** Applies the choices; the dialog then closes. */
  onApply: (filter: F) => void;
  /** The choices above the period, drawn from the unapplied filter; `change` alters some of them. */
  children: (filter: F, change: (choices: Partial<F>) => void) => ReactNode;
}

/** A history filter's dialog: its choices and period, then Reset and Apply; nothing applies before Apply. */
export function FilterDialog<F extends { range: DateRange }>({
  title,
  onClose,
  isTop,
  applied,
  initial,
  onApply,
  children,
}: FilterDialogProps<F>) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(applied);
  return (
    <Dialog title={title} onClose={onClose} isTop={isTop}>
      <div className={styles.form}>
        {children(filter, (choices) => setFilter({ ...filter, ...choices }))}
        <DateRangeFields range={filter.range} onChange={(range) => setFilter({ ...filter, range })} />
      </div>
      <div className={styles.actions}>
        <Button onClick={() => setFilter(initial())}>{t('history.reset')}</Button>
        <Button
          variant="primary"
          onClick={() => {
            onApply(filter);
            onClose();
          }}
        >
          {t('history.apply')}
        </Button>
      </div>
    </Dialog>
  );
}
