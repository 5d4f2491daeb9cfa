import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { promotionsEn } from './promotions.en';
import { promotionsRu } from './promotions.ru';
import { usePromotionsText } from './promotions-texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('promotions texts', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('gives Russian exactly the English keys', () => {
    expect(Object.keys(promotionsRu).sort()).toEqual(Object.keys(promotionsEn).sort());
  });

  it('keeps the placeholders of English and leaves no text empty', () => {
    for (const [key, text] of Object.entries(promotionsRu)) {
      expect([key, placeholders(text)]).toEqual([key, placeholders(promotionsEn[key as keyof typeof promotionsEn])]);
      expect([key, text.trim().length > 0]).toEqual([key, true]);
    }
  });

  it('speaks the page’s language, with English for a language that has no promotions texts', async () => {
    const { result } = renderHook(() => usePromotionsText());
    expect(result.current.t('promotions.code.copied', { code: 'SPINS50' })).toBe('Promo code SPINS50 copied');
    await act(() => i18n.changeLanguage('ru'));
    expect(result.current.t('promotions.code.copied', { code: 'SPINS50' })).toBe('Промокод SPINS50 скопирован');
    expect(result.current.language).toBe('ru');
    await act(() => i18n.changeLanguage('de'));
    expect(result.current.t('promotions.badge.ended')).toBe('Ended');
  });
});
