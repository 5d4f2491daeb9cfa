import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@meridian/contract/events';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/form/text-field';
import { useResultsFilterStore } from '../store/results-filter.store';

/**
 * The text filter of /results. Typing settles for the search debounce before it reaches the filter;
 * it applies from 3 letters, and the hint says so while fewer are typed.
 */
export function ResultsSearchField() {
  const { t } = useTranslation();
  const applied = useResultsFilterStore((state) => state.text);
  const apply = useResultsFilterStore((state) => state.apply);
  const [value, setValue] = useState(applied);

  useEffect(() => {
    if (value === applied) return;
    const timer = setTimeout(() => apply({ text: value }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, applied, apply]);

  const length = value.trim().length;
  return (
    <TextField
      type="search"
      label={t('results.search')}
      value={value}
      autoComplete="off"
      maxLength={100}
      hint={length > 0 && length < SEARCH_MIN_LENGTH ? t('results.searchHint') : undefined}
      onValueChange={setValue}
    />
  );
}
