import { useEffect, useState } from 'react';
import { setApiContext } from '../../shared/api/api-context';
import { useTranslationsQuery } from '../../shared/api/get-translations';
import { applyLanguage } from '../../shared/i18n/i18n';
import { resolveLanguage } from '../../shared/i18n/language';

/**
 * Picks the language once settings are known, fetches its texts and switches i18next to them.
 * A failed fetch leaves English in place (spec 000 §1). Returns true once texts are applied.
 */
export function useBootLanguage(countryLanguage: string | undefined): boolean {
  const language = countryLanguage === undefined ? null : resolveLanguage(countryLanguage);
  const translations = useTranslationsQuery(language);
  const [applied, setApplied] = useState<string | null>(null);
  const settled = language === 'en' || translations.isSuccess || translations.isError;

  useEffect(() => {
    if (!language || !settled || applied === language) return;
    let cancelled = false;
    void applyLanguage(language, translations.data?.texts).then(() => {
      if (cancelled) return;
      setApiContext({ language: document.documentElement.lang });
      setApplied(language);
    });
    return () => {
      cancelled = true;
    };
  }, [language, settled, applied, translations.data]);

  return language !== null && applied === language;
}
