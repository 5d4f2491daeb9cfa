import { textProblems } from '@meridian/contract/locales/text-check';
import { describe, expect, it } from 'vitest';
import { RG_TEXTS, rgText } from './responsible-gaming.texts.js';

describe('the responsible gaming refusals', () => {
  it('are in every language, key for key', () => {
    expect(textProblems(RG_TEXTS, { marks: 'single' })).toEqual([]);
  });

  it('fall back to English for a language without texts', () => {
    expect(rgText('loss', 'ru')).toBe(RG_TEXTS.ru.loss);
    expect(rgText('loss', 'de')).toBe(RG_TEXTS.en.loss);
  });
});
