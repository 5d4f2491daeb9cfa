import { SEARCH_MIN_LENGTH } from '@meridian/contract/events';
import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SearchField } from '../../../shared/ui/search-field';
import { useResultsFilterStore } from '../store/results-filter.store';

/** The text filter of /results: it applies from 3 letters, after the search debounce. */
export function ResultsSearchField() {
  const { t } = useTranslation();
  const applied = useResultsFilterStore((state) => state.text);
  const apply = useResultsFilterStore((state) => state.apply);
  // A stable callback: a new one would restart the wait for typing to rest.
  const applyText = useCallback((text: string) => apply({ text }), [apply]);
  return (
    <SearchField
      label={t('results.search')}
      value={applied}
      onApply={applyText}
      minLength={SEARCH_MIN_LENGTH}
      shortHint={t('results.searchHint')}
    />
  );
}
