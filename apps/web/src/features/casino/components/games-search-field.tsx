import { CASINO_SEARCH_MIN_LENGTH } from '@meridian/contract/casino';
import { useCallback } from 'react';
import { SearchField } from '../../../shared/ui/search-field';
import { useCasinoText } from '../i18n/casino-texts';
import type { CasinoSection } from '../lib/game-paths';
import { useCasinoSearchStore } from '../store/casino-search.store';

/**
 * The lobby's name search (spec 001 §9): it filters from 3 trimmed letters, after the search debounce.
 */
export function GamesSearchField({ section }: { section: CasinoSection }) {
  const t = useCasinoText();
  const applied = useCasinoSearchStore((state) => state.texts[section]);
  const setText = useCasinoSearchStore((state) => state.setText);
  const apply = useCallback((text: string) => setText(section, text), [setText, section]);
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
