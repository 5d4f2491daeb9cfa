import type { LanguageCode } from '@meridian/contract/constants';
import { addFeatureTexts } from '../../../shared/i18n/i18n';
import { type NamespaceT, useNamespaceText } from '../../../shared/i18n/use-translation';
import { type BonusesKey, bonusesEn } from './bonuses.en';
import { bonusesRu } from './bonuses.ru';

/** The namespace of the bonus texts; they ship with the bonuses' code, in every language. */
export const BONUSES_NAMESPACE = 'bonuses';

/** The texts in every language of LANGUAGES; a test checks they match English key for key. */
export const BONUSES_TEXTS: Readonly<Record<LanguageCode, Record<string, string>>> = { en: bonusesEn, ru: bonusesRu };
addFeatureTexts(BONUSES_NAMESPACE, BONUSES_TEXTS);

export type BonusesT = NamespaceT<BonusesKey>;

/** The bonus texts in the page's language (English where a language lacks one), typed by key. */
export function useBonusesText(): BonusesT {
  return useNamespaceText<BonusesKey>(BONUSES_NAMESPACE);
}
