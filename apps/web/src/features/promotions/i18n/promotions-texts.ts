import type { LanguageCode } from '@meridian/contract/constants';
import { addFeatureTexts, i18n } from '../../../shared/i18n/i18n';
import { type NamespaceT, useNamespaceText } from '../../../shared/i18n/use-translation';
import { type PromotionsTextKey, promotionsEn } from './promotions.en';
import { promotionsRu } from './promotions.ru';

/** The namespace of the promotions' texts; they ship with the promotions' code, in every language. */
export const PROMOTIONS_NAMESPACE = 'promotions';

/** The texts in every language of LANGUAGES; a test checks they match English key for key. */
export const PROMOTIONS_TEXTS: Readonly<Record<LanguageCode, Record<PromotionsTextKey, string>>> = {
  en: promotionsEn,
  ru: promotionsRu,
};
addFeatureTexts(PROMOTIONS_NAMESPACE, PROMOTIONS_TEXTS);

export type PromotionsT = NamespaceT<PromotionsTextKey>;

/** The promotions' texts in the page's language (English where a language lacks one), typed by key. */
export function usePromotionsText(): { t: PromotionsT; language: string } {
  const t = useNamespaceText<PromotionsTextKey>(PROMOTIONS_NAMESPACE);
  return { t, language: i18n.language };
}
