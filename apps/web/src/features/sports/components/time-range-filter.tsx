import { Clock } from 'lucide-react';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { TIME_RANGE_LABELS, useTimeRangeStore } from '../store/time-range.store';
import styles from './time-range-filter.module.css';
import { TimeRangeOptions } from './time-range-options';

/** The line lists' time filter: a segmented control on desktop, a button opening its popup on mobile. */
export function TimeRangeFilter() {
  const { t } = useTranslation();
  const formFactor = useFormFactor();
  const timeRange = useTimeRangeStore((state) => state.timeRange);
  const setTimeRange = useTimeRangeStore((state) => state.setTimeRange);
  const openPopup = usePopupStore((state) => state.open);

  if (formFactor === 'desktop') return <TimeRangeOptions value={timeRange} onChange={setTimeRange} layout="row" />;
  return (
    <button
      type="button"
      className={timeRange === -1 ? styles.trigger : `${styles.trigger} ${styles.active}`}
      aria-haspopup="dialog"
      onClick={() => openPopup('TimeRangeFilter')}
    >
      <Clock aria-hidden size={16} />
      <span className="visually-hidden">{t('timeRange.label')}: </span>
      {t(TIME_RANGE_LABELS[timeRange])}
    </button>
  );
}
