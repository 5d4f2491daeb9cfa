import type { DateRange } from '../../../shared/date-range/date-range';
import { DateInputs, DatePresetButtons } from '../../../shared/date-range/date-range-fields';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './filters.module.css';

/** Custom from/to days (at most 30 days back, spec 001 §5) and the four presets. */
export function DateRangeFields({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('history.period')}</legend>
      <div className={styles.chips}>
        <DatePresetButtons range={range} onChange={onChange} presetLabel={(preset) => t(`history.preset.${preset}`)} />
      </div>
      <DateInputs
        range={range}
        onChange={onChange}
        fromLabel={t('history.from')}
        toLabel={t('history.to')}
        className={styles.dates}
      />
    </fieldset>
  );
}
