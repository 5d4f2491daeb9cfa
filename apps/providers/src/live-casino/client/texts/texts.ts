import { en, type Texts } from './en.js';
import { ru } from './ru.js';

export type Language = 'en' | 'ru';
export type { Texts } from './en.js';

const LANGUAGES: Readonly<Record<Language, Texts>> = { en, ru };

/** The page's language from its data-lang: Russian when asked for, English otherwise. */
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

/** A command's refusal in words: the known reasons translated, anything else a general message. */
export function refusalText(texts: Texts, reason: string | undefined, values: { min: string; max: string }): string {
  const errors = texts.errors as Readonly<Record<string, string>>;
  const known = reason !== undefined && Object.hasOwn(errors, reason) ? errors[reason] : undefined;
  return format(known ?? texts.errors.generic, values);
}
