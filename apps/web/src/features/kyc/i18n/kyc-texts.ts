import type { LanguageCode } from '@meridian/contract/constants';
import { addFeatureTexts } from '../../../shared/i18n/i18n';
import { type NamespaceT, useNamespaceText } from '../../../shared/i18n/use-translation';
import { type KycTextKey, kycEn } from './kyc.en';
import { kycRu } from './kyc.ru';

/** The namespace of the verification texts; they ship with the feature's code, in every language. */
export const KYC_NAMESPACE = 'kyc';

/** The texts in every language of LANGUAGES; a test checks they match English key for key. */
export const KYC_TEXTS: Readonly<Record<LanguageCode, Record<KycTextKey, string>>> = { en: kycEn, ru: kycRu };
addFeatureTexts(KYC_NAMESPACE, KYC_TEXTS);

export type KycT = NamespaceT<KycTextKey>;

/** The verification texts in the page's language (English where a language lacks one), typed by key. */
export function useKycText(): KycT {
  return useNamespaceText<KycTextKey>(KYC_NAMESPACE);
}
