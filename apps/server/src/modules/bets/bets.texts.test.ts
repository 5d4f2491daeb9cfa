import { BET_ERRORS } from '@meridian/contract/bets';
import { textProblems } from '@meridian/contract/locales/text-check';
import { describe, expect, it } from 'vitest';
import { BET_ERROR_TEXTS, betErrorText } from './bets.texts.js';

describe('the bet refusals', () => {
  it('are in every language, key for key', () => {
    expect(textProblems({ en: BET_ERRORS, ...BET_ERROR_TEXTS }, { marks: 'single' })).toEqual([]);
  });

  it('fall back to English for a language without texts', () => {
    expect(betErrorText('oddsChanged', 'ru')).toBe(BET_ERROR_TEXTS.ru.oddsChanged);
    expect(betErrorText('oddsChanged', 'de')).toBe(BET_ERRORS.oddsChanged);
  });
});
