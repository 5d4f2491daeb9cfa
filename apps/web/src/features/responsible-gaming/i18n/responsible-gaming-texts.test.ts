import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { checkFeatureTexts } from '../../../test/feature-texts';
import { rgEn } from './responsible-gaming.en';
import { rgRu } from './responsible-gaming.ru';
import { useRgText } from './responsible-gaming-texts';

describe('responsible gaming texts', () => {
  checkFeatureTexts(rgEn, rgRu);

  it('counts by the language’s plural rules, with English where a language has no such texts', async () => {
    const { result } = renderHook(() => useRgText());
    expect(result.current('rg.length.days', { count: 3 })).toBe('3 days');
    await act(() => i18n.changeLanguage('ru'));
    expect(result.current('rg.length.days', { count: 1 })).toBe('1 день');
    expect(result.current('rg.length.days', { count: 3 })).toBe('3 дня');
    expect(result.current('rg.length.days', { count: 12 })).toBe('12 дней');
    expect(result.current('rg.check.intro', { count: 15 })).toBe(
      'Напоминание, о котором вы просили, — раз в 15 минут.',
    );
    await act(() => i18n.changeLanguage('de'));
    expect(result.current('rg.check.continue')).toBe('Continue playing');
  });
});
