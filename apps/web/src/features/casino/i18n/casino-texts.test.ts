import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { checkFeatureTexts } from '../../../test/feature-texts';
import { casinoEn } from './casino.en';
import { casinoRu } from './casino.ru';
import { useCasinoText } from './casino-texts';

describe('casino texts', () => {
  checkFeatureTexts(casinoEn, casinoRu);

  it('speaks the page’s language, with English for a language that has no casino texts', async () => {
    const { result } = renderHook(() => useCasinoText());
    expect(result.current('casino.tile.playName', { name: 'Dice' })).toBe('Play Dice');
    await act(() => i18n.changeLanguage('ru'));
    expect(result.current('casino.tile.playName', { name: 'Dice' })).toBe('Играть Dice');
    await act(() => i18n.changeLanguage('de'));
    expect(result.current('casino.list.empty')).toBe('No games');
  });
});
