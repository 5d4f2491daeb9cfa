import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { checkFeatureTexts } from '../../../test/feature-texts';
import { bonusesEn } from './bonuses.en';
import { bonusesRu } from './bonuses.ru';
import { useBonusesText } from './bonuses-texts';

describe('bonus texts', () => {
  checkFeatureTexts(bonusesEn, bonusesRu);

  it('counts days by the language’s plural rules, with English where a language has no bonus texts', async () => {
    const { result } = renderHook(() => useBonusesText());
    expect(result.current('bonuses.countdown.days', { count: 1, time: '01:02:03' })).toBe('1 day 01:02:03');
    expect(result.current('bonuses.countdown.days', { count: 29, time: '23:59:59' })).toBe('29 days 23:59:59');
    await act(() => i18n.changeLanguage('ru'));
    expect(result.current('bonuses.countdown.days', { count: 1, time: '01:02:03' })).toBe('1 день 01:02:03');
    expect(result.current('bonuses.countdown.days', { count: 3, time: '01:02:03' })).toBe('3 дня 01:02:03');
    expect(result.current('bonuses.countdown.days', { count: 29, time: '01:02:03' })).toBe('29 дней 01:02:03');
    await act(() => i18n.changeLanguage('de'));
    expect(result.current('bonuses.countdown.expired')).toBe('Expired');
  });
});
