import { textProblems } from '@meridian/contract/locales/text-check';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { CASINO_TEXTS, useCasinoText } from './casino-texts';

describe('casino texts', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('match English key for key, mark for mark, in every language', () => {
    expect(textProblems(CASINO_TEXTS)).toEqual([]);
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
