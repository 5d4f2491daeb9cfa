/**
 * Texts by namespace and language, with flat keys (`betslip.placeBet`) and the file format of
 * i18next's JSON v4: `{{name}}` placeholders, and plural keys suffixed with the CLDR category the
 * language's Intl.PluralRules picks for the count (`_one`, `_few`, `_many`, `_other`; `_zero` for 0
 * where a text has one). A key a language lacks is looked up in the fallback language, then the
 * call's `defaultValue`, then the key itself is shown.
 */

/** Values for a text's placeholders. */
export interface TextValues {
  /** Picks the plural form by the language's plural rules, and fills `{{count}}`. */
  readonly count?: number;
  /** The text shown when neither the language nor the fallback has the key. */
  readonly defaultValue?: string;
  readonly [name: string]: unknown;
}

export interface Translate<Key extends string = string> {
  (key: Key, values?: TextValues): string;
  /** A key made at run time that a text may lack: its `defaultValue` stands in. */
  (key: string, values: TextValues & { readonly defaultValue: string }): string;
}

export type Texts = Readonly<Record<string, string>>;

export interface TranslatorOptions {
  language: string;
  /** Where a text missing from the current language is taken from. */
  fallbackLanguage: string;
  /** The namespace `t` reads. */
  namespace: string;
  /** The default namespace's texts bundled with the code, by language. */
  texts?: Readonly<Record<string, Texts>>;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** Plural rules by language, built once each: building them costs far more than a lookup. */
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      // A malformed language code: one and other, as English counts.
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * Fills `{{name}}` with the value as it is (React escapes what it renders). A value the call does
 * not pass leaves its placeholder in sight, so a missing one shows in the page rather than a gap.
 */
function interpolate(text: string, values: TextValues | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value == null ? '' : String(value);
  });
}

const bundleKey = (language: string, namespace: string) => `${language}\n${namespace}`;

/** A set of texts in several languages, and the current language with its listeners. */
export class Translator<Key extends string = string> {
  private readonly bundles = new Map<string, Map<string, string>>();
  private readonly listeners = new Set<() => void>();
  private current: string;

  /**
   * A key of the default namespace in the current language. A new function after each language
   * change, tied to its language: a component, memo or effect holding it follows the change.
   */
  t: Translate<Key>;

  constructor(private readonly options: TranslatorOptions) {
    this.current = options.language;
    this.t = this.fixedT(options.language);
    for (const [language, texts] of Object.entries(options.texts ?? {})) {
      this.addTexts(language, options.namespace, texts);
    }
  }

  get language(): string {
    return this.current;
  }

  /** Switches the language and tells every listener, even for the same language (its texts may be new). */
  changeLanguage(language: string): void {
    this.current = language;
    this.t = this.fixedT(language);
    for (const listener of [...this.listeners]) listener();
  }

  /** Calls back after every language change; the returned function stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  hasTexts(language: string, namespace: string): boolean {
    return this.bundles.has(bundleKey(language, namespace));
  }

  /** Adds texts to a language's namespace; a key it already has takes the new text. */
  addTexts(language: string, namespace: string, texts: Texts): void {
    const key = bundleKey(language, namespace);
    const bundle = this.bundles.get(key) ?? new Map<string, string>();
    for (const [name, text] of Object.entries(texts)) bundle.set(name, text);
    this.bundles.set(key, bundle);
  }

  /** A text of any namespace in a given language (a feature's namespace, typed by its own keys). */
  translate(namespace: string, language: string, key: string, values?: TextValues): string {
    const count = values?.count;
    const text =
      this.lookup(namespace, language, key, count) ??
      this.lookup(namespace, this.options.fallbackLanguage, key, count) ??
      values?.defaultValue ??
      key;
    return interpolate(text, values);
  }

  private lookup(namespace: string, language: string, key: string, count: number | undefined): string | undefined {
    const bundle = this.bundles.get(bundleKey(language, namespace));
    if (!bundle) return undefined;
    if (typeof count === 'number') {
      const plural =
        (count === 0 ? bundle.get(`${key}_zero`) : undefined) ??
        bundle.get(`${key}_${pluralCategory(language, count)}`);
      if (plural !== undefined) return plural;
    }
    return bundle.get(key);
  }

  private fixedT(language: string): Translate<Key> {
    return (key: string, values?: TextValues) => this.translate(this.options.namespace, language, key, values);
  }
}
