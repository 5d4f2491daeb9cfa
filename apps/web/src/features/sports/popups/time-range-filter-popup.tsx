import type { TimeRange } from '@meridian/contract/events';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Dialog } from '../../../shared/ui/dialog';
import { TimeRangeOptions } from '../components/time-range-options';
import { useTimeRangeStore } from '../store/time-range.store';

/** TimeRangeFilter (spec 001 §2): picking a range applies it and closes the popup. */
export function TimeRangeFilterPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const timeRange = useTimeRangeStore((state) => state.timeRange);
  const setTimeRange = useTimeRangeStore((state) => state.setTimeRange);
  const handleChange = (value: TimeRange) => {
    setTimeRange(value);
    onClose();
  };
  return (
    <Dialog title={t('popup.TimeRangeFilter')} onClose={onClose} isTop={isTop}>
      <TimeRangeOptions value={timeRange} onChange={handleChange} layout="column" />
    </Dialog>
  );
}
