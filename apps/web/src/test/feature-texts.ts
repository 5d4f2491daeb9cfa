import { act } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { i18n } from '../shared/i18n/i18n';

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

/**
 * The checks a feature's own texts pass, inside its `describe`: Russian has exactly the English keys
 * (each plural in its own categories), keeps the placeholders of English and leaves no text empty.
 * The page's language goes back to English after each test.
 */
export function checkFeatureTexts(english: Record<string, string>, russian: Record<string, string>) {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('gives Russian exactly the English keys, each plural in the language’s own categories', () => {
    expect(shape(russian)).toEqual(shape(english));
    for (const key of Object.keys(english).filter((item) => item.endsWith('_other'))) {
      const base = key.replace(PLURAL, '$1');
      expect([base, categories(english, base)]).toEqual([base, ['one', 'other']]);
      expect([base, categories(russian, base)]).toEqual([base, ['few', 'many', 'one', 'other']]);
    }
  });

  it('keeps the placeholders of English and leaves no text empty', () => {
    for (const [key, text] of Object.entries(russian)) {
      const source = english[key] ?? english[key.replace(PLURAL, '$1_other')] ?? '';
      expect([key, placeholders(text)]).toEqual([key, placeholders(source)]);
      expect([key, text.trim().length > 0]).toEqual([key, true]);
    }
  });
}
