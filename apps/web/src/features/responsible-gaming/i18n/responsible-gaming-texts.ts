import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../shared/i18n/i18n';
import { type RgKey, rgEn } from './responsible-gaming.en';
import { rgRu } from './responsible-gaming.ru';

/** The i18next namespace of the responsible gaming texts; they ship with the feature's code, in every language. */
export const RG_NAMESPACE = 'responsible-gaming';

const bundles: Record<string, Record<string, string>> = { en: rgEn, ru: rgRu };
for (const [language, texts] of Object.entries(bundles)) {
  if (!i18n.hasResourceBundle(language, RG_NAMESPACE)) i18n.addResourceBundle(language, RG_NAMESPACE, texts);
}

type Values = Record<string, string | number>;
export type RgT = (key: RgKey, values?: Values) => string;

/** The responsible gaming texts in the page's language (English where a language lacks one), typed by key. */
export function useRgText(): RgT {
  // Subscribes the component to language changes.
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<RgT>(
    (key, values) => {
      // The app's i18next types know the "site" namespace only; this one is typed by RgKey.
      const texts = instance as unknown as {
        t: (key: string, options: Values & { ns: string; lng: string }) => string;
      };
      return texts.t(key, { ...values, ns: RG_NAMESPACE, lng: language });
    },
    [instance, language],
  );
}
