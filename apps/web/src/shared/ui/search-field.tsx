import { SEARCH_DEBOUNCE_MS } from '@meridian/contract/events';
import { useEffect, useState } from 'react';
import { TextField } from './form/text-field';

interface SearchFieldProps {
  label: string;
  /** The text the search applies now; the field starts from it. */
  value: string;
  /** Called with what is typed once it has rested for the search debounce (SEARCH_DEBOUNCE_MS). */
  onApply: (text: string) => void;
  /** How many trimmed characters the search applies from. */
  minLength: number;
  /** Said under the field while some, but fewer than minLength, trimmed characters are typed. */
  shortHint: string;
}

/**
 * A search box whose text reaches the search once typing has rested for the search debounce
 * (spec 001 §9: 500 ms). The search applies from minLength trimmed characters, and the hint says so
 * while fewer are typed.
 */
export function SearchField({ label, value: applied, onApply, minLength, shortHint }: SearchFieldProps) {
  const [value, setValue] = useState(applied);

  useEffect(() => {
    if (value === applied) return;
    const timer = setTimeout(() => onApply(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, applied, onApply]);

  const length = value.trim().length;
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      autoComplete="off"
      maxLength={100}
      hint={length > 0 && length < minLength ? shortHint : undefined}
      onValueChange={setValue}
    />
  );
}
