import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../constants.js';

/**
 * The one check every part's texts pass (site locales, the web features' namespaces, the studios'
 * pages, the providers' and the server's refusals): each language of LANGUAGES is there, with
 * English's keys, English's placeholders and no empty text. It answers the problems as sentences,
 * so a test asserts `toEqual([])` and a failure names what to fix.
 */
export interface TextCheckOptions {
  /** How a text marks a value: `{{name}}` (i18next, the default) or `{name}` (the pages and the server). */
  marks?: 'double' | 'single';
  /**
   * Keys ending in a plural category (`_one`, `_few`…) are one key, and each language gives it
   * exactly the categories its plural rules use (Intl.PluralRules). The `_other` form has English's
   * marks; another form may leave one out ("a day"), never add one.
   */
  plurals?: boolean;
  /** Top-level keys that only some languages fill (word lists): present in each, contents unchecked. */
  free?: readonly string[];
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const MARKS = { double: /\{\{\s*(\w+)\s*\}\}/g, single: /\{(\w+)\}/g } as const;

/** The problems of a part's texts in every language; none when the part is complete. */
export function textProblems(byLanguage: Readonly<Record<LanguageCode, unknown>>, options: TextCheckOptions = {}) {
  const problems: string[] = [];
  const given = byLanguage as Readonly<Record<string, unknown>>;
  for (const language of Object.keys(given)) {
    if (!(LANGUAGES as readonly string[]).includes(language)) problems.push(`${language}: not in LANGUAGES`);
  }
  const english = flatten(given[DEFAULT_LANGUAGE], options);
  for (const language of LANGUAGES) {
    if (given[language] === undefined) {
      problems.push(`${language}: no texts`);
      continue;
    }
    const texts = flatten(given[language], options);
    problems.push(...compare(language, texts, english, options));
  }
  return problems;
}

/** Leaf key paths to their text; an array is one key carrying its length, a function is a key only. */
function flatten(value: unknown, options: TextCheckOptions, prefix = ''): Map<string, string | null> {
  const out = new Map<string, string | null>();
  if (typeof value !== 'object' || value === null) return out;
  for (const [key, inner] of Object.entries(value)) {
    const path = `${prefix}${key}`;
    if (prefix === '' && options.free?.includes(key)) out.set(path, null);
    else if (typeof inner === 'string') out.set(path, inner);
    else if (Array.isArray(inner)) {
      out.set(`${path}[${inner.length}]`, null);
      inner.forEach((item, index) => {
        if (typeof item === 'string') out.set(`${path}.${index}`, item);
      });
    } else if (typeof inner === 'object' && inner !== null) {
      for (const [innerPath, text] of flatten(inner, {}, `${path}.`)) out.set(innerPath, text);
    } else out.set(path, null);
  }
  return out;
}

function compare(
  language: string,
  texts: Map<string, string | null>,
  english: Map<string, string | null>,
  options: TextCheckOptions,
): string[] {
  const problems: string[] = [];
  const fold = (key: string) => (options.plurals ? key.replace(PLURAL, '$1#') : key);
  const shape = (keys: Iterable<string>) => new Set([...keys].map(fold));
  const mine = shape(texts.keys());
  const theirs = shape(english.keys());
  for (const key of theirs) if (!mine.has(key)) problems.push(`${language}: misses ${key}`);
  for (const key of mine) if (!theirs.has(key)) problems.push(`${language}: adds ${key}, which English lacks`);
  if (options.plurals) problems.push(...pluralProblems(language, texts.keys()));
  const marks = MARKS[options.marks ?? 'double'];
  const marksOf = (text: string) => [...new Set([...text.matchAll(marks)].map((match) => match[1] ?? ''))].sort();
  for (const [key, text] of texts) {
    if (text === null) continue;
    if (text.trim() === '') problems.push(`${language}: ${key} is empty`);
    // A plural form may leave out a mark of the full form ("a day" for one): it may not add one.
    const form = options.plurals && PLURAL.test(key) && !key.endsWith('_other');
    const source = form ? english.get(key.replace(PLURAL, '$1_other')) : english.get(key);
    if (source === undefined || source === null) continue;
    const expected = marksOf(source);
    const actual = marksOf(text);
    const fits = form ? actual.every((mark) => expected.includes(mark)) : actual.join(',') === expected.join(',');
    if (!fits) problems.push(`${language}: ${key} marks {${actual.join(',')}}, English {${expected.join(',')}}`);
  }
  return problems;
}

function pluralProblems(language: string, keys: Iterable<string>): string[] {
  const used = new Map<string, string[]>();
  for (const key of keys) {
    const match = PLURAL.exec(key);
    if (match?.[1] && match[2]) used.set(match[1], [...(used.get(match[1]) ?? []), match[2]]);
  }
  const expected = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort().join(',');
  return [...used]
    .filter(([, categories]) => categories.sort().join(',') !== expected)
    .map(
      ([base, categories]) => `${language}: ${base} has plurals ${categories.join(',')}, the language uses ${expected}`,
    );
}
