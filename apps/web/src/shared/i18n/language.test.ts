import { describe, expect, it } from 'vitest';
import { storageKeys } from '../browser/storage';
import { resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it('prefers the stored choice', () => {
    localStorage.setItem(storageKeys.language, 'ru');
    expect(resolveLanguage('en')).toBe('ru');
  });

  it("uses the country's language when nothing is stored", () => {
    expect(resolveLanguage('RU')).toBe('ru');
  });

  it('falls back to English for languages the product has no texts for', () => {
    localStorage.setItem(storageKeys.language, 'xx');
    expect(resolveLanguage('de')).toBe('en');
  });
});
