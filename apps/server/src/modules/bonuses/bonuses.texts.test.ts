import { textProblems } from '@meridian/contract/locales/text-check';
import { describe, expect, it } from 'vitest';
import { BONUS_ERROR_TEXTS, bonusErrorText, STATUS_NAMES } from './bonuses.texts.js';

describe('the bonus refusals and status names', () => {
  it('are in every language, key for key', () => {
    expect(textProblems(BONUS_ERROR_TEXTS, { marks: 'single' })).toEqual([]);
    expect(textProblems(STATUS_NAMES, { marks: 'single' })).toEqual([]);
  });

  it('fall back to English for a language without texts', () => {
    expect(bonusErrorText('promoExpired', 'ru')).toBe(BONUS_ERROR_TEXTS.ru.promoExpired);
    expect(bonusErrorText('promoExpired', 'de')).toBe(BONUS_ERROR_TEXTS.en.promoExpired);
  });
});
