import type { LanguageCode } from '@meridian/contract/constants';
import { i18n } from '../../../shared/i18n/i18n';
import { useNamespaceText } from '../../../shared/i18n/use-translation';
import { type KycTextKey, kycEn } from './kyc.en';
import { kycRu } from './kyc.ru';

/** The namespace of the verification texts; they ship with the feature's code, in every language. */
export const KYC_NAMESPACE = 'kyc';

/** The texts in every language of LANGUAGES; a test checks they match English key for key. */
export const KYC_TEXTS: Readonly<Record<LanguageCode, Record<KycTextKey, string>>> = { en: kycEn, ru: kycRu };
for (const [language, texts] of Object.entries(KYC_TEXTS)) {
  if (!i18n.hasTexts(language, KYC_NAMESPACE)) i18n.addTexts(language, KYC_NAMESPACE, texts);
}

type Values = Record<string, string | number>;
export type KycT = (key: KycTextKey, values?: Values) => string;

/** The verification texts in the page's language (English where a language lacks one), typed by key. */
export function useKycText(): KycT {
  return useNamespaceText<KycTextKey>(KYC_NAMESPACE);
}
