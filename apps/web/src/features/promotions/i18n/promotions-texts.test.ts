import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { checkFeatureTexts } from '../../../test/feature-texts';
import { promotionsEn } from './promotions.en';
import { promotionsRu } from './promotions.ru';
import { usePromotionsText } from './promotions-texts';

describe('promotions texts', () => {
  checkFeatureTexts(promotionsEn, promotionsRu);

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
