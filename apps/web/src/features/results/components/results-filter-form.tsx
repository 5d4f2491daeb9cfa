import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../../../shared/api/get-dictionaries';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import {
  clampRange,
  type DateRange,
  datePresets,
  earliestDate,
  matchingPreset,
  presetRange,
  toIsoDate,
} from '../lib/date-range';
import styles from './results-filters.module.css';

interface ResultsFilterFormProps {
  sportId: number | null;
  range: DateRange;
  onSportChange: (sportId: number | null) => void;
  onRangeChange: (range: DateRange) => void;
  /** `inline` lays the fields out in one row (desktop); `stacked` one under another (the popup). */
  layout?: 'inline' | 'stacked';
}

/** The sport and the day range with its presets; the desktop page and the mobile popup both show it. */
export function ResultsFilterForm({
  sportId,
  range,
  onSportChange,
  onRangeChange,
  layout = 'stacked',
}: ResultsFilterFormProps) {
  const { t } = useTranslation();
  const sports = useDictionaries().data?.sports ?? [];
  const today = new Date();
  const earliest = earliestDate(today);
  const latest = toIsoDate(today);
  const activePreset = matchingPreset(range, today);
  const pick = (next: DateRange) => onRangeChange(clampRange(next, today));

  return (
    <div className={`${styles.form} ${layout === 'inline' ? styles.inline : ''}`}>
      <SelectField
        label={t('results.sport')}
        value={sportId === null ? '' : String(sportId)}
        options={[
          { value: '', label: t('results.allSports') },
          ...sports.map((sport) => ({ value: String(sport.id), label: sport.name })),
        ]}
        onValueChange={(value) => onSportChange(value === '' ? null : Number(value))}
      />
      <div className={styles.dates}>
        <TextField
          type="date"
          label={t('results.from')}
          value={range.from}
          min={earliest}
          max={range.to}
          onValueChange={(from) => from && pick({ ...range, from })}
        />
        <TextField
          type="date"
          label={t('results.to')}
          value={range.to}
          min={range.from}
          max={latest}
          onValueChange={(to) => to && pick({ ...range, to })}
        />
      </div>
      <fieldset className={styles.presets}>
        <legend className="visually-hidden">{t('results.period')}</legend>
        {datePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            aria-pressed={activePreset === preset}
            onClick={() => onRangeChange(presetRange(preset, today))}
          >
            {t(`results.preset.${preset}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
