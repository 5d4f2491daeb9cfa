import type { LanguageCode } from '@meridian/contract/constants';
import { addFeatureTexts } from '../../../shared/i18n/i18n';
import { type NamespaceT, useNamespaceText } from '../../../shared/i18n/use-translation';
import { type CasinoTextKey, casinoEn } from './casino.en';
import { casinoRu } from './casino.ru';

/** The namespace of the casino's texts; they ship with the casino's code, in every language. */
export const CASINO_NAMESPACE = 'casino';

/** The texts in every language of LANGUAGES; a test checks they match English key for key. */
export const CASINO_TEXTS: Readonly<Record<LanguageCode, Record<CasinoTextKey, string>>> = {
  en: casinoEn,
  ru: casinoRu,
};
addFeatureTexts(CASINO_NAMESPACE, CASINO_TEXTS);

export type CasinoT = NamespaceT<CasinoTextKey>;

/** The casino's texts in the page's language (English where a language lacks one), typed by key. */
export function useCasinoText(): CasinoT {
  return useNamespaceText<CasinoTextKey>(CASINO_NAMESPACE);
}
