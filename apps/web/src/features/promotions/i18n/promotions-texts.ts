import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../shared/i18n/i18n';
import { type PromotionsTextKey, promotionsEn } from './promotions.en';
import { promotionsRu } from './promotions.ru';

/** The i18next namespace of the promotions' texts; they ship with the promotions' code, in every language. */
export const PROMOTIONS_NAMESPACE = 'promotions';

const bundles: Record<string, Record<PromotionsTextKey, string>> = { en: promotionsEn, ru: promotionsRu };
for (const [language, texts] of Object.entries(bundles)) {
  if (!i18n.hasResourceBundle(language, PROMOTIONS_NAMESPACE)) {
    i18n.addResourceBundle(language, PROMOTIONS_NAMESPACE, texts);
  }
}

type Values = Record<string, string | number>;
export type PromotionsT = (key: PromotionsTextKey, values?: Values) => string;

/** The promotions' texts in the page's language (English where a language lacks one), typed by key. */
export function usePromotionsText(): { t: PromotionsT; language: string } {
  // Subscribes the component to language changes.
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  const t = useCallback<PromotionsT>(
    (key, values) => {
      // The app's i18next types know the "site" namespace only; this one is typed by PromotionsTextKey.
      const texts = instance as unknown as {
        t: (key: string, options: Values & { ns: string; lng: string }) => string;
      };
      return texts.t(key, { ...values, ns: PROMOTIONS_NAMESPACE, lng: language });
    },
    [instance, language],
  );
  return { t, language };
}
