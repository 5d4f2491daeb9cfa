import { textProblems } from '@meridian/contract/locales/text-check';
import { describe, expect, it } from 'vitest';
import { AUTH_TEXTS, authText } from './auth.texts.js';

describe('the sign-in refusals', () => {
  it('are in every language, key for key', () => {
    expect(textProblems(AUTH_TEXTS, { marks: 'single' })).toEqual([]);
  });

  it('fall back to English for a language without texts', () => {
    expect(authText('accountClosed', 'ru')).toBe(AUTH_TEXTS.ru.accountClosed);
    expect(authText('accountClosed', 'de')).toBe(AUTH_TEXTS.en.accountClosed);
  });
});
