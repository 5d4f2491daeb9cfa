import type { PluralCategory } from '@meridian/contract/locales/locale.types';

/** The base names of a namespace's plural keys: those English writes with an `_other` form. */
type PluralKey<TextKey extends string> = TextKey extends `${infer Base}_other` ? Base : never;

type SingularKey<TextKey extends string> = Exclude<TextKey, `${PluralKey<TextKey>}_${PluralCategory}`>;

/** A key of a namespace as passed to t(), from its keys as English writes them: plural keys lose their suffix. */
export type NamespaceKey<TextKey extends string> = SingularKey<TextKey> | PluralKey<TextKey>;

/** The texts of a namespace in one language: every singular key of English plus each plural key in its categories. */
export type NamespaceTexts<TextKey extends string, C extends PluralCategory> = Record<
  SingularKey<TextKey> | `${PluralKey<TextKey>}_${C}`,
  string
>;
