import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../shared/i18n/i18n';
import { type KycTextKey, kycEn } from './kyc.en';
import { kycRu } from './kyc.ru';

/** The i18next namespace of the verification texts; they ship with the feature's code, in every language. */
export const KYC_NAMESPACE = 'kyc';

const bundles: Record<string, Record<KycTextKey, string>> = { en: kycEn, ru: kycRu };
for (const [language, texts] of Object.entries(bundles)) {
  if (!i18n.hasResourceBundle(language, KYC_NAMESPACE)) i18n.addResourceBundle(language, KYC_NAMESPACE, texts);
}

type Values = Record<string, string | number>;
export type KycT = (key: KycTextKey, values?: Values) => string;

/** The verification texts in the page's language (English where a language lacks one), typed by key. */
export function useKycText(): KycT {
  // Subscribes the component to language changes.
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback<KycT>(
    (key, values) => {
      // The app's i18next types know the "site" namespace only; this one is typed by KycTextKey.
      const texts = instance as unknown as {
        t: (key: string, options: Values & { ns: string; lng: string }) => string;
      };
      return texts.t(key, { ...values, ns: KYC_NAMESPACE, lng: language });
    },
    [instance, language],
  );
}
