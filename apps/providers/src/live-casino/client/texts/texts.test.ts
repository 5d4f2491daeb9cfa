import { textProblems } from '@meridian/contract/locales/text-check';
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { ru } from './ru.js';
import { format, languageOf, refusalText, TEXTS } from './texts.js';

describe('the table texts', () => {
  it('match English key for key and mark for mark in every language, with no text empty', () => {
    expect(textProblems(TEXTS, { marks: 'single' })).toEqual([]);
  });
});

describe('refusalText', () => {
  const limits = { min: '€0.50', max: '€2,000' };

  it('says why the table refused, in the page’s language', () => {
    expect(refusalText(en, 'below_minimum', limits)).toBe('The minimum bet is €0.50.');
    expect(refusalText(en, 'wallet_refused', limits)).toMatch(/wallet refused/);
    expect(refusalText(ru, 'seat_taken', limits)).toBe('Это место занято.');
    expect(refusalText(ru, 'above_maximum', limits)).toContain('€2,000');
  });

  it('explains the refusals of commands sent together: a second seat, a bet held up by others, a move in progress', () => {
    for (const texts of [en, ru]) {
      const generic = texts.errors.generic;
      expect(refusalText(texts, 'seated_elsewhere', limits)).not.toBe(generic);
      expect(refusalText(texts, 'action_pending', limits)).not.toBe(generic);
      expect(refusalText(texts, 'above_maximum_pending', limits)).toContain('€2,000');
    }
    expect(refusalText(en, 'seated_elsewhere', limits)).toMatch(/another window/);
  });

  it('falls back to a general message for a reason it does not know', () => {
    expect(refusalText(en, 'something_new', limits)).toBe(en.errors.generic);
    expect(refusalText(en, undefined, limits)).toBe(en.errors.generic);
    expect(refusalText(en, 'toString', limits)).toBe(en.errors.generic);
  });
});

describe('languageOf and format', () => {
  it('picks Russian only when asked for', () => {
    expect(languageOf('ru')).toBe('ru');
    expect(languageOf('ru-RU')).toBe('ru');
    expect(languageOf('de')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });

  it('fills marks and leaves unknown ones', () => {
    expect(format('Seat {n}', { n: 3 })).toBe('Seat 3');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
