import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { ru } from './ru.js';
import { format, languageOf, textsFor, translate } from './texts.js';

/** Every key path of the texts, leaving out the word lists that only some languages fill. */
function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) => {
    if (['glossary', 'rules', 'patterns'].includes(key) && prefix === '') return [key];
    return typeof inner === 'object' && inner !== null ? keys(inner, `${prefix}${key}.`) : [`${prefix}${key}`];
  });
}

describe('the page texts', () => {
  it('have the same keys in every language', () => {
    expect(keys(ru).sort()).toEqual(keys(en).sort());
  });

  it('keep the same {marks} in every translation', () => {
    const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const walk = (a: object, b: object, path: string) => {
      for (const [key, value] of Object.entries(a)) {
        const other = (b as Record<string, unknown>)[key];
        if (typeof value === 'string') expect(marks(other as string), `${path}${key}`).toEqual(marks(value));
        else if (key !== 'glossary' && key !== 'rules' && key !== 'patterns')
          walk(value, other as object, `${path}${key}.`);
      }
    };
    walk(en, ru, '');
  });

  it('has Russian rules for every game', () => {
    expect(Object.keys(ru.rules).sort()).toEqual([
      'blackjack',
      'crash',
      'dice',
      'european-roulette',
      'jade-temple',
      'lucky-orchard',
      'mines',
      'sunken-treasure',
    ]);
  });
});

describe('languageOf', () => {
  it('picks Russian only when asked for', () => {
    expect(languageOf('ru')).toBe('ru');
    expect(languageOf('ru-RU')).toBe('ru');
    expect(languageOf('de')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });
});

describe('format and translate', () => {
  it('fills marks and leaves unknown ones', () => {
    expect(format('Line {line}: {coins} coins', { line: 3, coins: 10 })).toBe('Line 3: 10 coins');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('translates the engine’s help words into Russian', () => {
    const texts = textsFor('ru');
    expect(translate(texts, 'Paytable (coins per line)')).toBe('Таблица выплат (монеты за линию)');
    expect(translate(texts, '5 of a kind')).toBe('5 в ряд');
    expect(translate(texts, '35 to 1')).toBe('35 к 1');
    expect(translate(texts, 'Reel 4')).toBe('Барабан 4');
    expect(translate(textsFor('en'), 'Paytable (coins per line)')).toBe('Paytable (coins per line)');
  });
});
