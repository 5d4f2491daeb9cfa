import { en } from '@meridian/contract/locales/en';
import { ru } from '@meridian/contract/locales/ru';
import { describe, expect, it } from 'vitest';

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** Keys of a locale with plural keys folded to `base#plural`, and the categories each plural uses. */
function shapeOf(texts: Record<string, string>) {
  const keys = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of Object.keys(texts)) {
    const match = PLURAL.exec(key);
    if (match?.[1] && match[2]) {
      keys.add(`${match[1]}#plural`);
      plurals.set(match[1], (plurals.get(match[1]) ?? new Set()).add(match[2]));
    } else {
      keys.add(key);
    }
  }
  return { keys, plurals };
}

function categories(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('locale files', () => {
  const english = shapeOf(en);
  const locales: Record<string, Record<string, string>> = { ru };

  describe.each(Object.entries(locales))('%s', (language, texts) => {
    const shape = shapeOf(texts);

    it('misses no English key', () => {
      expect([...english.keys].filter((key) => !shape.keys.has(key))).toEqual([]);
    });

    it('adds no key English lacks', () => {
      expect([...shape.keys].filter((key) => !english.keys.has(key))).toEqual([]);
    });

    it("gives every plural exactly the language's plural categories", () => {
      for (const [base, used] of shape.plurals) {
        expect([base, [...used].sort()]).toEqual([base, categories(language)]);
      }
    });

    it('keeps the interpolation placeholders of English', () => {
      for (const [key, text] of Object.entries(texts)) {
        const englishKey = PLURAL.test(key) ? key.replace(PLURAL, '$1_other') : key;
        const source = (en as Record<string, string>)[englishKey];
        expect([key, placeholders(text)]).toEqual([key, placeholders(source ?? '')]);
      }
    });

    it('has no empty text', () => {
      expect(Object.entries(texts).filter(([, text]) => text.trim() === '')).toEqual([]);
    });
  });

  it('English plurals use one and other', () => {
    for (const [base, used] of english.plurals) expect([base, [...used].sort()]).toEqual([base, categories('en')]);
  });
});
