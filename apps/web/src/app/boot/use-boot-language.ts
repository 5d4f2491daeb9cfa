import { useEffect, useState } from 'react';
import { setApiContext } from '../../shared/api/api-context';
import { useTranslationsQuery } from '../../shared/api/get-translations';
import { pageContext } from '../../shared/browser/page-context';
import { applyLanguage, i18n, isApplied } from '../../shared/i18n/i18n';
import { resolveLanguage } from '../../shared/i18n/language';

/**
 * Picks the language once settings are known, fetches its texts and switches the app to them.
 * A failed fetch leaves English in place (spec 000 §1). Returns true once texts are applied.
 */
export function useBootLanguage(countryLanguage: string | undefined): boolean {
  // A page the server rendered names the language its texts are in (the player's cookie, else the
  // country's): the app keeps it unless this browser stored another choice.
  const fromPage = pageContext()?.language ?? countryLanguage;
  const language = countryLanguage === undefined ? null : resolveLanguage(fromPage);
  const translations = useTranslationsQuery(language);
  // Texts applied before the first render (the server's render, the hydrating browser) are ready
  // at once: the first screen is drawn, not the loading screen.
  const [applied, setApplied] = useState<string | null>(() => (language && isApplied(language) ? language : null));
  const settled = language === 'en' || translations.isSuccess || translations.isError;

  useEffect(() => {
    if (!language || !settled) return;
    if (applied !== language) {
      applyLanguage(language, translations.data?.texts);
      setApplied(language);
    } else if (document.documentElement.lang !== i18n.language) {
      // Already shown, over HTML written in another language (the offline copy of a page, drawn afresh
      // in the stored language): the page's lang follows what it shows.
      document.documentElement.lang = i18n.language;
    }
    // The language shown: English when the language's texts could not be fetched.
    setApiContext({ language: i18n.language });
  }, [language, settled, applied, translations.data]);

  return language !== null && applied === language;
}
