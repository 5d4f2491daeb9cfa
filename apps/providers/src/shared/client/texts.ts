/** What the studios' pages share of their texts: the two languages and the `{name}` marks. */

export type Language = 'en' | 'ru';

/** A page's language from a query value or data-lang: Russian when asked for, English otherwise. */
export function languageOf(value: unknown): Language {
  return typeof value === 'string' && value.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

/** Fills `{name}` marks from `values`; a mark without a value stays as it is. */
export function format(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : mark,
  );
}
