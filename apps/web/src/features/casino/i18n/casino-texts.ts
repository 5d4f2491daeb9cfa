import type { LanguageCode } from '@meridian/contract/constants';
import { i18n } from '../../../shared/i18n/i18n';
import { useNamespaceText } from '../../../shared/i18n/use-translation';
import { type CasinoTextKey, casinoEn } from './casino.en';
import { casinoRu } from './casino.ru';

/** The namespace of the casino's texts; they ship with the casino's code, in every language. */
export const CASINO_NAMESPACE = 'casino';

/** The texts in every language of LANGUAGES; a test checks they match English key for key. */
export const CASINO_TEXTS: Readonly<Record<LanguageCode, Record<CasinoTextKey, string>>> = {
  en: casinoEn,
  ru: casinoRu,
};
for (const [language, texts] of Object.entries(CASINO_TEXTS)) {
  if (!i18n.hasTexts(language, CASINO_NAMESPACE)) i18n.addTexts(language, CASINO_NAMESPACE, texts);
}

type Values = Record<string, string | number>;
export type CasinoT = (key: CasinoTextKey, values?: Values) => string;

/** The casino's texts in the page's language (English where a language lacks one), typed by key. */
export function useCasinoText(): CasinoT {
  return useNamespaceText<CasinoTextKey>(CASINO_NAMESPACE);
}
