import { textProblems } from '@meridian/contract/locales/text-check';
import { describe, expect, it } from 'vitest';
import { KYC_TEXTS, kycLanguageOf, reasonText } from './kyc.texts.js';

describe('the verification texts', () => {
  it('match English key for key and mark for mark in every language', () => {
    expect(textProblems(KYC_TEXTS, { marks: 'single' })).toEqual([]);
  });

  it('word a check’s reason in the language asked for, and an operator’s words as written', () => {
    const reason =
      Object.keys(KYC_TEXTS.en)
        .find((key) => key.startsWith('reason_'))
        ?.slice('reason_'.length) ?? '';
    expect(reasonText(kycLanguageOf('ru'), reason)).toBe(KYC_TEXTS.ru[`reason_${reason}` as keyof typeof KYC_TEXTS.ru]);
    expect(reasonText(kycLanguageOf('fr'), 'Blurry photo')).toBe('Blurry photo');
  });
});
