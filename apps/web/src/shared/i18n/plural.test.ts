import { en } from '@meridian/contract/locales/en';
import { ru } from '@meridian/contract/locales/ru';
import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

function translatorFor(language: string) {
  const translator = new Translator({ language, fallbackLanguage: 'en', namespace: 'site', texts: { en, ru } });
  return (count: number) => translator.t('betslip.selections', { count });
}

describe('plural texts', () => {
  it('uses the three Russian forms: 1 ставка, 2 ставки, 5 ставок, 21 ставка', () => {
    const selections = translatorFor('ru');
    expect(selections(1)).toBe('1 ставка');
    expect(selections(2)).toBe('2 ставки');
    expect(selections(5)).toBe('5 ставок');
    expect(selections(11)).toBe('11 ставок');
    expect(selections(21)).toBe('21 ставка');
    expect(selections(22)).toBe('22 ставки');
  });

  it('uses singular and plural in English', () => {
    const selections = translatorFor('en');
    expect(selections(1)).toBe('1 selection');
    expect(selections(3)).toBe('3 selections');
  });
});
