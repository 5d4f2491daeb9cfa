import { textProblems } from '@meridian/contract/locales/text-check';
import { describe, expect, it } from 'vitest';
import { KYC_TEXTS, kycText, windowText } from './kyc.texts.js';

describe('the verification refusals', () => {
  it('match English key for key and mark for mark in every language', () => {
    expect(textProblems(KYC_TEXTS, { marks: 'single', plurals: true })).toEqual([]);
  });

  it('name the withdrawal window in the language’s plural form', () => {
    expect([1, 30].map((days) => windowText(days, 'en'))).toEqual(['a day', '30 days']);
    expect([1, 3, 30, 21].map((days) => windowText(days, 'ru'))).toEqual(['1 день', '3 дня', '30 дней', '21 день']);
  });

  it('fill the marks', () => {
    expect(kycText('pastDeposits', 'ru', { threshold: '1 000 EUR' })).toContain('достигли 1 000 EUR:');
  });
});
