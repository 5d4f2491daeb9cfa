import { describe, expect, it } from 'vitest';
import { preferenceCookies, writePreferenceCookie } from '../browser/cookies';
import { storageKeys } from '../browser/storage';
import { adoptLinkedLanguage, resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it('prefers the stored choice', () => {
    localStorage.setItem(storageKeys.language, 'ru');
    expect(resolveLanguage('en')).toBe('ru');
  });

  it("uses the country's language when nothing is stored", () => {
    expect(resolveLanguage('RU')).toBe('ru');
  });

  it('takes the choice from the language cookie when this browser stored none', () => {
    writePreferenceCookie(preferenceCookies.language, 'ru');
    expect(resolveLanguage('en')).toBe('ru');
  });

  it('falls back to English for languages the product has no texts for', () => {
    localStorage.setItem(storageKeys.language, 'xx');
    expect(resolveLanguage('de')).toBe('en');
  });
});

describe('adoptLinkedLanguage', () => {
  it('makes the language an address names the stored choice, and its cookie the server reads', () => {
    localStorage.setItem(storageKeys.language, 'en');
    adoptLinkedLanguage('?period=3&lang=ru');
    expect(resolveLanguage('en')).toBe('ru');
    expect(document.cookie).toContain('meridian.language=ru');
  });

  it('leaves the choice alone for a language the product has no texts for, or none', () => {
    localStorage.setItem(storageKeys.language, 'en');
    adoptLinkedLanguage('?lang=xx');
    adoptLinkedLanguage('?period=3');
    expect(resolveLanguage('ru')).toBe('en');
  });
});
