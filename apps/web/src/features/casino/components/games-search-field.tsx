import { CASINO_SEARCH_MIN_LENGTH } from '@meridian/contract/casino';
import { SEARCH_DEBOUNCE_MS } from '@meridian/contract/events';
import { useEffect, useState } from 'react';
import { TextField } from '../../../shared/ui/form/text-field';
import { useCasinoText } from '../i18n/casino-texts';
import { useCasinoSearchStore } from '../store/casino-search.store';

/**
 * The lobby's name search. What is typed reaches the list once it has rested for the search debounce
 * (spec 001 §9: 500 ms); it filters from 3 trimmed letters, and the hint says so while fewer are typed.
 */
export function GamesSearchField() {
  const t = useCasinoText();
  const applied = useCasinoSearchStore((state) => state.text);
  const apply = useCasinoSearchStore((state) => state.setText);
  const [value, setValue] = useState(applied);

  useEffect(() => {
    if (value === applied) return;
    const timer = setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, applied, apply]);

  const length = value.trim().length;
  return (
    <TextField
      type="search"
      label={t('casino.search.label')}
      value={value}
      autoComplete="off"
      maxLength={100}
      hint={length > 0 && length < CASINO_SEARCH_MIN_LENGTH ? t('casino.search.hint') : undefined}
      onValueChange={setValue}
    />
  );
}
