import type { Language } from '../../../shared/client/texts.js';
import { en, type Texts } from './en.js';
import { ru } from './ru.js';

export { format, type Language, languageOf } from '../../../shared/client/texts.js';
export type { Texts } from './en.js';

/** The page texts in every language of LANGUAGES. */
export const TEXTS: Readonly<Record<Language, Texts>> = { en, ru };

export function textsFor(language: Language): Texts {
  return TEXTS[language];
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
