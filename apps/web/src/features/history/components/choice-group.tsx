import { useId } from 'react';
import styles from './filters.module.css';

interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A radio group drawn as chips: arrow keys move the choice, the legend names the group. */
export function ChoiceGroup<T extends string | number>({ legend, options, value, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.value} className={styles.chip}>
            <input
              type="radio"
              name={name}
              className={styles.radio}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface OptionalChoiceProps<T extends number> {
  legend: string;
  /** The first chip, which chooses none of the ids ("All", "Any"). */
  noneLabel: string;
  /** Ids above 0: 0 is the none chip's. */
  ids: readonly T[];
  labelOf: (id: T) => string;
  value: T | null;
  onChange: (value: T | null) => void;
}

/** A choice of one id or none (null), the none chip first. */
export function OptionalChoiceGroup<T extends number>({
  legend,
  noneLabel,
  ids,
  labelOf,
  value,
  onChange,
}: OptionalChoiceProps<T>) {
  return (
    <ChoiceGroup<T | 0>
      legend={legend}
      options={[{ value: 0, label: noneLabel }, ...ids.map((id) => ({ value: id, label: labelOf(id) }))]}
      value={value ?? 0}
      onChange={(chosen) => onChange(chosen === 0 ? null : chosen)}
    />
  );
}
