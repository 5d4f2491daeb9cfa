import { TextField } from '../ui/form/text-field';
import {
  clampRange,
  type DatePreset,
  type DateRange,
  datePresets,
  dayOf,
  earliestDate,
  matchingPreset,
  presetRange,
} from './date-range';
import styles from './date-range-fields.module.css';

interface DateRangeProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** Now, and the zone the days are counted in (the browser's own when none is named). */
  today?: Date;
  timeZone?: string;
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
  today = new Date(),
  timeZone,
}: DateRangeProps & { fromLabel: string; toLabel: string; className?: string }) {
  const pick = (next: DateRange) => onChange(clampRange(next, today, timeZone));
  return (
    <div className={className ? `${styles.dates} ${className}` : styles.dates}>
      <TextField
        type="date"
        label={fromLabel}
        value={range.from}
        min={earliestDate(today, timeZone)}
        max={range.to}
        onValueChange={(from) => from && pick({ ...range, from })}
      />
      <TextField
        type="date"
        label={toLabel}
        value={range.to}
        min={range.from}
        max={dayOf(today, timeZone)}
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
  today = new Date(),
  timeZone,
}: DateRangeProps & { presetLabel: (preset: DatePreset) => string }) {
  const activePreset = matchingPreset(range, today, timeZone);
  return datePresets.map((preset) => (
    <button
      key={preset}
      type="button"
      className={styles.preset}
      aria-pressed={activePreset === preset}
      onClick={() => onChange(presetRange(preset, today, timeZone))}
    >
      {presetLabel(preset)}
    </button>
  ));
}
