import { type TimeRange, timeRanges } from '@meridian/contract/events';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TIME_RANGE_LABELS } from '../store/time-range.store';
import styles from './time-range-filter.module.css';

interface TimeRangeOptionsProps {
  value: TimeRange;
  onChange: (value: TimeRange) => void;
  /** `row`: a segmented control of radios (desktop); `column`: a list of buttons, each applies at once (popup). */
  layout: 'row' | 'column';
}

/** The six time ranges of spec 001 §5. */
export function TimeRangeOptions({ value, onChange, layout }: TimeRangeOptionsProps) {
  const { t } = useTranslation();
  const name = useId();
  if (layout === 'column') {
    return (
      <ul className={styles.column}>
        {timeRanges.map((option) => (
          <li key={option}>
            <button
              type="button"
              aria-pressed={option === value}
              className={option === value ? `${styles.option} ${styles.checked}` : styles.option}
              onClick={() => onChange(option)}
            >
              {t(TIME_RANGE_LABELS[option])}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <fieldset className={styles.row}>
      <legend className="visually-hidden">{t('timeRange.label')}</legend>
      {timeRanges.map((option) => (
        <label key={option} className={option === value ? `${styles.option} ${styles.checked}` : styles.option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={option === value}
            className={styles.radio}
            onChange={() => onChange(option)}
          />
          {t(TIME_RANGE_LABELS[option])}
        </label>
      ))}
    </fieldset>
  );
}
