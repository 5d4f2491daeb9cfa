import { TextField } from '../ui/form/text-field';
import {
  clampRange,
  type DatePreset,
  type DateRange,
  datePresets,
  earliestDate,
  matchingPreset,
  presetRange,
  toIsoDate,
} from './date-range';
import styles from './date-range-fields.module.css';

interface DateRangeProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
}

/**
 * The from/to days side by side, at most 30 days back and never past today (spec 001 §5); a day
 * outside the window is pulled back into it.
 */
export function DateInputs({
  range,
  onChange,
  fromLabel,
  toLabel,
  className,
}: DateRangeProps & { fromLabel: string; toLabel: string; className?: string }) {
  const today = new Date();
  const pick = (next: DateRange) => onChange(clampRange(next, today));
  return (
    <div className={className ? `${styles.dates} ${className}` : styles.dates}>
      <TextField
        type="date"
        label={fromLabel}
        value={range.from}
        min={earliestDate(today)}
        max={range.to}
        onValueChange={(from) => from && pick({ ...range, from })}
      />
      <TextField
        type="date"
        label={toLabel}
        value={range.to}
        min={range.from}
        max={toIsoDate(today)}
        onValueChange={(to) => to && pick({ ...range, to })}
      />
    </div>
  );
}

/** One toggle button per day preset, the one matching the range pressed. */
export function DatePresetButtons({
  range,
  onChange,
  presetLabel,
}: DateRangeProps & { presetLabel: (preset: DatePreset) => string }) {
  const today = new Date();
  const activePreset = matchingPreset(range, today);
  return datePresets.map((preset) => (
    <button
      key={preset}
      type="button"
      className={styles.preset}
      aria-pressed={activePreset === preset}
      onClick={() => onChange(presetRange(preset, today))}
    >
      {presetLabel(preset)}
    </button>
  ));
}
