import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../shared/i18n/i18n';
import { type CasinoTextKey, casinoEn } from './casino.en';
import { casinoRu } from './casino.ru';

/** The i18next namespace of the casino's texts; they ship with the casino's code, in every language. */
export const CASINO_NAMESPACE = 'casino';

const bundles: Record<string, Record<CasinoTextKey, string>> = { en: casinoEn, ru: casinoRu };
for (const [language, texts] of Object.entries(bundles)) {
  if (!i18n.hasResourceBundle(language, CASINO_NAMESPACE)) i18n.addResourceBundle(language, CASINO_NAMESPACE, texts);
}

type Values = Record<string, string | number>;
export type CasinoT = (key: CasinoTextKey, values?: Values) => string;

/** The casino's texts in the page's language (English where a language lacks one), typed by key. */
export function useCasinoText(): CasinoT {
  // Subscribes the component to language changes.
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<CasinoT>(
    (key, values) => {
      // The app's i18next types know the "site" namespace only; this one is typed by CasinoTextKey.
      const texts = instance as unknown as {
        t: (key: string, options: Values & { ns: string; lng: string }) => string;
      };
      return texts.t(key, { ...values, ns: CASINO_NAMESPACE, lng: language });
    },
    [instance, language],
  );
}
