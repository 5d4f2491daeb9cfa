import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/form/text-field';
import {
  clampRange,
  type DateRange,
  datePresets,
  earliestDate,
  matchingPreset,
  presetRange,
  toIsoDate,
} from '../../results/lib/date-range';
import styles from './filters.module.css';

/** Custom from/to days (at most 30 days back, spec 001 §5) and the four presets. */
export function DateRangeFields({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation();
  const today = new Date();
  const activePreset = matchingPreset(range, today);
  const pick = (next: DateRange) => onChange(clampRange(next, today));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('history.period')}</legend>
      <div className={styles.chips}>
        {datePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.chip}
            aria-pressed={activePreset === preset}
            onClick={() => onChange(presetRange(preset, today))}
          >
            {t(`history.preset.${preset}`)}
          </button>
        ))}
      </div>
      <div className={styles.dates}>
        <TextField
          type="date"
          label={t('history.from')}
          value={range.from}
          min={earliestDate(today)}
          max={range.to}
          onValueChange={(from) => from && pick({ ...range, from })}
        />
        <TextField
          type="date"
          label={t('history.to')}
          value={range.to}
          min={range.from}
          max={toIsoDate(today)}
          onValueChange={(to) => to && pick({ ...range, to })}
        />
      </div>
    </fieldset>
  );
}
