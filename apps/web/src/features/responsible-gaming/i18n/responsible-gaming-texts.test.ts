import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { rgEn } from './responsible-gaming.en';
import { rgRu } from './responsible-gaming.ru';
import { useRgText } from './responsible-gaming-texts';

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

describe('responsible gaming texts', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('gives Russian exactly the English keys, each plural in the language’s own categories', () => {
    expect(shape(rgRu)).toEqual(shape(rgEn));
    for (const key of Object.keys(rgEn).filter((item) => item.endsWith('_other'))) {
      const base = key.replace(PLURAL, '$1');
      expect([base, categories(rgEn, base)]).toEqual([base, ['one', 'other']]);
      expect([base, categories(rgRu, base)]).toEqual([base, ['few', 'many', 'one', 'other']]);
    }
  });

  it('keeps the placeholders of English and leaves no text empty', () => {
    const english = rgEn as Record<string, string>;
    for (const [key, text] of Object.entries(rgRu)) {
      const source = english[key] ?? english[key.replace(PLURAL, '$1_other')] ?? '';
      expect([key, placeholders(text)]).toEqual([key, placeholders(source)]);
      expect([key, text.trim().length > 0]).toEqual([key, true]);
    }
  });

  it('counts by the language’s plural rules, with English where a language has no such texts', async () => {
    const { result } = renderHook(() => useRgText());
    expect(result.current('rg.length.days', { count: 3 })).toBe('3 days');
    await act(() => i18n.changeLanguage('ru'));
    expect(result.current('rg.length.days', { count: 1 })).toBe('1 день');
    expect(result.current('rg.length.days', { count: 3 })).toBe('3 дня');
    expect(result.current('rg.length.days', { count: 12 })).toBe('12 дней');
    expect(result.current('rg.check.intro', { count: 15 })).toBe(
      'Напоминание, о котором вы просили, — раз в 15 минут.',
    );
    await act(() => i18n.changeLanguage('de'));
    expect(result.current('rg.check.continue')).toBe('Continue playing');
  });
});
