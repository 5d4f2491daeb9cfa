import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { casinoEn } from './casino.en';
import { casinoRu } from './casino.ru';
import { useCasinoText } from './casino-texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('casino texts', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('gives Russian exactly the English keys', () => {
    expect(Object.keys(casinoRu).sort()).toEqual(Object.keys(casinoEn).sort());
  });

  it('keeps the placeholders of English and leaves no text empty', () => {
    for (const [key, text] of Object.entries(casinoRu)) {
      expect([key, placeholders(text)]).toEqual([key, placeholders(casinoEn[key as keyof typeof casinoEn])]);
      expect([key, text.trim().length > 0]).toEqual([key, true]);
    }
  });

  it('speaks the page’s language, with English for a language that has no casino texts', async () => {
    const { result } = renderHook(() => useCasinoText());
    expect(result.current('casino.tile.playName', { name: 'Dice' })).toBe('Play Dice');
    await act(() => i18n.changeLanguage('ru'));
    expect(result.current('casino.tile.playName', { name: 'Dice' })).toBe('Играть Dice');
    await act(() => i18n.changeLanguage('de'));
    expect(result.current('casino.list.empty')).toBe('No games');
  });
});
