import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../shared/i18n/i18n';
import { type BonusesKey, bonusesEn } from './bonuses.en';
import { bonusesRu } from './bonuses.ru';

/** The i18next namespace of the bonus texts; they ship with the bonuses' code, in every language. */
export const BONUSES_NAMESPACE = 'bonuses';

const bundles: Record<string, Record<string, string>> = { en: bonusesEn, ru: bonusesRu };
for (const [language, texts] of Object.entries(bundles)) {
  if (!i18n.hasResourceBundle(language, BONUSES_NAMESPACE)) i18n.addResourceBundle(language, BONUSES_NAMESPACE, texts);
}

type Values = Record<string, string | number>;
export type BonusesT = (key: BonusesKey, values?: Values) => string;

/** The bonus texts in the page's language (English where a language lacks one), typed by key. */
export function useBonusesText(): BonusesT {
  // Subscribes the component to language changes.
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<BonusesT>(
    (key, values) => {
      // The app's i18next types know the "site" namespace only; this one is typed by BonusesKey.
      const texts = instance as unknown as {
        t: (key: string, options: Values & { ns: string; lng: string }) => string;
      };
      return texts.t(key, { ...values, ns: BONUSES_NAMESPACE, lng: language });
    },
    [instance, language],
  );
}
