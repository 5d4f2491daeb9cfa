import type { LanguageCode } from '@meridian/contract/constants';
import { i18n } from '../../../shared/i18n/i18n';
import { useNamespaceText } from '../../../shared/i18n/use-translation';
import { type BonusesKey, bonusesEn } from './bonuses.en';
import { bonusesRu } from './bonuses.ru';

/** The namespace of the bonus texts; they ship with the bonuses' code, in every language. */
export const BONUSES_NAMESPACE = 'bonuses';

/** The texts in every language of LANGUAGES; a test checks they match English key for key. */
export const BONUSES_TEXTS: Readonly<Record<LanguageCode, Record<string, string>>> = { en: bonusesEn, ru: bonusesRu };
for (const [language, texts] of Object.entries(BONUSES_TEXTS)) {
  if (!i18n.hasTexts(language, BONUSES_NAMESPACE)) i18n.addTexts(language, BONUSES_NAMESPACE, texts);
}

type Values = Record<string, string | number>;
export type BonusesT = (key: BonusesKey, values?: Values) => string;

/** The bonus texts in the page's language (English where a language lacks one), typed by key. */
export function useBonusesText(): BonusesT {
  return useNamespaceText<BonusesKey>(BONUSES_NAMESPACE);
}
