import { DEFAULT_LANGUAGE } from '@meridian/contract/constants';
import { en } from '@meridian/contract/locales/en';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SITE_NAMESPACE = 'site';

/** The app's i18next instance; English is bundled, so texts render before any call answers. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [SITE_NAMESPACE],
  defaultNS: SITE_NAMESPACE,
  resources: { [DEFAULT_LANGUAGE]: { [SITE_NAMESPACE]: en } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Switches to a language, with its texts when they were fetched; missing keys fall back to English. */
export async function applyLanguage(language: string, texts?: Record<string, string>): Promise<void> {
  if (texts) i18n.addResourceBundle(language, SITE_NAMESPACE, texts, true, true);
  await i18n.changeLanguage(texts || language === DEFAULT_LANGUAGE ? language : DEFAULT_LANGUAGE);
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
}

/** Whether i18next already shows a language with its texts (English is always bundled). */
export function isApplied(language: string): boolean {
  return (
    i18n.language === language && (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, SITE_NAMESPACE))
  );
}
