import { useDictionaries } from '../../../shared/api/get-dictionaries';
import { matchingPreset, rangeToUnix } from '../../../shared/date-range/date-range';
import { formatDateTime } from '../../../shared/format/format-date-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useResultsDays } from '../hooks/use-results-days';
import { useResultsFilterStore } from '../store/results-filter.store';
import styles from './results-filters.module.css';

/** On mobile the filters live in a popup; this line tells what they are set to. */
export function ResultsFilterSummary() {
  const { t } = useTranslation();
  const sportId = useResultsFilterStore((state) => state.sportId);
  const { range, today, timeZone } = useResultsDays();
  const sports = useDictionaries().data?.sports ?? [];
  const sport = sports.find((item) => item.id === sportId)?.name ?? t('results.allSports');
  const preset = matchingPreset(range, today, timeZone);
  const { from, to } = rangeToUnix(range, timeZone);
  const period = preset
    ? t(`results.preset.${preset}`)
    : `${formatDateTime(from, { part: 'date', timeZone })} – ${formatDateTime(to, { part: 'date', timeZone })}`;
  return (
    <p className={styles.summary}>
      {sport} · {period}
    </p>
  );
}
