import { useDictionaries } from '../../../shared/api/get-dictionaries';
import type { DateRange } from '../../../shared/date-range/date-range';
import { DateInputs, DatePresetButtons } from '../../../shared/date-range/date-range-fields';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SelectField } from '../../../shared/ui/form/select-field';
import styles from './results-filters.module.css';

interface ResultsFilterFormProps {
  sportId: number | null;
  range: DateRange;
  onSportChange: (sportId: number | null) => void;
  onRangeChange: (range: DateRange) => void;
  /** Now, and the zone the days are counted in. */
  today: Date;
  timeZone: string;
  /** `inline` lays the fields out in one row (desktop); `stacked` one under another (the popup). */
  layout?: 'inline' | 'stacked';
}

/** The sport and the day range with its presets; the desktop page and the mobile popup both show it. */
export function ResultsFilterForm({
  sportId,
  range,
  onSportChange,
  onRangeChange,
  today,
  timeZone,
  layout = 'stacked',
}: ResultsFilterFormProps) {
  const { t } = useTranslation();
  const sports = useDictionaries().data?.sports ?? [];

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
      <DateInputs
        range={range}
        onChange={onRangeChange}
        fromLabel={t('results.from')}
        toLabel={t('results.to')}
        today={today}
        timeZone={timeZone}
      />
      <fieldset className={styles.presets}>
        <legend className="visually-hidden">{t('results.period')}</legend>
        <DatePresetButtons
          range={range}
          onChange={onRangeChange}
          presetLabel={(preset) => t(`results.preset.${preset}`)}
          today={today}
          timeZone={timeZone}
        />
      </fieldset>
    </div>
  );
}
