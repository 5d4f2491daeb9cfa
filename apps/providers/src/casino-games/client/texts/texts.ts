import { en, type Texts } from './en.js';
import { ru } from './ru.js';

export type Language = 'en' | 'ru';
export type { Texts } from './en.js';

const LANGUAGES: Readonly<Record<Language, Texts>> = { en, ru };

/** The page's language from a query value: Russian when asked for, English otherwise. */
export function languageOf(value: unknown): Language {
  return typeof value === 'string' && value.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

export function textsFor(language: Language): Texts {
  return LANGUAGES[language];
}

/** Fills `{name}` marks from `values`; a mark without a value stays as it is. */
export function format(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : mark,
  );
}

/** A word of the engine's help (a table title, a heading, a symbol name) in the page's language. */
export function translate(texts: Texts, word: string | number): string {
  const text = String(word);
  const known = texts.glossary[text];
  if (known !== undefined) return known;
  for (const [pattern, replacement] of texts.patterns) {
    const expression = new RegExp(pattern);
    if (expression.test(text)) return text.replace(expression, replacement);
  }
  return text;
}
