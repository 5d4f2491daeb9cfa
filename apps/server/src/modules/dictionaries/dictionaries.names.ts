import type { LanguageCode } from '@meridian/contract/constants';

/**
 * Country and currency names in a language, from the ICU data Node ships. The stored names are the
 * English ones an operator may have edited, so English keeps them; other languages take the ICU
 * name and fall back to the stored one for codes ICU does not know.
 */
export interface LocalNames {
  country(code: string, stored: string): string;
  currency(code: string, stored: string): string;
  /** Orders names as a reader of the language expects (Ё next to Е, Å next to A). */
  compare(a: string, b: string): number;
}

export function localNames(language: LanguageCode): LocalNames {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const compare = (a: string, b: string) => collator.compare(a, b);
  if (language === 'en') return { country: (_, stored) => stored, currency: (_, stored) => stored, compare };
  const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const currencies = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' });
  return {
    country: (code, stored) => displayName(regions, code, /^[A-Z]{2}$/) ?? stored,
    currency: (code, stored) => displayName(currencies, code, /^[A-Z]{3}$/) ?? stored,
    compare,
  };
}

/** ICU throws on a malformed code (USDT is four letters) and answers undefined for an unknown one. */
function displayName(names: Intl.DisplayNames, code: string, shape: RegExp): string | undefined {
  const upper = code.toUpperCase();
  if (!shape.test(upper)) return undefined;
  try {
    return names.of(upper) || undefined;
  } catch {
    return undefined;
  }
}
