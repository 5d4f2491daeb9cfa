import { BUILDER_ERRORS, BUILDER_REFUSALS } from '@meridian/contract/bet-builder';
import { textProblems } from '@meridian/contract/locales/text-check';
import { describe, expect, it } from 'vitest';
import { BUILDER_ERROR_TEXTS, builderErrorText } from './builder.texts.js';

describe('the bet builder’s refusals', () => {
  it('are in every language, key for key, one for each refusal', () => {
    expect(textProblems({ en: BUILDER_ERRORS, ...BUILDER_ERROR_TEXTS }, { marks: 'single' })).toEqual([]);
    expect(Object.keys(BUILDER_ERRORS).sort()).toEqual([...BUILDER_REFUSALS, 'unavailable'].sort());
  });

  it('fall back to English for a language without texts', () => {
    expect(builderErrorText('contradiction', 'ru')).toBe(BUILDER_ERROR_TEXTS.ru.contradiction);
    expect(builderErrorText('contradiction', 'de')).toBe(BUILDER_ERRORS.contradiction);
  });
});
