import { CASINO_SEARCH_MIN_LENGTH } from '@meridian/contract/casino';
import { SearchField } from '../../../shared/ui/search-field';
import { useCasinoText } from '../i18n/casino-texts';
import { useCasinoSearchStore } from '../store/casino-search.store';

/**
 * The lobby's name search (spec 001 §9): it filters from 3 trimmed letters, after the search debounce.
 */
export function GamesSearchField() {
  const t = useCasinoText();
  const applied = useCasinoSearchStore((state) => state.text);
  const apply = useCasinoSearchStore((state) => state.setText);
  return (
    <SearchField
      label={t('casino.search.label')}
      value={applied}
      onApply={apply}
      minLength={CASINO_SEARCH_MIN_LENGTH}
      shortHint={t('casino.search.hint')}
    />
  );
}
