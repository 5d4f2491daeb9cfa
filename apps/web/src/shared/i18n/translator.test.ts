import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

const en = {
  'greeting.hello': 'Hello, {{name}}',
  'greeting.twice': '{{name}} and {{ name }} again',
  'greeting.plain': 'Welcome',
  'greeting.englishOnly': 'Only in English',
  'bets.count_one': '{{count}} bet',
  'bets.count_other': '{{count}} bets',
  'bets.left_zero': 'No bets left',
  'bets.left_one': '{{count}} bet left',
  'bets.left_other': '{{count}} bets left',
  'bets.total': 'Total {{count}}',
  'text.empty': '',
};

const ru = {
  'greeting.hello': 'Привет, {{name}}',
  'greeting.plain': 'Добро пожаловать',
  'bets.count_one': '{{count}} ставка',
  'bets.count_few': '{{count}} ставки',
  'bets.count_many': '{{count}} ставок',
  'bets.count_other': '{{count}} ставки',
};

function translatorIn(language: string) {
  return new Translator({ language, fallbackLanguage: 'en', namespace: 'site', texts: { en, ru } });
}

describe('Translator', () => {
  describe('interpolation', () => {
    it('fills each placeholder with its value as it is, spaces inside the braces allowed', () => {
      const { t } = translatorIn('en');
      expect(t('greeting.hello', { name: '<b>Ann</b>' })).toBe('Hello, <b>Ann</b>');
      expect(t('greeting.twice', { name: 'Bo' })).toBe('Bo and Bo again');
      expect(t('greeting.hello', { name: 42 })).toBe('Hello, 42');
    });

    it('writes nothing for a value passed as null or undefined, and leaves a value not passed in sight', () => {
      const { t } = translatorIn('en');
      expect(t('greeting.hello', { name: null })).toBe('Hello, ');
      expect(t('greeting.hello', { name: undefined })).toBe('Hello, ');
      expect(t('greeting.hello', { other: 'x' })).toBe('Hello, {{name}}');
      expect(t('greeting.hello')).toBe('Hello, {{name}}');
    });

    it('does not read placeholders inside an inserted value', () => {
      const { t } = translatorIn('en');
      expect(t('greeting.twice', { name: '{{name}}' })).toBe('{{name}} and {{name}} again');
    });
  });

  describe('plurals', () => {
    it('uses one and other in English, and the zero text for 0 where there is one', () => {
      const { t } = translatorIn('en');
      expect(t('bets.count', { count: 1 })).toBe('1 bet');
      expect(t('bets.count', { count: 0 })).toBe('0 bets');
      expect(t('bets.count', { count: 2 })).toBe('2 bets');
      expect(t('bets.left', { count: 0 })).toBe('No bets left');
      expect(t('bets.left', { count: 1 })).toBe('1 bet left');
    });

    it('uses one, few, many and other in Russian', () => {
      const { t } = translatorIn('ru');
      expect(t('bets.count', { count: 1 })).toBe('1 ставка');
      expect(t('bets.count', { count: 3 })).toBe('3 ставки');
      expect(t('bets.count', { count: 5 })).toBe('5 ставок');
      expect(t('bets.count', { count: 11 })).toBe('11 ставок');
      expect(t('bets.count', { count: 21 })).toBe('21 ставка');
      expect(t('bets.count', { count: 1.5 })).toBe('1.5 ставки');
    });

    it('takes a plural English has by the English rules, and a key without plural forms as it is', () => {
      const { t } = translatorIn('ru');
      expect(t('bets.left', { count: 5 })).toBe('5 bets left');
      expect(t('bets.left', { count: 1 })).toBe('1 bet left');
      expect(t('bets.total', { count: 5 })).toBe('Total 5');
    });
  });

  describe('fallback', () => {
    it('takes a text the language lacks from English, then shows the key itself', () => {
      const { t } = translatorIn('ru');
      expect(t('greeting.englishOnly')).toBe('Only in English');
      expect(t('greeting.missing')).toBe('greeting.missing');
    });

    it('reads English for a language with no texts at all', () => {
      expect(translatorIn('de').t('greeting.plain')).toBe('Welcome');
    });

    it('keeps an empty text rather than falling back', () => {
      expect(translatorIn('en').t('text.empty')).toBe('');
    });

    it('shows the defaultValue, filled in, for a key no language has', () => {
      const { t } = translatorIn('ru');
      expect(t('tracker.corner', { defaultValue: 'corner by {{team}}', team: 'Home' })).toBe('corner by Home');
      expect(t('greeting.plain', { defaultValue: 'unused' })).toBe('Добро пожаловать');
    });
  });

  describe('namespaces', () => {
    it('keeps a namespace apart from the default one, with its own fallback to English', () => {
      const translator = translatorIn('ru');
      translator.addTexts('en', 'bonuses', { 'bonus.title': 'Bonuses', 'bonus.days_one': '{{count}} day' });
      translator.addTexts('ru', 'bonuses', { 'bonus.title': 'Бонусы' });
      expect(translator.hasTexts('ru', 'bonuses')).toBe(true);
      expect(translator.hasTexts('de', 'bonuses')).toBe(false);
      expect(translator.translate('bonuses', 'ru', 'bonus.title')).toBe('Бонусы');
      expect(translator.translate('bonuses', 'de', 'bonus.title')).toBe('Bonuses');
      expect(translator.translate('bonuses', 'ru', 'bonus.days', { count: 1 })).toBe('1 day');
      expect(translator.translate('bonuses', 'ru', 'greeting.plain')).toBe('greeting.plain');
      expect(translator.t('bonus.title')).toBe('bonus.title');
    });

    it('gives a key added again its new text and keeps the others', () => {
      const translator = translatorIn('ru');
      translator.addTexts('ru', 'site', { 'greeting.plain': 'Здравствуйте' });
      expect(translator.t('greeting.plain')).toBe('Здравствуйте');
      expect(translator.t('greeting.hello', { name: 'Аня' })).toBe('Привет, Аня');
    });
  });

  describe('changeLanguage', () => {
    it('tells every listener, and gives a new t tied to the new language', () => {
      const translator = translatorIn('en');
      const listener = vi.fn();
      const stop = translator.subscribe(listener);
      const english = translator.t;
      translator.changeLanguage('ru');
      expect(listener).toHaveBeenCalledTimes(1);
      expect(translator.language).toBe('ru');
      expect(translator.t).not.toBe(english);
      expect(translator.t('greeting.plain')).toBe('Добро пожаловать');
      expect(english('greeting.plain')).toBe('Welcome');
      stop();
      translator.changeLanguage('en');
      expect(listener).toHaveBeenCalledTimes(1);
    });
  });
});
