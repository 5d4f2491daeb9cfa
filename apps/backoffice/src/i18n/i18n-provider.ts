import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import type { TranslationMessages } from 'react-admin';
import { en, ru } from './messages';

export const BACKOFFICE_LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
] as const;
type Locale = (typeof BACKOFFICE_LANGUAGES)[number]['locale'];

const catalogues: Record<Locale, TranslationMessages> = {
  en: { ...englishMessages, ...en },
  ru: { ...russianMessages, ...ru },
};

/** The browser's language when the back office speaks it, else English; the operator's choice is kept by react-admin. */
export function initialLocale(languages: readonly string[] = navigator.languages): Locale {
  const spoken = languages.map((l) => l.slice(0, 2).toLowerCase()).find((l): l is Locale => l in catalogues);
  return spoken ?? 'en';
}

const polyglot = polyglotI18nProvider(
  (locale) => catalogues[locale as Locale] ?? catalogues.en,
  initialLocale(),
  [...BACKOFFICE_LANGUAGES],
  // A key without a text shows the key: a missing text is a bug to see, not to hide.
  { allowMissing: false },
);

/** The page's `lang` follows the language shown, for screen readers and hyphenation. */
function markLanguage(locale: string): void {
  document.documentElement.lang = locale;
}
markLanguage(polyglot.getLocale());

export const i18nProvider: typeof polyglot = {
  ...polyglot,
  async changeLocale(locale, options) {
    await polyglot.changeLocale(locale, options);
    markLanguage(locale);
  },
};
