import type { LanguageCode } from '@meridian/contract/constants';
import { addFeatureTexts } from '../../../shared/i18n/i18n';
import { type NamespaceT, useNamespaceText } from '../../../shared/i18n/use-translation';
import { type SupportTextKey, supportEn } from './support.en';
import { supportRu } from './support.ru';

/** The namespace of the support chat texts; they ship with the feature's code, in every language. */
export const SUPPORT_NAMESPACE = 'support';

/** The texts in every language of LANGUAGES; a test checks they match English key for key. */
export const SUPPORT_TEXTS: Readonly<Record<LanguageCode, Record<SupportTextKey, string>>> = {
  en: supportEn,
  ru: supportRu,
};
addFeatureTexts(SUPPORT_NAMESPACE, SUPPORT_TEXTS);

export type SupportT = NamespaceT<SupportTextKey>;

/** The support chat texts in the page's language (English where a language lacks one), typed by key. */
export function useSupportText(): SupportT {
  return useNamespaceText<SupportTextKey>(SUPPORT_NAMESPACE);
}
