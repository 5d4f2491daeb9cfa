/** What the providers' pages share of their texts: the platform's languages and the `{name}` marks. */
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@meridian/contract/constants';

export type Language = LanguageCode;

/** A page's language from a query value, data-lang or Accept-Language: one of LANGUAGES by its prefix, English otherwise. */
export function languageOf(value: unknown): Language {
  const asked = typeof value === 'string' ? value.trim().toLowerCase().slice(0, 2) : '';
  return LANGUAGES.find((language) => language === asked) ?? DEFAULT_LANGUAGE;
}

/** Fills `{name}` marks from `values`; a mark without a value stays as it is. */
export function format(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : mark,
  );
}
