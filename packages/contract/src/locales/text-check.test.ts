import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { ru } from './ru.js';
import { siteLocales } from './site-locales.js';
import { textProblems } from './text-check.js';

describe('textProblems', () => {
  it('finds nothing wrong with complete texts', () => {
    const texts = {
      en: { greet: 'Hi {{name}}', page: { title: 'Home' } },
      ru: { greet: 'Привет, {{name}}', page: { title: 'Главная' } },
    };
    expect(textProblems(texts)).toEqual([]);
  });

  it('names a missing language, a missing or extra key, a lost mark and an empty text', () => {
    expect(textProblems({ en: { a: 'A' } } as never)).toEqual(['ru: no texts']);
    expect(textProblems({ en: { a: 'A', b: 'B {{n}}', c: 'C' }, ru: { a: '', b: 'Б', d: 'Д' } } as never)).toEqual([
      'ru: misses c',
      'ru: adds d, which English lacks',
      'ru: a is empty',
      'ru: b marks {}, English {n}',
    ]);
  });

  it('reads `{name}` marks, nested keys and arrays by their length when asked', () => {
    const en = { seat: 'Seat {n}', steps: ['one', 'two'], words: { a: 'x' } };
    const ru = { seat: 'Место', steps: ['один'], words: {} };
    expect(textProblems({ en, ru }, { marks: 'single', free: ['words'] })).toEqual([
      'ru: misses steps[2]',
      'ru: misses steps.1',
      'ru: adds steps[1], which English lacks',
      'ru: seat marks {}, English {n}',
    ]);
  });

  it("gives each plural the language's own categories", () => {
    const en = { days_one: '{{count}} day', days_other: '{{count}} days' };
    const ru = { days_one: '{{count}} день', days_other: '{{count}} дня' };
    expect(textProblems({ en, ru }, { plurals: true })).toEqual([
      'ru: days has plurals one,other, the language uses few,many,one,other',
    ]);
    const full = { ...ru, days_few: '{{count}} дня', days_many: '{{count}} дней' };
    expect(textProblems({ en: { ...en, days_one: 'a day' }, ru: full }, { plurals: true })).toEqual([]);
    expect(
      textProblems(
        { en, ru: { ...full, days_many: '{{count}} дней {{extra}}', days_other: 'дня' } },
        { plurals: true },
      ),
    ).toEqual(['ru: days_other marks {}, English {count}', 'ru: days_many marks {count,extra}, English {count}']);
  });
});

describe('the site texts', () => {
  it('are complete in every language', () => {
    expect(textProblems(siteLocales, { plurals: true })).toEqual([]);
    expect(siteLocales.en).toBe(en);
    expect(siteLocales.ru).toBe(ru);
  });
});
