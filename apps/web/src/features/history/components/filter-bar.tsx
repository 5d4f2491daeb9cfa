import { SlidersHorizontal } from 'lucide-react';
import { type DateRange, matchingPreset, rangeToUnix } from '../../../shared/date-range/date-range';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import styles from './history.module.css';

interface FilterBarProps {
  /** The chosen filters other than the period, already in words. */
  choices: string[];
  range: DateRange;
  narrowed: boolean;
  onOpen: () => void;
}

/** The filter button with a line saying what the list is filtered by. */
export function FilterBar({ choices, range, narrowed, onOpen }: FilterBarProps) {
  const { t } = useTranslation();
  const preset = matchingPreset(range, new Date());
  const { from, to } = rangeToUnix(range);
  // The range is in local days, so its dates are shown in the browser's zone too.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const period = preset
    ? t(`history.preset.${preset}`)
    : `${formatDateTime(from, { part: 'date', timeZone: zone })} – ${formatDateTime(to, { part: 'date', timeZone: zone })}`;
  return (
    <div className={styles.filterBar}>
      <p className={styles.filterSummary}>{[period, ...choices].join(' · ')}</p>
      <Button size="sm" onClick={onOpen} aria-haspopup="dialog">
        <SlidersHorizontal aria-hidden size={16} />
        {t('history.filters')}
        {narrowed && (
          <>
            <span className={styles.dot} aria-hidden />
            <span className="visually-hidden">({t('history.filtersApplied')})</span>
          </>
        )}
      </Button>
    </div>
  );
}
