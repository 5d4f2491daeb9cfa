import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../../../shared/api/get-dictionaries';
import { matchingPreset, rangeToUnix } from '../../../shared/date-range/date-range';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { useResultsFilterStore } from '../store/results-filter.store';
import styles from './results-filters.module.css';

/** On mobile the filters live in a popup; this line tells what they are set to. */
export function ResultsFilterSummary() {
  const { t } = useTranslation();
  const sportId = useResultsFilterStore((state) => state.sportId);
  const range = useResultsFilterStore((state) => state.range);
  const sports = useDictionaries().data?.sports ?? [];
  const sport = sports.find((item) => item.id === sportId)?.name ?? t('results.allSports');
  const preset = matchingPreset(range, new Date());
  const { from, to } = rangeToUnix(range);
  // The range is in local days, so the dates are shown in the browser's zone too.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const period = preset
    ? t(`results.preset.${preset}`)
    : `${formatDateTime(from, { part: 'date', timeZone: zone })} – ${formatDateTime(to, { part: 'date', timeZone: zone })}`;
  return (
    <p className={styles.summary}>
      {sport} · {period}
    </p>
  );
}
