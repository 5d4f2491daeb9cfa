import { type ReactNode, useId } from 'react';

interface RadioGroupProps<T extends string | number> {
  legend: string;
  options: readonly { value: T; label: ReactNode }[];
  /** The checked option; null checks none. */
  value: T | null;
  onChange: (value: T) => void;
  /** The screen's look: the fieldset, its legend, and the label around each radio. */
  classNames: { group: string | undefined; legend: string | undefined; option: string | undefined };
}

/** A fieldset of radios named as one group, each inside its label; arrow keys move the choice. */
export function RadioGroup<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  classNames,
}: RadioGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={classNames.group}>
      <legend className={classNames.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={classNames.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
