import { DEFAULT_LANGUAGE } from '@meridian/contract/constants';
import { en, type SiteKey, type SiteTextKey } from '@meridian/contract/locales/en';
import { type Texts, type Translate, Translator } from './translator';

export const SITE_NAMESPACE = 'site';

/** The site's texts by key: a key English lacks (a misspelt one) does not compile. */
export type SiteT = Translate<SiteKey | SiteTextKey>;

/** The app's translator; English is bundled, so texts render before any call answers. */
export const i18n = new Translator<SiteKey | SiteTextKey>({
  language: DEFAULT_LANGUAGE,
  fallbackLanguage: DEFAULT_LANGUAGE,
  namespace: SITE_NAMESPACE,
  texts: { [DEFAULT_LANGUAGE]: en },
});

/**
 * Switches to a language, with its texts when they were fetched; missing keys fall back to English.
 * Takes effect at once, so a render that follows (the server's, the hydrating one) is in the language.
 */
export function applyLanguage(language: string, texts?: Record<string, string>): void {
  if (texts) i18n.addTexts(language, SITE_NAMESPACE, texts);
  i18n.changeLanguage(texts || language === DEFAULT_LANGUAGE ? language : DEFAULT_LANGUAGE);
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
}

/** Whether the app already shows a language with its texts (English is always bundled). */
export function isApplied(language: string): boolean {
  return i18n.language === language && (language === DEFAULT_LANGUAGE || i18n.hasTexts(language, SITE_NAMESPACE));
}

/**
 * Adds a feature's own texts, which ship with its code in every language, under the feature's
 * namespace; a language that holds texts there already keeps them.
 */
export function addFeatureTexts(namespace: string, texts: Readonly<Record<string, Texts>>): void {
  for (const [language, own] of Object.entries(texts)) {
    if (!i18n.hasTexts(language, namespace)) i18n.addTexts(language, namespace, own);
  }
}
