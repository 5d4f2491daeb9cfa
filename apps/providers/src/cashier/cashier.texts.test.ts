import { textProblems } from '@meridian/contract/locales/text-check';
import { describe, expect, it } from 'vitest';
import { CASHIER_TEXTS, languageOf, text } from './cashier.texts.js';

describe('the cashier texts', () => {
  it('match English key for key and mark for mark in every language', () => {
    expect(textProblems(CASHIER_TEXTS, { marks: 'single' })).toEqual([]);
  });

  it('speak the language asked for, English otherwise', () => {
    expect(text(languageOf('ru-RU'), 'amount_hint', { min: '1', max: '2' })).toBe(
      CASHIER_TEXTS.ru.amount_hint.replace('{min}', '1').replace('{max}', '2'),
    );
    expect(languageOf('de')).toBe('en');
  });
});
