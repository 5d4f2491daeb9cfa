import type { Language } from '../../../shared/client/texts.js';
import { format } from '../../../shared/client/texts.js';
import { en, type Texts } from './en.js';
import { ru } from './ru.js';

export { format, type Language, languageOf } from '../../../shared/client/texts.js';
export type { Texts } from './en.js';

/** The page texts in every language of LANGUAGES. */
export const TEXTS: Readonly<Record<Language, Texts>> = { en, ru };

export function textsFor(language: Language): Texts {
  return TEXTS[language];
}

/** A command's refusal in words: the known reasons translated, anything else a general message. */
export function refusalText(texts: Texts, reason: string | undefined, values: { min: string; max: string }): string {
  const errors = texts.errors as Readonly<Record<string, string>>;
  const known = reason !== undefined && Object.hasOwn(errors, reason) ? errors[reason] : undefined;
  return format(known ?? texts.errors.generic, values);
}
