import type { SitePluralKey, SiteTextKey } from './en.js';

/** Plural categories a language uses (CLDR), as i18next suffixes. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type PluralSuffixed<K extends string> = `${K}_${PluralCategory}`;
type SingularKey = Exclude<SiteTextKey, PluralSuffixed<SitePluralKey>>;

/** The texts of one language: every singular key of English plus each plural key in its own categories. */
export type LocaleTexts<C extends PluralCategory> = Record<SingularKey | `${SitePluralKey}_${C}`, string>;
