import type { LanguageCode } from '@meridian/contract/constants';
import { addFeatureTexts } from '../../../shared/i18n/i18n';
import { type NamespaceT, useNamespaceText } from '../../../shared/i18n/use-translation';
import { type RgKey, rgEn } from './responsible-gaming.en';
import { rgRu } from './responsible-gaming.ru';

/** The namespace of the responsible gaming texts; they ship with the feature's code, in every language. */
export const RG_NAMESPACE = 'responsible-gaming';

/** The texts in every language of LANGUAGES; a test checks they match English key for key. */
export const RG_TEXTS: Readonly<Record<LanguageCode, Record<string, string>>> = { en: rgEn, ru: rgRu };
addFeatureTexts(RG_NAMESPACE, RG_TEXTS);

export type RgT = NamespaceT<RgKey>;

/** The responsible gaming texts in the page's language (English where a language lacks one), typed by key. */
export function useRgText(): RgT {
  return useNamespaceText<RgKey>(RG_NAMESPACE);
}
