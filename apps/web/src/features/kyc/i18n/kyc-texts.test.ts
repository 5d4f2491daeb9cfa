import { KYC_STATUS } from '@meridian/contract/kyc';
import { en } from '@meridian/contract/locales/en';
import { ru } from '@meridian/contract/locales/ru';
import { textProblems } from '@meridian/contract/locales/text-check';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { KYC_TEXTS, useKycText } from './kyc-texts';

describe('verification texts', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('match English key for key, mark for mark, in every language', () => {
    expect(textProblems(KYC_TEXTS)).toEqual([]);
  });

  it('explains every status, and the site texts name each one in both languages', () => {
    for (const status of Object.keys(KYC_STATUS)) {
      expect(Object.keys(KYC_TEXTS.en)).toContain(`kyc.state.${status}`);
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
