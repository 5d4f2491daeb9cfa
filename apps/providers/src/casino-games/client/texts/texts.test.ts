import { textProblems } from '@meridian/contract/locales/text-check';
import { describe, expect, it } from 'vitest';
import { ru } from './ru.js';
import { format, languageOf, TEXTS, textsFor, translate } from './texts.js';

describe('the page texts', () => {
  it('match English key for key and mark for mark in every language, leaving out the word lists', () => {
    expect(textProblems(TEXTS, { marks: 'single', free: ['glossary', 'rules', 'patterns'] })).toEqual([]);
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
