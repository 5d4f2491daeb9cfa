import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { bonusesEn } from './bonuses.en';
import { bonusesRu } from './bonuses.ru';
import { useBonusesText } from './bonuses-texts';

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
/** Keys with plural suffixes folded, so languages with different plural categories compare. */
const shape = (texts: Record<string, string>) =>
  [...new Set(Object.keys(texts).map((key) => key.replace(PLURAL, '$1#')))].sort();
const categories = (texts: Record<string, string>, base: string) =>
  Object.keys(texts)
    .filter((key) => key.startsWith(`${base}_`))
    .map((key) => key.slice(base.length + 1))
    .sort();

describe('bonus texts', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('gives Russian exactly the English keys, each plural in the language’s own categories', () => {
    expect(shape(bonusesRu)).toEqual(shape(bonusesEn));
    for (const key of Object.keys(bonusesEn).filter((item) => item.endsWith('_other'))) {
      const base = key.replace(PLURAL, '$1');
      expect([base, categories(bonusesEn, base)]).toEqual([base, ['one', 'other']]);
      expect([base, categories(bonusesRu, base)]).toEqual([base, ['few', 'many', 'one', 'other']]);
    }
  });

  it('keeps the placeholders of English and leaves no text empty', () => {
    const english = bonusesEn as Record<string, string>;
    for (const [key, text] of Object.entries(bonusesRu)) {
      const source = english[key] ?? english[key.replace(PLURAL, '$1_other')] ?? '';
      expect([key, placeholders(text)]).toEqual([key, placeholders(source)]);
      expect([key, text.trim().length > 0]).toEqual([key, true]);
    }
  });

  it('counts days by the language’s plural rules, with English where a language has no bonus texts', async () => {
    const { result } = renderHook(() => useBonusesText());
    expect(result.current('bonuses.countdown.days', { count: 1, time: '01:02:03' })).toBe('1 day 01:02:03');
    expect(result.current('bonuses.countdown.days', { count: 29, time: '23:59:59' })).toBe('29 days 23:59:59');
    await act(() => i18n.changeLanguage('ru'));
    expect(result.current('bonuses.countdown.days', { count: 1, time: '01:02:03' })).toBe('1 день 01:02:03');
    expect(result.current('bonuses.countdown.days', { count: 3, time: '01:02:03' })).toBe('3 дня 01:02:03');
    expect(result.current('bonuses.countdown.days', { count: 29, time: '01:02:03' })).toBe('29 дней 01:02:03');
    await act(() => i18n.changeLanguage('de'));
    expect(result.current('bonuses.countdown.expired')).toBe('Expired');
  });
});
