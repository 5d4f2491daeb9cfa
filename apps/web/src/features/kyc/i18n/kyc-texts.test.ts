import { KYC_STATUS } from '@meridian/contract/kyc';
import { en } from '@meridian/contract/locales/en';
import { ru } from '@meridian/contract/locales/ru';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { checkFeatureTexts } from '../../../test/feature-texts';
import { kycEn } from './kyc.en';
import { kycRu } from './kyc.ru';
import { useKycText } from './kyc-texts';

describe('verification texts', () => {
  checkFeatureTexts(kycEn, kycRu);

  it('explains every status, and the site texts name each one in both languages', () => {
    for (const status of Object.keys(KYC_STATUS)) {
      expect(Object.keys(kycEn)).toContain(`kyc.state.${status}`);
      expect(Object.keys(en)).toContain(`kyc.status.${status}`);
      expect(Object.keys(ru)).toContain(`kyc.status.${status}`);
    }
  });

  it('speaks the page’s language, with English for a language that has no verification texts', async () => {
    const { result } = renderHook(() => useKycText());
    expect(result.current('kyc.widget.start')).toBe('Verify my identity');
    await act(() => i18n.changeLanguage('ru'));
    expect(result.current('kyc.widget.start')).toBe('Подтвердить личность');
    await act(() => i18n.changeLanguage('de'));
    expect(result.current('kyc.widget.retry')).toBe('Retry');
  });
});
